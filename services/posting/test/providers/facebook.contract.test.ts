import { randomUUID } from 'node:crypto';
import { validateContent, type TargetContent } from '@cadence/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookPageProvider, facebookProvider } from '../../src/providers/facebook/facebook.provider';
import type { AccountAccess, MediaFile, Provider, PublishRequest } from '../../src/providers/provider';
import { DisconnectedError, InvalidContentError, TokenExpiredError } from '../../src/providers/provider-errors';
import { runProviderContract, type ContractPeer, type ContractSetup } from '../contract-kit/contract-kit';
import { startPeerServer, type PeerServer } from '../contract-kit/peer-server';
import { startMetaPeer, type MetaPeer } from '../peers/meta';

let meta: MetaPeer;
let files: PeerServer;
let photo: MediaFile;
let video: MediaFile;
let page: Provider;
let account: AccountAccess;

async function consent(authorizationUrl: string): Promise<string> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

function request(content: Partial<TargetContent> = {}, media: MediaFile[] = []): PublishRequest {
  return {
    account,
    content: { text: `Fresh bread ${randomUUID()}`, media, settings: {}, ...content },
    media,
    idempotencyKey: randomUUID(),
  };
}

beforeAll(async () => {
  meta = await startMetaPeer();
  const jpeg = await sharp({ create: { width: 120, height: 100, channels: 3, background: '#c84' } }).jpeg().toBuffer();
  const mp4 = Buffer.from('fake-mp4-bytes');
  files = await startPeerServer((req) =>
    req.url.pathname.endsWith('.mp4')
      ? { status: 200, body: mp4, headers: { 'content-type': 'video/mp4' } }
      : req.url.pathname.endsWith('.jpg')
        ? { status: 200, body: jpeg, headers: { 'content-type': 'image/jpeg' } }
        : { status: 404, body: 'not found' },
  );
  photo = { id: 1, kind: 'image', mimeType: 'image/jpeg', sizeBytes: jpeg.length, width: 120, height: 100, fileName: 'bread.jpg', publicUrl: `${files.url}/bread.jpg`, read: async () => jpeg };
  video = { id: 2, kind: 'video', mimeType: 'video/mp4', sizeBytes: mp4.length, durationSeconds: 12, fileName: 'oven.mp4', publicUrl: `${files.url}/oven.mp4`, read: async () => mp4 };
  page = facebookPageProvider(meta.config());
  account = { accountId: 1, externalId: meta.pageId, tokens: meta.pageTokens(), details: {} };
});

afterAll(async () => {
  await meta?.close();
  await files?.close();
});

