import { randomUUID } from 'node:crypto';
import { validateContent, type TargetContent } from '@cadence/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountAccess, MediaFile, Provider, PublishRequest } from '../../src/providers/provider';
import { DisconnectedError, InvalidContentError, RateLimitedError, TokenExpiredError } from '../../src/providers/provider-errors';
import { googleTokenUrl, nextPacificMidnight } from '../../src/providers/youtube/youtube-api';
import { YOUTUBE_CHUNK_BYTES } from '../../src/providers/youtube/youtube-upload';
import { youtubeProvider } from '../../src/providers/youtube/youtube.provider';
import { runProviderContract } from '../contract-kit/contract-kit';
import { startYoutubePeer, type YoutubePeer } from '../peers/youtube';

let peer: YoutubePeer;
let clip: MediaFile;
let youtube: Provider;
let account: AccountAccess;

const facts = (media: MediaFile[]) => media.map(({ kind, mimeType, sizeBytes, width, height, durationSeconds }) => ({ kind, mimeType, sizeBytes, width, height, durationSeconds }));
const videoFile = (id: number, bytes: Buffer): MediaFile => ({
  id,
  kind: 'video',
  mimeType: 'video/mp4',
  sizeBytes: bytes.length,
  durationSeconds: 95,
  width: 1920,
  height: 1080,
  fileName: `v${id}.mp4`,
  publicUrl: `https://media.example/v${id}.mp4`,
  read: async () => bytes,
});

function youtubeConsent(): string {
  const connect = youtubeProvider(peer.config({ authBaseUrl: 'https://accounts.google.com' })).connect;
  return connect.method === 'oauth2' ? connect.authorizationUrl({ state: 's', redirectUri: 'https://app.example/cb' }) : '';
}

function request(content: Partial<TargetContent> = {}, media: MediaFile[] = [clip]): PublishRequest {
  return {
    account,
    content: {
      text: 'How we shape a batard, step by step.',
      media: facts(media),
      settings: { title: `Shaping a batard ${randomUUID().slice(0, 8)}`, privacy: 'unlisted', madeForKids: false, categoryId: '26', tags: ['bread', 'sourdough baking'] },
      ...content,
    },
    media,
    idempotencyKey: randomUUID(),
  };
}

beforeAll(async () => {
  peer = await startYoutubePeer();
  clip = videoFile(1, Buffer.alloc(300 * 1024, 1));
  youtube = youtubeProvider(peer.config());
  account = { accountId: 4, externalId: peer.channelId, tokens: peer.grant(), details: {} };
});

afterAll(async () => {
  await peer?.close();
});

