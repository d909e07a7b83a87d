import { randomUUID } from 'node:crypto';
import { validateContent, type TargetContent } from '@cadence/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountAccess, MediaFile, Provider, PublishRequest } from '../../src/providers/provider';
import { InvalidContentError, RateLimitedError, TransientError } from '../../src/providers/provider-errors';
import { tiktokProvider } from '../../src/providers/tiktok/tiktok.provider';
import { runProviderContract } from '../contract-kit/contract-kit';
import { startPeerServer, type PeerServer } from '../contract-kit/peer-server';
import { startTiktokPeer, type TiktokPeer } from '../peers/tiktok';

const MB = 1024 * 1024;
let peer: TiktokPeer;
let files: PeerServer;
let smallVideo: MediaFile;
let bigVideo: MediaFile;
let photo: MediaFile;
let tiktok: Provider;
let account: AccountAccess;

const facts = (media: MediaFile[]) => media.map(({ kind, mimeType, sizeBytes, width, height, durationSeconds }) => ({ kind, mimeType, sizeBytes, width, height, durationSeconds }));
const videoFile = (id: number, bytes: Buffer): MediaFile => ({
  id,
  kind: 'video',
  mimeType: 'video/mp4',
  sizeBytes: bytes.length,
  durationSeconds: 30,
  width: 1080,
  height: 1920,
  fileName: `clip-${id}.mp4`,
  publicUrl: `https://media.example/${id}.mp4`,
  read: async () => bytes,
});

function request(content: Partial<TargetContent> = {}, media: MediaFile[] = [smallVideo]): PublishRequest {
  return {
    account,
    content: { text: `Crumb shot ${randomUUID()} #bread`, media: facts(media), settings: { privacyLevel: 'PUBLIC_TO_EVERYONE' }, ...content },
    media,
    idempotencyKey: randomUUID(),
  };
}

beforeAll(async () => {
  peer = await startTiktokPeer({ initPerMinute: 100 });
  files = await startPeerServer((req) => (req.url.pathname.endsWith('.webp') ? { status: 200, body: Buffer.from('RIFF-webp'), headers: { 'content-type': 'image/webp' } } : { status: 404, body: 'gone' }));
  smallVideo = videoFile(1, Buffer.alloc(3 * MB, 7));
  bigVideo = videoFile(2, Buffer.alloc(21 * MB + 123, 9));
  photo = { id: 3, kind: 'image', mimeType: 'image/webp', sizeBytes: 9, width: 1080, height: 1350, fileName: 'p.webp', publicUrl: `${files.url}/p.webp`, read: async () => Buffer.from('RIFF-webp') };
  tiktok = tiktokProvider(peer.config());
  account = { accountId: 3, externalId: peer.openId, tokens: peer.grant(), details: { username: 'ada.bakes', privacyLevelOptions: peer.creator.privacy_level_options, maxVideoPostDurationSec: 600 } };
});

afterAll(async () => {
  await peer?.close();
  await files?.close();
});