describe('Facebook Page adapter against the local Graph API', () => {
  it('connects through Facebook Login: code, long-lived token, Pages with their tokens', async () => {
    const { connect } = page;
    if (connect.method !== 'oauth2') throw new Error('Facebook connects with OAuth');
    const redirectUri = 'https://app.example/connect/facebook_page/callback';
    const url = new URL(connect.authorizationUrl({ state: 'st-1', redirectUri }));
    expect(url.pathname).toBe('/v25.0/dialog/oauth');
    expect(url.searchParams.get('scope')).toBe('pages_show_list,pages_read_engagement,pages_manage_posts,pages_manage_engagement,read_insights,publish_video');
    const code = await consent(url.toString());
    const tokens = await connect.exchangeCode({ code, redirectUri });
    expect(tokens.expiresAt && tokens.expiresAt.getTime() - Date.now()).toBeGreaterThan(50 * 24 * 3600 * 1000);
    const profiles = await connect.listProfiles(tokens);
    expect(profiles).toEqual([
      expect.objectContaining({ externalId: meta.pageId, name: 'Ada Bakes', tokens: expect.objectContaining({ accessToken: meta.pageTokens().accessToken }) }),
    ]);
    await expect(connect.exchangeCode({ code, redirectUri })).rejects.toBeInstanceOf(InvalidContentError);
  });

  it('validates with the shared rules: text limit, ten photos, no mixing', () => {
    expect(validateContent('facebook_page', request().content)).toEqual([]);
    expect(validateContent('facebook_page', request({ text: 'a'.repeat(63_207) }).content).map((issue) => issue.code)).toContain('text.tooLong');
    expect(page.validate(request().content, account)).toEqual([]);
  });

  it('publishes text with a link, then a first comment', async () => {
    const before = meta.counters.postsCreated;
    const req = request({ firstComment: 'Order at the counter', settings: { link: 'https://bakery.example/menu' } });
    const result = await page.publish(req);
    expect(meta.counters.postsCreated).toBe(before + 1);
    const post = meta.posts.get(result.externalId);
    expect(post).toMatchObject({ message: req.content.text, link: 'https://bakery.example/menu', photoIds: [] });
    expect(result.related).toHaveLength(1);
    expect(meta.comments.get(result.related?.[0] ?? '')).toEqual({ objectId: result.externalId, message: 'Order at the counter' });
  });

  it('publishes one photo, several photos as one post, and a video', async () => {
    const one = await page.publish(request({}, [photo]));
    expect(meta.posts.get(one.externalId)?.photoIds).toHaveLength(1);
    const several = await page.publish(request({}, [photo, photo, photo]));
    expect(meta.posts.get(several.externalId)?.photoIds).toHaveLength(3);
    const film = await page.publish(request({}, [video]));
    expect(meta.posts.get(film.externalId)?.videoUrl).toBe(video.publicUrl);
  });

  it("carries Meta's refusal of a broken media URL", async () => {
    const broken = { ...photo, publicUrl: `${files.url}/missing.gif` };
    const error = await page.publish(request({}, [broken])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidContentError);
    expect((error as Error).message).toContain('Missing or invalid image file');
  });

  it('deletes the post and its first comment', async () => {
    const result = await page.publish(request({ firstComment: 'First!' }));
    await page.delete(account, result);
    expect(meta.posts.has(result.externalId)).toBe(false);
    expect(meta.comments.has(result.related?.[0] ?? '')).toBe(false);
  });



  it('turns an expired user session into TokenExpiredError, and a refresh that cannot help into DisconnectedError', async () => {
    const user = meta.userTokens();
    const profile = facebookProvider(meta.config());
    expect((await profile.refresh(user)).accessToken).not.toBe(user.accessToken);
    meta.expire(user.accessToken);
    await expect(profile.refresh(user)).rejects.toBeInstanceOf(DisconnectedError);
    const expiredPage = { ...account, tokens: { accessToken: user.accessToken } };
    await expect(page.publish({ ...request(), account: expiredPage })).rejects.toBeInstanceOf(TokenExpiredError);
  });

  it('reports a revoked Page token (subcode 460) as DisconnectedError', async () => {
    expect(await page.refresh(account.tokens)).toEqual(account.tokens);
    meta.revoke(account.tokens.accessToken);
    await expect(page.publish(request())).rejects.toBeInstanceOf(DisconnectedError);
    await expect(page.refresh(account.tokens)).rejects.toBeInstanceOf(DisconnectedError);
  });
});

describe('Facebook profile adapter', () => {
  it('connects the profile but refuses every post with the reason', async () => {
    const profile = facebookProvider(meta.config());
    if (profile.connect.method !== 'oauth2') throw new Error('Facebook connects with OAuth');
    const redirectUri = 'https://app.example/connect/facebook/callback';
    const code = await consent(profile.connect.authorizationUrl({ state: 'st-2', redirectUri }));
    const tokens = await profile.connect.exchangeCode({ code, redirectUri });
    expect(await profile.connect.listProfiles(tokens)).toEqual([expect.objectContaining({ externalId: meta.userId, name: 'Ada Lovelace', details: { publishing: false } })]);
    const issues = profile.validate(request().content);
    expect(issues.map((issue) => issue.code)).toEqual(['facebook.profile_publishing_unavailable']);
    expect(issues[0]?.message).toContain('Connect a Facebook Page');
    const before = meta.counters.postsCreated;
    await expect(profile.publish(request())).rejects.toBeInstanceOf(InvalidContentError);
    expect(meta.counters.postsCreated).toBe(before);
    expect(await profile.findPublished(request())).toBeNull();
  });
});

