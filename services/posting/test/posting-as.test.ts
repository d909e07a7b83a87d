import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostingAs } from '@cadence/contracts';
import { startPosting, WRITER, type PostingHarness } from './posts-harness';
import { startTiktokPeer, type TiktokPeer } from './peers/tiktok';

/** Who a TikTok post goes out as, read from the local Content Posting API when the composer opens. */
let h: PostingHarness;
let peer: TiktokPeer;
let tiktokId: number;
let pageId: number;
const W = 47;

const postingAs = (id: number, token: string) => h.request('GET', `/api/accounts/${id}/posting-as`, { token });

beforeAll(async () => {
  peer = await startTiktokPeer();
  h = await startPosting({ TIKTOK_CLIENT_KEY: 'tiktok-client-key', TIKTOK_CLIENT_SECRET: 'tiktok-client-secret', TIKTOK_API_BASE: peer.url, TIKTOK_AUTH_BASE: peer.url });
  tiktokId = await h.connectAccount(W, { type: 'tiktok', externalId: peer.openId, name: 'Ada Bakes', tokens: peer.grant(), details: { username: 'ada.bakes' } });
  pageId = await h.connectPage(W, 'Bakery page');
}, 60_000);

afterAll(async () => {
  await h?.close();
  await peer?.close();
});

describe('GET /api/accounts/:id/posting-as', () => {
  it('answers the creator nickname, privacy levels and interactions TikTok reports now', async () => {
    const contributor = h.token({ userId: 470, workspaceId: W, permissions: WRITER, role: 'contributor' });
    peer.creator.privacy_level_options = ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'];
    const res = await postingAs(tiktokId, contributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data as PostingAs).toEqual({
      accountId: tiktokId,
      nickname: 'Ada Bakes',
      username: 'ada.bakes',
      avatarUrl: 'https://p16.tiktokcdn.example/ada.jpeg',
      privacyLevels: ['PUBLIC_TO_EVERYONE', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: true,
      maxVideoSeconds: 600,
    });
  });

  it('refreshes an expired token once and reads again', async () => {
    const owner = h.token({ userId: 471, workspaceId: W, permissions: WRITER });
    const refreshes = peer.counters.refreshes;
    // TikTok says the access token expired: the platform renews it and asks again.
    const tokens = peer.grant();
    const expiredId = await h.connectAccount(W, { type: 'tiktok', externalId: `${peer.openId}-2`, name: 'Ada Bakes (2)', tokens });
    peer.expire(tokens.accessToken);
    const res = await postingAs(expiredId, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(peer.counters.refreshes).toBe(refreshes + 1);
  });

  it('refuses a viewer, another workspace, and a network that is not read before posting', async () => {
    const viewer = h.token({ userId: 472, workspaceId: W, permissions: WRITER, role: 'viewer' });
    expect((await postingAs(tiktokId, viewer)).statusCode).toBe(403);
    const stranger = h.token({ userId: 473, workspaceId: W + 1, permissions: WRITER });
    const other = await postingAs(tiktokId, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('POSTING_POSTING_AS_NOT_FOUND');
    const owner = h.token({ userId: 471, workspaceId: W, permissions: WRITER });
    expect((await postingAs(pageId, owner)).statusCode).toBe(404);
  });

  it('says when TikTok no longer accepts the connection, naming the account', async () => {
    const tokens = peer.grant();
    const revokedId = await h.connectAccount(W, { type: 'tiktok', externalId: `${peer.openId}-3`, name: 'Ada Bakes (3)', tokens });
    peer.revoke(tokens.accessToken);
    const owner = h.token({ userId: 471, workspaceId: W, permissions: WRITER });
    const res = await postingAs(revokedId, owner);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('Ada Bakes (3)');
  });
});
