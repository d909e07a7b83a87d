import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission, Post } from '@cadence/contracts';
import { startTcpRelay, type TcpRelay } from '@cadence/service-kit/testing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's port helper (scripts/), shared with the launchers
import { stablePorts } from '../../../scripts/ports.mjs';
import { startPosting, until, WRITER, type PostingHarness } from './posts-harness';
import { startBlueskyPds, type BlueskyPds } from './peers/bluesky';

// The reference PDS down for longer than the old retry budget (six tries, here 0.2 + 0.4 + 0.8 + 1
// + 1 s) and back: every due post goes out on its own, each exactly once, with nobody pressing Retry.
let pds: BlueskyPds;
let relay: TcpRelay;
let h: PostingHarness;
let owner: string;
let bluesky: number;
const W = 91;
const OUTAGE_MS = 8_000;

beforeAll(async () => {
  pds = await startBlueskyPds();
  relay = await startTcpRelay(`127.0.0.1:${await stablePorts()}`, new URL(pds.url).host);
  const service = `http://${relay.address}`;
  h = await startPosting({ POSTING_WORKERS: '1', BLUESKY_SERVICE_URL: service, POSTING_RETRY_BASE_MS: '200', POSTING_RETRY_MAX_MS: '1000', OUTBOUND_TIMEOUT_MS: '2000' });
  owner = h.token({ userId: 91, workspaceId: W, permissions: [...WRITER, 'ManagePlatform'] as Permission[] });
  const connected = await h.request('POST', '/api/accounts/connect/bluesky', { token: owner, body: { fields: { identifier: pds.handle, password: pds.appPassword, service } } });
  expect(connected.statusCode, connected.body).toBe(200);
  bluesky = (connected.json().data as { account: { id: number } }).account.id;
}, 90_000);

afterAll(async () => {
  await h?.close();
  await relay?.stop();
  await pds?.stop();
});

describe('publishing through an outage of the network', () => {
  it('publishes every post that fell due while the PDS was down, each once, when it comes back', async () => {
    const stamp = Date.now();
    await relay.cut();
    const texts = [1, 2, 3].map((n) => `Through the outage ${n} ${stamp}`);
    const ids: number[] = [];
    for (const text of texts) {
      const created = await h.request('POST', '/api/posts', { token: owner, body: { mode: 'now', text, accountIds: [bluesky] } });
      expect(created.statusCode, created.body).toBe(201);
      ids.push((created.json().data as Post).id);
    }
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    const during = await Promise.all(ids.map(async (id) => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post));
    // Past the old budget, still waiting for the network, not failed.
    for (const post of during) expect(['failed', 'posted']).not.toContain(post.status);
    expect(Math.min(...during.map((post) => post.targets[0]?.attempts ?? 0))).toBeGreaterThan(5);
    await relay.restore();

    const done = await Promise.all(
      ids.map((id) =>
        until(
          async () => (await h.request('GET', `/api/posts/${id}`, { token: owner })).json().data as Post,
          (post) => post.status === 'posted' || post.status === 'failed',
        ),
      ),
    );
    expect(done.map((post) => post.status)).toEqual(['posted', 'posted', 'posted']);
    const records = await pds.agent.com.atproto.repo.listRecords({ repo: pds.did, collection: 'app.bsky.feed.post', limit: 100 });
    const written = records.data.records.map((record) => (record.value as { text: string }).text);
    for (const text of texts) expect(written.filter((value) => value === text)).toHaveLength(1);
  }, 120_000);
});