describe('TikTok adapter against the local Content Posting API', () => {
  it('connects with Login Kit (PKCE) and reads the creator', async () => {
    if (tiktok.connect.method !== 'oauth2') throw new Error('TikTok connects with OAuth');
    expect(tiktok.connect.pkce).toBe(true);
    const redirectUri = 'https://app.example/connect/tiktok/callback';
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const url = tiktok.connect.authorizationUrl({ state: 's1', redirectUri, codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' });
    expect(new URL(url).searchParams.get('client_key')).toBe('tiktok-client-key');
    const consent = await fetch(url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    await expect(tiktok.connect.exchangeCode({ code, redirectUri, codeVerifier: 'wrong-verifier' })).rejects.toBeInstanceOf(Error);
    const again = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await tiktok.connect.exchangeCode({ code: again, redirectUri, codeVerifier: verifier });
    expect(tokens.refreshExpiresAt && tokens.refreshExpiresAt.getTime() - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    const [profile] = await tiktok.connect.listProfiles(tokens);
    expect(profile).toMatchObject({ externalId: peer.openId, username: 'ada.bakes', details: { privacyLevelOptions: peer.creator.privacy_level_options, maxVideoPostDurationSec: 600 } });
  });

  it('validates: media required, privacy among the creator’s options, branded content not private, duration', () => {
    const ok = request().content;
    expect(validateContent('tiktok', ok)).toEqual([]);
    expect(tiktok.validate(ok, account)).toEqual([]);
    expect(validateContent('tiktok', { ...ok, media: [] }).length).toBeGreaterThan(0);
    expect(validateContent('tiktok', { ...ok, settings: {} }).length).toBeGreaterThan(0);
    expect(validateContent('tiktok', { ...ok, settings: { privacyLevel: 'SELF_ONLY', title: 'x'.repeat(91) } }).map((issue) => issue.field)).toEqual(['settings']);
    const codes = (content: TargetContent) => tiktok.validate(content, account).map((issue) => issue.code);
    expect(codes(request({ settings: { privacyLevel: 'FOLLOWER_OF_CREATOR' } }).content)).toEqual(['tiktok.privacy_unavailable']);
    expect(codes(request({ settings: { privacyLevel: 'SELF_ONLY', brandContentToggle: true } }).content)).toEqual(['tiktok.branded_private']);
    // The commercial content disclosure says whose content it promotes, or it is not saved.
    expect(codes(request({ settings: { privacyLevel: 'PUBLIC_TO_EVERYONE', discloseContent: true } }).content)).toEqual(['tiktok.disclosure_incomplete']);
    expect(codes(request({ settings: { privacyLevel: 'PUBLIC_TO_EVERYONE', discloseContent: true, brandOrganicToggle: true } }).content)).toEqual([]);
    expect(codes(request({}, [{ ...smallVideo, durationSeconds: 700 }]).content)).toEqual(['tiktok.video_too_long']);
  });

  it('reads who a post goes out as from creator_info, as the post page must show it', async () => {
    peer.creator.comment_disabled = true;
    try {
      expect(await tiktok.postingAs?.read(account)).toEqual({
        nickname: 'Ada Bakes',
        username: 'ada.bakes',
        avatarUrl: 'https://p16.tiktokcdn.example/ada.jpeg',
        privacyLevels: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
        commentDisabled: true,
        duetDisabled: false,
        stitchDisabled: true,
        maxVideoSeconds: 600,
      });
    } finally {
      peer.creator.comment_disabled = false;
    }
  });

  it('refreshes: a new access token from the year-long refresh token', async () => {
    const refreshed = await tiktok.refresh(account.tokens);
    expect(refreshed.accessToken).not.toBe(account.tokens.accessToken);
    expect(refreshed.refreshToken).toBe(account.tokens.refreshToken);
    account.tokens = refreshed;
  });

  it('publishes a small video in one chunk and a large one in TikTok-sized chunks', async () => {
    const small = await tiktok.publish(request({ settings: { privacyLevel: 'PUBLIC_TO_EVERYONE', disableComment: true, disableDuet: false } }));
    expect(peer.posts.get(small.externalId)).toMatchObject({ kind: 'video', bytes: 3 * MB, privacyLevel: 'PUBLIC_TO_EVERYONE' });
    expect(peer.posts.get(small.externalId)?.postInfo).toMatchObject({ disable_comment: true, disable_stitch: true, disable_duet: false });
    expect(small.url).toBe(`https://www.tiktok.com/@ada.bakes/video/${small.externalId}`);
    const rangesBefore = peer.ranges.length;
    const big = await tiktok.publish(request({}, [bigVideo]));
    // Interactions the post does not allow stay off, as the guidelines want them by default.
    expect(peer.posts.get(big.externalId)?.postInfo).toMatchObject({ disable_comment: true, disable_duet: true, disable_stitch: true });
    expect(peer.posts.get(big.externalId)?.bytes).toBe(bigVideo.sizeBytes);
    expect(peer.ranges.slice(rangesBefore)).toEqual([`bytes 0-${10 * MB - 1}/${bigVideo.sizeBytes}`, `bytes ${10 * MB}-${bigVideo.sizeBytes - 1}/${bigVideo.sizeBytes}`]);
  });

  it('publishes photos pulled from their URLs, with title and description', async () => {
    const req = request({ settings: { privacyLevel: 'MUTUAL_FOLLOW_FRIENDS', title: 'Morning bake' } }, [photo, photo]);
    const result = await tiktok.publish(req);
    expect(peer.posts.get(result.externalId)).toMatchObject({ kind: 'photo', photoCount: 2, title: 'Morning bake', description: req.content.text });
    const broken = { ...photo, publicUrl: `${files.url}/missing.jpg` };
    const error = await tiktok.publish(request({}, [broken])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidContentError);
    expect((error as Error).message).toContain('photo_pull_failed');
  });

  it('a private post has no public id: the publish id stands for it', async () => {
    const result = await tiktok.publish(request({ settings: { privacyLevel: 'SELF_ONLY' } }));
    expect(result.externalId).toMatch(/^v_pub_file~/);
    expect(result.url).toBeUndefined();
  });

  it('refuses a privacy level the creator does not offer before uploading', async () => {
    const inits = peer.counters.inits;
    await expect(tiktok.publish(request({ settings: { privacyLevel: 'FOLLOWER_OF_CREATOR' } }))).rejects.toBeInstanceOf(InvalidContentError);
    expect(peer.counters.inits).toBe(inits);
  });

  it('turns the init rate limit into RateLimitedError, and a 5xx into TransientError', async () => {
    const before = peer.counters.postsCreated;
    peer.server.answerNext({ method: 'POST', path: /\/video\/init\/$/ }, { status: 429, body: { error: { code: 'rate_limit_exceeded', message: 'API rate limit was exceeded', log_id: 'x' } } });
    const limited = await tiktok.publish(request()).catch((caught: unknown) => caught);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    peer.server.answerNext({ method: 'POST', path: /\/video\/init\/$/ }, { status: 403, body: { error: { code: 'spam_risk_too_many_posts', message: 'The daily post cap was reached', log_id: 'y' } } });
    const capped = await tiktok.publish(request()).catch((caught: unknown) => caught);
    expect(capped).toBeInstanceOf(RateLimitedError);
    expect((capped as RateLimitedError).retryAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    peer.server.answerNext({ method: 'POST', path: /\/video\/init\/$/ }, { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong', log_id: 'z' } } });
    await expect(tiktok.publish(request())).rejects.toBeInstanceOf(TransientError);
    expect(peer.counters.postsCreated).toBe(before);
    expect(tiktok.limits).toEqual([{ scope: 'account', max: 6, windowMs: 60_000, name: 'TikTok post init rate' }]);
  });

  it('counts init requests per minute as TikTok does', async () => {
    const strict = await startTiktokPeer();
    const provider = tiktokProvider(strict.config());
    const strictAccount = { ...account, tokens: strict.grant() };
    const make = () => ({ ...request(), account: strictAccount });
    for (let index = 0; index < 6; index += 1) await provider.publish(make());
    await expect(provider.publish(make())).rejects.toBeInstanceOf(RateLimitedError);
    expect(strict.counters.postsCreated).toBe(6);
    await strict.close();
  });

});

runProviderContract('TikTok', async () => {
  const kitPeer = await startTiktokPeer({ initPerMinute: 100 });
  const images = await startPeerServer((req) => (req.url.pathname.endsWith('.webp') ? { status: 200, body: Buffer.from('RIFF-webp'), headers: { 'content-type': 'image/webp' } } : { status: 404, body: 'gone' }));
  const clip = videoFile(11, Buffer.alloc(2 * MB, 5));
  const still: MediaFile = { id: 12, kind: 'image', mimeType: 'image/webp', sizeBytes: 9, width: 1080, height: 1350, fileName: 's.webp', publicUrl: `${images.url}/s.webp`, read: async () => Buffer.from('RIFF-webp') };
  const kitAccount: AccountAccess = {
    accountId: 4,
    externalId: kitPeer.openId,
    tokens: kitPeer.grant(),
    details: { username: 'ada.bakes', privacyLevelOptions: kitPeer.creator.privacy_level_options, maxVideoPostDurationSec: 600 },
  };
  const init = /\/video\/init\/$/;
  const apiError = (code: string, message: string) => ({ data: {}, error: { code, message, log_id: '202611231500000000' } });
  return {
    provider: tiktokProvider(kitPeer.config()),
    account: kitAccount,
    image: clip,
    baseMedia: [clip],
    settings: { privacyLevel: 'PUBLIC_TO_EVERYONE' },
    deletable: false,
    limits: [{ scope: 'account', max: 6, windowMs: 60_000, name: 'TikTok post init rate' }],
    oauth: {
      redirectUri: 'https://app.example/connect/tiktok/callback',
      consent: async (authorizationUrl) => {
        const answer = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      },
    },
    peer: {
      createdCount: async () => kitPeer.counters.postsCreated,
      read: async (result) => {
        const post = kitPeer.posts.get(result.externalId);
        return post ? { text: post.kind === 'photo' ? (post.description ?? '') : post.title, mediaCount: post.kind === 'video' ? 1 : post.photoCount, extra: { kind: post.kind } } : null;
      },
      faults: {
        // TikTok's 429 carries no reset header; its init limit is counted per minute.
        rateLimited: async () => {
          kitPeer.server.answerNext({ method: 'POST', path: init }, { status: 429, body: apiError('rate_limit_exceeded', 'API rate limit was exceeded, please try again later.') });
          return new Date(Date.now() + 60_000);
        },
        serverError: async () => kitPeer.server.answerNext({ method: 'POST', path: init }, { status: 500, body: apiError('internal_error', 'Something went wrong. Please try again later.') }),
        rejected: async () => {
          kitPeer.server.answerNext({ method: 'POST', path: init }, { status: 403, body: apiError('unaudited_client_can_only_post_to_private_accounts', 'Unaudited clients can only post to a private account.') });
          return 'Unaudited clients can only post to a private account.';
        },
        tokenExpired: async () => kitPeer.expire(kitAccount.tokens.accessToken),
        dropAfterAccept: async () => kitPeer.server.dropNext({ method: 'PUT', path: /^\/upload\/$/ }),
        revoked: async () => kitPeer.revoke(kitAccount.tokens.accessToken),
      },
    },
    formats: [
      {
        name: 'photos pulled from their URLs',
        content: { settings: { privacyLevel: 'PUBLIC_TO_EVERYONE', title: 'Morning bake' } },
        media: [still, still, still],
        check: (post) => {
          expect(post.extra?.kind).toBe('photo');
          expect(post.mediaCount).toBe(3);
        },
      },
    ],
    close: async () => {
      await kitPeer.close();
      await images.close();
    },
  };
});
