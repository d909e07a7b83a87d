import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIKTOK_LIMITS, type AccountQuotas } from '@cadence/contracts';
import { startPosting, WRITER, type PostingHarness } from './posts-harness';
import { startTiktokPeer, type TiktokPeer } from './peers/tiktok';

/** Each account's network limits, and the schedule's share of them, as the composer reads them before saving. */
let h: PostingHarness;
let peer: TiktokPeer;
let tiktokId: number;
let pageId: number;
const W = 48;
const at = new Date(Date.UTC(2031, 2, 14, 9, 30));

/** `count` posts to the account at `when`, written as the composer would leave them (status scheduled, or a draft). */
async function scheduled(accountId: number, when: Date, count: number, status: 'scheduled' | 'draft' = 'scheduled'): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const [post] = await h.test.database.sql<{ id: number }[]>`
      insert into posting.posts (workspace_id, author_id, status, text, scheduled_at) values (${W}, 480, ${status}, ${`Clip ${i}`}, ${when}) returning id`;
    await h.test.database.sql`
      insert into posting.post_targets (post_id, workspace_id, account_id, platform, account_name, status) values (${post!.id}, ${W}, ${accountId}, 'tiktok', 'Ada Bakes', 'pending')`;
  }
}

beforeAll(async () => {
  peer = await startTiktokPeer();
  h = await startPosting({ TIKTOK_CLIENT_KEY: 'tiktok-client-key', TIKTOK_CLIENT_SECRET: 'tiktok-client-secret', TIKTOK_API_BASE: peer.url, TIKTOK_AUTH_BASE: peer.url });
  tiktokId = await h.connectAccount(W, { type: 'tiktok', externalId: peer.openId, name: 'Ada Bakes', tokens: peer.grant() });
  pageId = await h.connectPage(W, 'Bakery page');
}, 60_000);

afterAll(async () => {
  await h?.close();
  await peer?.close();
});

const quotas = (token: string, when: Date, ids: number[]) => h.request('GET', `/api/accounts/quotas?at=${encodeURIComponent(when.toISOString())}&account_ids=${ids.join(',')}`, { token });

describe('GET /api/accounts/quotas', () => {
  it("says when one more post at that time would go over the network's limit for the account, before it is saved", async () => {
    const writer = h.token({ userId: 480, workspaceId: W, permissions: WRITER, role: 'editor' });
    await scheduled(tiktokId, at, TIKTOK_LIMITS.initPerMinute - 1);
    // Drafts take no share until they are scheduled.
    await scheduled(tiktokId, at, 3, 'draft');
    const below = await quotas(writer, at, [tiktokId, pageId]);
    expect(below.statusCode, below.body).toBe(200);
    const [tiktok, page] = below.json().data as AccountQuotas[];
    expect(tiktok).toEqual({
      account_id: tiktokId,
      account_name: 'Ada Bakes',
      platform: 'tiktok',
      quotas: [{ name: 'TikTok post init rate', max: TIKTOK_LIMITS.initPerMinute, window_ms: 60_000, scheduled: TIKTOK_LIMITS.initPerMinute - 1, over: false }],
    });
    // A Facebook Page has no limit of its own on posts: nothing to warn of.
    expect(page).toMatchObject({ account_id: pageId, platform: 'facebook_page', quotas: [] });

    await scheduled(tiktokId, at, 1);
    const full = (await quotas(writer, at, [tiktokId])).json().data as AccountQuotas[];
    expect(full[0]?.quotas[0]).toMatchObject({ scheduled: TIKTOK_LIMITS.initPerMinute, over: true });
    // Editing one of them: its own share is not counted twice.
    const [one] = await h.test.database.sql<{ id: number }[]>`select post_id as id from posting.post_targets where account_id = ${tiktokId} limit 1`;
    const editing = (await h.request('GET', `/api/accounts/quotas?at=${encodeURIComponent(at.toISOString())}&account_ids=${tiktokId}&except_post=${one!.id}`, { token: writer })).json().data as AccountQuotas[];
    expect(editing[0]?.quotas[0]).toMatchObject({ scheduled: TIKTOK_LIMITS.initPerMinute - 1, over: false });
    // Five minutes later the minute is free again.
    const later = (await quotas(writer, new Date(at.getTime() + 5 * 60_000), [tiktokId])).json().data as AccountQuotas[];
    expect(later[0]?.quotas[0]).toMatchObject({ scheduled: 0, over: false });
  });

  it("leaves out another workspace's accounts, refuses a viewer, and answers 400 to a bad query", async () => {
    const other = h.token({ userId: 481, workspaceId: W + 1, permissions: WRITER, role: 'owner' });
    expect((await quotas(other, at, [tiktokId])).json().data).toEqual([]);
    const viewer = h.token({ userId: 482, workspaceId: W, permissions: WRITER, role: 'viewer' });
    expect((await quotas(viewer, at, [tiktokId])).statusCode).toBe(403);
    const writer = h.token({ userId: 480, workspaceId: W, permissions: WRITER, role: 'editor' });
    for (const bad of ['at=tomorrow&account_ids=1', `at=${at.toISOString()}&account_ids=x`, `at=${at.toISOString()}`]) {
      const response = await h.request('GET', `/api/accounts/quotas?${bad}`, { token: writer });
      expect([bad, response.statusCode]).toEqual([bad, 400]);
    }
  });
});
