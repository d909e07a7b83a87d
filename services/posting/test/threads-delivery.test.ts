import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Post } from '@cadence/contracts';
import { startPosting, until, WRITER, type PostingHarness } from './posts-harness';
import { startThreadsPeer, type ThreadsPeer } from './peers/threads';

/** Publishing to Threads through the API and the delivery loop, against the local Threads API. */
let h: PostingHarness;
let peer: ThreadsPeer;
let owner: string;
let accountId: number;
const W = 43;
const OWNER: Permission[] = [...WRITER, 'ManagePlatform'];

const post = async (id: number) => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post;
const settled = (p: Post) => p.status === 'posted' || p.status === 'failed';

async function publishNow(body: Record<string, unknown>): Promise<Post> {
  const res = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', accountIds: [accountId], ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Post;
}

beforeAll(async () => {
  peer = await startThreadsPeer();
  h = await startPosting({ POSTING_WORKERS: '1', THREADS_APP_ID: peer.clientId, THREADS_APP_SECRET: peer.clientSecret, THREADS_API_BASE: peer.url, THREADS_AUTH_BASE: peer.url });
  owner = h.token({ userId: 430, workspaceId: W, permissions: OWNER });
  // The user's walk: our connect link, Threads' window, back to our callback.
  const started = await h.request('POST', '/api/accounts/connect/threads', { token: owner, body: {} });
  expect(started.statusCode, started.body).toBe(200);
  const { authorizationUrl } = started.json().data as { authorizationUrl: string };
  const atThreads = await fetch(authorizationUrl, { redirect: 'manual' });
  const callback = new URL(atThreads.headers.get('location') ?? '');
  const back = await h.request('GET', `${callback.pathname}${callback.search}`);
  expect(back.statusCode).toBe(303);
  const landing = new URL(back.headers.location as string, 'http://cadence.local');
  expect(landing.searchParams.get('connection')).toBe('connected');
  accountId = Number(landing.searchParams.get('account'));
}, 60_000);

afterAll(async () => {
  await h?.close();
  await peer?.close();
});

describe('Threads through delivery', () => {
  it('publishes a post with its topic tag and who may reply, and the rest of a long text as a chain of replies', async () => {
    const created = await publishNow({
      text: 'Our spring menu is out',
      overrides: [{ accountId, thread: ['Rye and spelt on Saturdays', 'Order by Thursday'], settings: { topicTag: 'Bakery', replyControl: 'accounts_you_follow' } }],
    });
    const done = await until(() => post(created.id), settled);
    expect(done.status, JSON.stringify(done.targets)).toBe('posted');
    const target = done.targets[0];
    const published = peer.posts.get(target?.externalId ?? '');
    expect(published).toMatchObject({ text: 'Our spring menu is out', topicTag: 'Bakery', replyControl: 'accounts_you_follow', isReply: false });
    expect(target?.url).toBe(`https://www.threads.net/@ada.bakes/post/${target?.externalId}`);
    const chain = [...peer.posts.values()].filter((item) => item.isReply).map((item) => item.text);
    expect(chain).toEqual(['Rye and spelt on Saturdays', 'Order by Thursday']);
  });

  it("refuses in the composer's rules what Threads refuses: a text over 500 characters, a topic tag with a period", async () => {
    const long = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', accountIds: [accountId], text: 'a'.repeat(501) } });
    expect(long.statusCode).toBe(400);
    const tag = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', accountIds: [accountId], text: 'Hello', settings: { threads: { topicTag: 'v1.0' } } } });
    expect(tag.statusCode).toBe(400);
    expect(peer.counters.posts).toBe(1);
  });

  it('waits, without failing, while the profile has published its 250 posts of the last 24 hours', async () => {
    peer.setQuotaUsage(250);
    const before = peer.containers.size;
    const created = await publishNow({ text: 'One more loaf' });
    const waiting = await until(() => post(created.id), (p) => p.targets[0]?.status === 'waiting');
    const target = waiting.targets[0];
    expect(target).toMatchObject({ status: 'waiting', errorMessage: 'Threads allows 250 API posts per 24 hours; 250 used.' });
    // The first post of the window leaves it 24 hours after it was published.
    const first = Math.min(...[...peer.posts.values()].map((item) => item.createdAt));
    expect(Date.parse(target?.nextAttemptAt ?? '')).toBe(Math.floor(first / 1000) * 1000 + 24 * 3600_000);
    expect(peer.containers.size).toBe(before);
    peer.setQuotaUsage(0);
  });
});