/** The Graph API as the kit drives it: posts on the Page feed, and faults armed on POST /{page-id}/feed. */
function graphPeer(peer: MetaPeer, grant: () => string): ContractPeer {
  const feed = /\/feed$/;
  return {
    createdCount: async () => peer.counters.postsCreated,
    read: async (result) => {
      const post = peer.posts.get(result.externalId);
      return post ? { text: post.message ?? '', mediaCount: post.photoIds.length + (post.videoUrl ? 1 : 0), extra: { link: post.link } } : null;
    },
    faults: {
      rateLimited: async () => {
        peer.rateLimitNext('POST', feed, 17);
        return new Date(Date.now() + 17 * 60_000);
      },
      serverError: async () => peer.server.answerNext({ method: 'POST', path: feed }, { status: 500, body: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, is_transient: true } } }),
      rejected: async () => {
        const message = '(#100) The message contains a link that is blocked for being spammy.';
        peer.server.answerNext({ method: 'POST', path: feed }, { status: 400, body: { error: { message, type: 'OAuthException', code: 100, fbtrace_id: 'AbCdEf' } } });
        return message;
      },
      dropAfterAccept: async () => peer.server.dropNext({ method: 'POST', path: feed }),
      revoked: async () => peer.revoke(grant()),
    },
  };
}

async function graphSetup(): Promise<{ peer: MetaPeer; served: PeerServer; image: MediaFile; film: MediaFile }> {
  const peer = await startMetaPeer();
  const jpeg = await sharp({ create: { width: 120, height: 100, channels: 3, background: '#4c8' } }).jpeg().toBuffer();
  const mp4 = Buffer.from('fake-mp4-bytes');
  const served = await startPeerServer((req) =>
    req.url.pathname.endsWith('.mp4') ? { status: 200, body: mp4, headers: { 'content-type': 'video/mp4' } } : { status: 200, body: jpeg, headers: { 'content-type': 'image/jpeg' } },
  );
  const image: MediaFile = { id: 11, kind: 'image', mimeType: 'image/jpeg', sizeBytes: jpeg.length, width: 120, height: 100, fileName: 'rolls.jpg', publicUrl: `${served.url}/rolls.jpg`, read: async () => jpeg };
  const film: MediaFile = { id: 12, kind: 'video', mimeType: 'video/mp4', sizeBytes: mp4.length, durationSeconds: 12, fileName: 'proof.mp4', publicUrl: `${served.url}/proof.mp4`, read: async () => mp4 };
  return { peer, served, image, film };
}

runProviderContract('Facebook Page', async (): Promise<ContractSetup> => {
  const { peer, served, image, film } = await graphSetup();
  const pageAccount: AccountAccess = { accountId: 2, externalId: peer.pageId, tokens: peer.pageTokens(), details: {} };
  return {
    provider: facebookPageProvider(peer.config()),
    account: pageAccount,
    image,
    limits: [],
    oauth: { redirectUri: 'https://app.example/connect/facebook_page/callback', consent },
    peer: graphPeer(peer, () => pageAccount.tokens.accessToken),
    formats: [
      {
        name: 'a link with a first comment',
        content: { firstComment: 'Order at the counter', settings: { link: 'https://bakery.example/menu' } },
        check: (post, result) => {
          expect(post.extra?.link).toBe('https://bakery.example/menu');
          expect(peer.comments.get(result.related?.[0] ?? '')).toEqual({ objectId: result.externalId, message: 'Order at the counter' });
        },
      },
      { name: 'three photos as one post', content: {}, media: [image, image, image], check: (post) => expect(post.mediaCount).toBe(3) },
      { name: 'a video', content: {}, media: [film], check: (post) => expect(post.mediaCount).toBe(1) },
    ],
    close: async () => {
      await peer.close();
      await served.close();
    },
  };
});

runProviderContract(
  'Facebook profile',
  async (): Promise<ContractSetup> => {
    const { peer, served, image } = await graphSetup();
    const profileAccount: AccountAccess = { accountId: 3, externalId: peer.userId, tokens: peer.userTokens(), details: { publishing: false } };
    return {
      provider: facebookProvider(peer.config()),
      account: profileAccount,
      image,
      limits: [],
      oauth: { redirectUri: 'https://app.example/connect/facebook/callback', consent },
      peer: graphPeer(peer, () => profileAccount.tokens.accessToken),
      formats: [],
      close: async () => {
        await peer.close();
        await served.close();
      },
    };
  },
  { publishes: false },
);