describe('YouTube adapter against the local Google OAuth and Data API', () => {
  it('connects with Google OAuth (PKCE, offline access) and lists the channel', async () => {
    if (youtube.connect.method !== 'oauth2') throw new Error('YouTube connects with OAuth');
    const redirectUri = 'https://app.example/connect/youtube/callback';
    const url = youtube.connect.authorizationUrl({ state: 's', redirectUri, codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' });
    expect(new URL(url).searchParams.get('access_type')).toBe('offline');
    const consent = await fetch(url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await youtube.connect.exchangeCode({ code, redirectUri, codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' });
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(await youtube.connect.listProfiles(tokens)).toEqual([{ externalId: peer.channelId, name: 'Ada Bakes', username: '@adabakes', avatarUrl: 'https://yt3.ggpht.example/ada=s88' }]);
    await expect(youtube.connect.exchangeCode({ code, redirectUri, codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' })).rejects.toThrow('Malformed auth code.');
  });

  it("exchanges codes at Google's token host, which differs from the consent host", () => {
    expect(googleTokenUrl(peer.config({ authBaseUrl: 'https://accounts.google.com' }))).toBe('https://oauth2.googleapis.com/token');
    expect(googleTokenUrl(peer.config({ authBaseUrl: undefined }))).toBe('https://oauth2.googleapis.com/token');
    expect(googleTokenUrl(peer.config())).toBe(`${peer.url}/token`);
    const consent = new URL(youtubeConsent());
    expect(`${consent.origin}${consent.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  });

  it('validates: a video and a title are required, no angle brackets, tags within 500 characters', () => {
    const ok = request().content;
    expect(validateContent('youtube', ok)).toEqual([]);
    expect(youtube.validate(ok, account)).toEqual([]);
    expect(validateContent('youtube', { ...ok, media: [] }).length).toBeGreaterThan(0);
    expect(validateContent('youtube', { ...ok, settings: { privacy: 'public', madeForKids: false } }).length).toBeGreaterThan(0);
    expect(validateContent('youtube', { ...ok, settings: { ...ok.settings, title: 'x'.repeat(101) } }).length).toBeGreaterThan(0);
    const codes = (content: TargetContent) => youtube.validate(content, account).map((issue) => issue.code);
    expect(codes({ ...ok, text: 'Use <b>' })).toEqual(['youtube.angle_brackets']);
    expect(codes({ ...ok, settings: { ...ok.settings, tags: Array.from({ length: 60 }, (_, index) => `tag number ${index}`) } })).toEqual(['youtube.tags_too_long']);
  });

  it('uploads a small video in one resumable PUT with its snippet and status', async () => {
    const req = request();
    const result = await youtube.publish(req);
    expect(result.url).toBe(`https://www.youtube.com/watch?v=${result.externalId}`);
    expect(peer.videos.get(result.externalId)).toMatchObject({
      title: req.content.settings.title,
      description: req.content.text,
      privacyStatus: 'unlisted',
      madeForKids: false,
      categoryId: '26',
      tags: ['bread', 'sourdough baking'],
      bytes: clip.sizeBytes,
    });
  });

  it("carries YouTube's refusal of the metadata", async () => {
    const error = await youtube.publish(request({ settings: { title: 'a <title>', privacy: 'public', madeForKids: false } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidContentError);
    expect((error as Error).message).toContain('invalid video title');
  });



  it('spends 1600 units per upload; past the daily quota it waits until midnight Pacific', async () => {
    expect(youtube.limits).toEqual([{ scope: 'app', max: 6, windowMs: 24 * 3600 * 1000, name: 'YouTube Data API daily quota (videos.insert)' }]);
    const before = peer.quota.used;
    await youtube.publish(request());
    expect(peer.quota.used - before).toBe(1600);
    peer.quota.used = peer.quota.limit - 100;
    const created = peer.counters.videosCreated;
    const error = await youtube.publish(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAt.getTime()).toBe(nextPacificMidnight(new Date()).getTime());
    expect(peer.counters.videosCreated).toBe(created);
    peer.quota.used = 0;
  });

  it('finds the next midnight in Los Angeles across daylight saving time', () => {
    expect(nextPacificMidnight(new Date('2026-07-01T18:00:00Z')).toISOString()).toBe('2026-07-02T07:00:00.000Z');
    expect(nextPacificMidnight(new Date('2026-12-01T18:00:00Z')).toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(nextPacificMidnight(new Date('2026-12-02T07:59:00Z')).toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });

  it('an expired token is TokenExpiredError and refreshes; a revoked grant is DisconnectedError', async () => {
    peer.expire(account.tokens.accessToken);
    await expect(youtube.publish(request())).rejects.toBeInstanceOf(TokenExpiredError);
    const refreshed = await youtube.refresh(account.tokens);
    expect(refreshed.refreshToken).toBe(account.tokens.refreshToken);
    account.tokens = refreshed;
    expect((await youtube.publish(request())).externalId).toBeTruthy();
    peer.revoke(account.tokens.accessToken);
    await expect(youtube.publish(request())).rejects.toBeInstanceOf(TokenExpiredError);
    await expect(youtube.refresh(account.tokens)).rejects.toBeInstanceOf(DisconnectedError);
  });
});

runProviderContract('YouTube', async () => {
  const kitPeer = await startYoutubePeer();
  // The kit uploads more videos than one day's project quota (six uploads) allows.
  kitPeer.quota.limit = 1_000_000;
  const video = videoFile(21, Buffer.alloc(200 * 1024, 3));
  const longVideo = videoFile(22, Buffer.alloc(YOUTUBE_CHUNK_BYTES + 4096, 4));
  const kitAccount: AccountAccess = { accountId: 7, externalId: kitPeer.channelId, tokens: kitPeer.grant(), details: {} };
  const upload = /^\/upload\/youtube\/v3\/videos$/;
  const googleError = (code: number, reason: string, message: string) => ({ error: { code, message, errors: [{ message, domain: code === 403 ? 'usageLimits' : 'global', reason }] } });
  return {
    provider: youtubeProvider(kitPeer.config()),
    account: kitAccount,
    image: video,
    baseMedia: [video],
    settings: { title: 'Shaping a batard', privacy: 'unlisted', madeForKids: false, categoryId: '26' },
    limits: [{ scope: 'app', max: 6, windowMs: 24 * 3600 * 1000, name: 'YouTube Data API daily quota (videos.insert)' }],
    oauth: {
      redirectUri: 'https://app.example/connect/youtube/callback',
      consent: async (authorizationUrl) => {
        const answer = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      },
    },
    peer: {
      createdCount: async () => kitPeer.counters.videosCreated,
      read: async (result) => {
        const found = kitPeer.videos.get(result.externalId);
        return found ? { text: found.description, mediaCount: 1, extra: { bytes: found.bytes } } : null;
      },
      faults: {
        rateLimited: async () => {
          kitPeer.server.answerNext({ method: 'POST', path: upload }, { status: 403, body: googleError(403, 'userRateLimitExceeded', 'Rate limit exceeded'), headers: { 'retry-after': '30' } });
          return new Date(Date.now() + 30_000);
        },
        serverError: async () => kitPeer.server.answerNext({ method: 'POST', path: upload }, { status: 503, body: googleError(503, 'backendError', 'Backend Error') }),
        rejected: async () => {
          kitPeer.server.answerNext({ method: 'POST', path: upload }, { status: 400, body: googleError(400, 'invalidDescription', 'The request metadata specifies an invalid video description.') });
          return 'The request metadata specifies an invalid video description.';
        },
        tokenExpired: async () => kitPeer.expire(kitAccount.tokens.accessToken),
        dropAfterAccept: async () => kitPeer.server.dropNext({ method: 'PUT', path: upload }),
        revoked: async () => kitPeer.revoke(kitAccount.tokens.accessToken),
      },
    },
    formats: [
      {
        name: 'a larger video in chunks, continuing after each 308 Resume Incomplete',
        content: {},
        media: [longVideo],
        check: (post) => {
          expect(post.extra?.bytes).toBe(longVideo.sizeBytes);
          expect(kitPeer.ranges.slice(-2)).toEqual([`bytes 0-${YOUTUBE_CHUNK_BYTES - 1}/${longVideo.sizeBytes}`, `bytes ${YOUTUBE_CHUNK_BYTES}-${longVideo.sizeBytes - 1}/${longVideo.sizeBytes}`]);
        },
      },
    ],
    close: () => kitPeer.close(),
  };
});
