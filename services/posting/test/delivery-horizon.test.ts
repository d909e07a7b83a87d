import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@cadence/contracts';
import { startPosting, until, type PostingHarness } from './posts-harness';

/** A network that does not come back within the retry horizon (here 2 s): the target fails, saying for how long it was tried. */
let h: PostingHarness;
let owner: string;
let page: number;
const W = 12;

beforeAll(async () => {
  h = await startPosting({ POSTING_WORKERS: '1', POSTING_RETRY_HORIZON_MS: '2000' });
  owner = h.token({ userId: 6, workspaceId: W });
  page = await h.connectPage(W, 'Outage page');
});

afterAll(async () => {
  await h?.close();
});

describe('the retry horizon', () => {
  it('fails a target still failing when the horizon has passed, with the last error and how long it was tried', async () => {
    h.network.failNext(10_000, 'server');
    const created = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', text: `Never answered ${Date.now()}`, accountIds: [page] } });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data as Post).id;
    const done = await until(
      async () => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post,
      (post) => post.status === 'failed' || post.status === 'posted',
    );
    expect(done.status).toBe('failed');
    const target = done.targets[0];
    expect(target?.attempts).toBeGreaterThan(1);
    expect(target?.errorMessage).toMatch(/^An unexpected error has occurred\. Please retry your request later\..* \(still failing 1 min after the post's time, after \d+ tries\)$/);
    expect(target?.retryable).toBe(true);
  });

  it("gives up at the post's no-later-than time, before the horizon, saying so", async () => {
    const publishBy = new Date(Date.now() + 800).toISOString();
    const created = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', text: `Only this morning ${Date.now()}`, accountIds: [page], publishBy } });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json().data as Post).id;
    expect((created.json().data as Post).publishBy).toBe(publishBy);
    const done = await until(
      async () => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post,
      (post) => post.status === 'failed' || post.status === 'posted',
    );
    expect(done.status).toBe('failed');
    expect(done.targets[0]?.errorMessage).toContain(`(not published by its no-later-than time ${publishBy}, after `);
  });

  it('refuses a no-later-than that is not after the post\'s time, and clears one with null', async () => {
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const early = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'draft', text: 'Early', accountIds: [page], scheduledAt, publishBy: new Date(Date.now() + 60_000).toISOString() } });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([{ field: 'publishBy', message: "Must be after the post's time" }]);
    const publishBy = new Date(Date.now() + 7_200_000).toISOString();
    const draft = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'draft', text: 'In time', accountIds: [page], scheduledAt, publishBy } });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = (draft.json().data as Post).id;
    const moved = await h.request('PATCH', `/api/posts/${id}`, { token: owner, body: { scheduledAt: new Date(Date.now() + 3 * 3_600_000).toISOString() } });
    expect(moved.statusCode).toBe(400);
    const cleared = await h.request('PATCH', `/api/posts/${id}`, { token: owner, body: { publishBy: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json().data as Post).publishBy).toBeNull();
  });
});
