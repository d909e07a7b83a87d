import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryFigures, ServiceMonitoring } from '@cadence/contracts';
import { posts, postTargets } from '../src/features/posts/posts.tables';
import { publishAttempts } from '../src/features/delivery/delivery.tables';
import { mediaItems } from '../src/features/media/media.tables';
import { startPosting, type PostingHarness } from './posts-harness';

let h: PostingHarness;
let operator: string;
let storageStaff: string;
let member: string;
let pageId: number;
let instagramId: number;

const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 3600_000;

beforeAll(async () => {
  h = await startPosting();
  operator = h.token({ userId: 1, workspaceId: null, permissions: ['MonitoringServices'], role: null });
  storageStaff = h.token({ userId: 2, workspaceId: null, permissions: ['ClientStorage'], role: null });
  member = h.token({ userId: 3, workspaceId: 501 });
  pageId = await h.connectPage(501, 'Bakery');
  instagramId = pageId + 1000;

  const [post] = await h.db.insert(posts).values({ workspaceId: 501, authorId: 3, status: 'scheduled', text: 'Fresh bread' }).returning();
  if (!post) throw new Error('no post');
  const target = (accountId: number, platform: 'facebook_page' | 'instagram', values: Partial<typeof postTargets.$inferInsert>) => ({ postId: post.id, workspaceId: 501, accountId, platform, accountName: 'Bakery', ...values });
  await h.db.insert(postTargets).values([
    target(pageId, 'facebook_page', { status: 'pending', nextAttemptAt: ago(90_000) }),
    target(pageId + 1, 'facebook_page', { status: 'waiting', nextAttemptAt: new Date(Date.now() + HOUR) }),
    target(pageId + 2, 'facebook_page', { status: 'publishing', nextAttemptAt: ago(10_000), leaseOwner: 'w1', leaseUntil: new Date(Date.now() + 60_000) }),
    target(instagramId, 'instagram', { status: 'pending', nextAttemptAt: null }),
    target(instagramId + 1, 'instagram', { status: 'posted', nextAttemptAt: ago(HOUR) }),
  ]);
  const attempt = (platform: string, accountId: number, outcome: string, startedAt: Date) => ({ targetId: 1, accountId, platform, worker: 'w1', outcome, startedAt });
  await h.db.insert(publishAttempts).values([
    attempt('facebook_page', pageId, 'failed', ago(10 * 60_000)),
    attempt('facebook_page', pageId, 'retry', ago(3 * HOUR)),
    attempt('facebook_page', pageId, 'posted', ago(2 * HOUR)),
    attempt('facebook_page', pageId, 'failed', ago(25 * HOUR)),
    attempt('instagram', instagramId, 'posted', ago(HOUR)),
    attempt('instagram', instagramId, 'posted', ago(2 * HOUR)),
    attempt('instagram', instagramId + 1, 'posted', ago(HOUR)),
    attempt('instagram', instagramId, 'posted', ago(30 * HOUR)),
  ]);
  const media = (workspaceId: number, sizeBytes: number, n: number) => ({ workspaceId, name: `f${n}.jpg`, kind: 'image' as const, mimeType: 'image/jpeg', sizeBytes, sha256: `sha-${workspaceId}-${n}`, storageKey: `k/${workspaceId}/${n}`, uploadedBy: 3 });
  await h.db.insert(mediaItems).values([media(501, 1_000, 1), media(501, 2_500, 2), media(502, 10_000, 3), media(503, 50, 4)]);
});
afterAll(() => h?.close());

describe('GET /api/posts/monitoring: the delivery queue', () => {
  it('is for staff holding MonitoringServices', async () => {
    expect((await h.request('GET', '/api/posts/monitoring', { token: member })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/posts/monitoring', { token: storageStaff })).statusCode).toBe(403);
  });

  it('counts due, waiting and held targets, failures per network and the publish-limit windows', async () => {
    const res = await h.request('GET', '/api/posts/monitoring', { token: operator });
    expect(res.statusCode).toBe(200);
    const report = res.json().data as ServiceMonitoring;
    expect(report.service).toBe('posting');
    const delivery = report.delivery as DeliveryFigures;
    expect(delivery).toMatchObject({ due: 1, waiting: 1, processing: 1 });
    expect(delivery.oldestDueSeconds).toBeGreaterThanOrEqual(89);
    const page = delivery.networks.find((row) => row.network === 'facebook_page');
    expect(page).toEqual({ network: 'facebook_page', due: 1, processing: 1, attemptsLast24h: 3, failedLast24h: 2, failedLastHour: 1 });
    const instagram = delivery.networks.find((row) => row.network === 'instagram');
    expect(instagram).toMatchObject({ due: 0, attemptsLast24h: 3, failedLast24h: 0 });
    // Instagram's content_publishing_limit is per account: the busiest account used 2 of 100 in its 24 h window.
    expect(delivery.publishLimits.find((row) => row.network === 'instagram' && row.name === 'content_publishing_limit')).toEqual({
      network: 'instagram',
      name: 'content_publishing_limit',
      scope: 'account',
      max: 100,
      windowSeconds: 86_400,
      used: 2,
    });
    // A network switched off with no work and no history does not show.
    expect(delivery.networks.some((row) => row.network === 'pinterest')).toBe(false);
  });
});

describe('GET /api/media/storage: storage per workspace', () => {
  it('is for staff holding ClientStorage', async () => {
    expect((await h.request('GET', '/api/media/storage', { token: member })).statusCode).toBe(403);
    expect((await h.request('GET', '/api/media/storage', { token: operator })).statusCode).toBe(403);
  });

  it('lists the media bytes per workspace with the §7 list query', async () => {
    const res = await h.request('GET', '/api/media/storage?orderBy=bytes&order=desc&limit=2', { token: storageStaff });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 0, pages: 2, limit: 2 });
    expect(body.data.map((row: { workspaceId: number; files: number; bytes: number }) => [row.workspaceId, row.files, row.bytes])).toEqual([
      [502, 1, 10_000],
      [501, 2, 3_500],
    ]);
    const second = (await h.request('GET', '/api/media/storage?orderBy=bytes&order=desc&limit=2&page=1', { token: storageStaff })).json();
    expect(second.data.map((row: { workspaceId: number }) => row.workspaceId)).toEqual([503]);
    const found = (await h.request('GET', '/api/media/storage?search=501', { token: storageStaff })).json();
    expect(found).toMatchObject({ total: 1, data: [{ workspaceId: 501, bytes: 3_500 }] });
    expect((await h.request('GET', '/api/media/storage?search=bakery', { token: storageStaff })).json()).toMatchObject({ total: 0, data: [] });
    expect((await h.request('GET', '/api/media/storage?orderBy=secret', { token: storageStaff })).statusCode).toBe(400);
  });
});
