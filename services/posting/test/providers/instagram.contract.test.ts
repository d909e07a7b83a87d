import { randomUUID } from 'node:crypto';
import { validateContent, type TargetContent } from '@cadence/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramProvider } from '../../src/providers/instagram/instagram.provider';
import type { AccountAccess, MediaFile, Provider, PublishRequest } from '../../src/providers/provider';
import { DisconnectedError, InvalidContentError, RateLimitedError, TransientError } from '../../src/providers/provider-errors';
import { runProviderContract } from '../contract-kit/contract-kit';
import { startPeerServer, type PeerServer } from '../contract-kit/peer-server';
import { startMetaPeer, type MetaPeer } from '../peers/meta';

let meta: MetaPeer;
let files: PeerServer;
let photo: MediaFile;
let tall: MediaFile;
let video: MediaFile;
let instagram: Provider;
let account: AccountAccess;

const facts = (media: MediaFile[]) => media.map(({ kind, mimeType, sizeBytes, width, height, durationSeconds }) => ({ kind, mimeType, sizeBytes, width, height, durationSeconds }));

function request(content: Partial<TargetContent> = {}, media: MediaFile[] = [photo]): PublishRequest {
  return {
    account,
    content: { text: `New loaves ${randomUUID()}`, media: facts(media), settings: {}, ...content },
    media,
    idempotencyKey: randomUUID(),
  };
}

beforeAll(async () => {
  meta = await startMetaPeer();
  const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#48c' } }).jpeg().toBuffer();
  const mp4 = Buffer.from('fake-mp4-bytes');
  files = await startPeerServer((req) =>
    req.url.pathname.endsWith('.mp4')
      ? { status: 200, body: mp4, headers: { 'content-type': 'video/mp4' } }
      : req.url.pathname.endsWith('.jpg')
        ? { status: 200, body: jpeg, headers: { 'content-type': 'image/jpeg' } }
        : { status: 404, body: 'not found' },
  );
  photo = { id: 1, kind: 'image', mimeType: 'image/jpeg', sizeBytes: jpeg.length, width: 100, height: 100, fileName: 'a.jpg', publicUrl: `${files.url}/a.jpg`, read: async () => jpeg };
  tall = { ...photo, id: 2, width: 1080, height: 1920, publicUrl: `${files.url}/tall.jpg` };
  video = { id: 3, kind: 'video', mimeType: 'video/mp4', sizeBytes: mp4.length, durationSeconds: 20, width: 1080, height: 1920, fileName: 'r.mp4', publicUrl: `${files.url}/r.mp4`, read: async () => mp4 };
  instagram = instagramProvider(meta.config());
  account = { accountId: 7, externalId: meta.igUserId, tokens: meta.pageTokens(), details: { professional: true } };
});

afterAll(async () => {
  await meta?.close();
  await files?.close();
});

describe('Instagram adapter against the local Graph API', () => {
  it('connects through Facebook Login and finds the professional account behind each Page', async () => {
    if (instagram.connect.method !== 'oauth2') throw new Error('Instagram connects with OAuth');
    const redirectUri = 'https://app.example/connect/instagram/callback';
    const consent = await fetch(instagram.connect.authorizationUrl({ state: 's', redirectUri }), { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await instagram.connect.exchangeCode({ code, redirectUri });
    const profiles = await instagram.connect.listProfiles(tokens);
    expect(profiles).toEqual([
      expect.objectContaining({ externalId: meta.igUserId, username: 'ada.bakes', details: { professional: true, pageId: meta.pageId, pageName: 'Ada Bakes' } }),
    ]);
  });

  it('validates per format: media required, feed aspect, carousel size, story length, hashtags, professional accounts', () => {
    const ok = request().content;
    expect(validateContent('instagram', ok)).toEqual([]);
    expect(instagram.validate(ok, account)).toEqual([]);
    expect(validateContent('instagram', { ...ok, media: [] }).length).toBeGreaterThan(0);
    const codes = (content: TargetContent, acc = account) => instagram.validate(content, acc).map((issue) => issue.code);
    expect(codes(request({}, [tall]).content)).toContain('instagram.image_aspect');
    expect(codes(request({ settings: { format: 'story' } }, [tall]).content)).toEqual([]);
    expect(codes(request({ settings: { format: 'carousel' } }, [photo]).content)).toContain('instagram.carousel_count');
    expect(codes(request({ settings: { format: 'story' } }, [{ ...video, durationSeconds: 75 }]).content)).toContain('instagram.story_too_long');
    expect(codes(request({ settings: { format: 'reel' } }, [photo]).content)).toContain('instagram.reel_needs_video');
    const tags = Array.from({ length: 31 }, (_, index) => `#tag${index}`).join(' ');
    expect(codes(request({ text: tags }).content)).toContain('instagram.too_many_hashtags');
    expect(codes(ok, { ...account, details: { professional: false } })).toContain('instagram.not_professional');
  });

  it('publishes a photo post with a first comment', async () => {
    const req = request({ firstComment: '#sourdough #bakery' });
    const result = await instagram.publish(req);
    expect(meta.media.get(result.externalId)).toMatchObject({ mediaType: 'IMAGE', caption: req.content.text });
    expect(result.url).toBe(`https://www.instagram.com/p/${result.externalId}/`);
    expect(meta.comments.get(result.related?.[0] ?? '')?.message).toBe('#sourdough #bakery');
  });

  it('publishes a reel after its container finishes processing, a story and a carousel', async () => {
    const reel = await instagram.publish(request({ settings: { format: 'reel', shareToFeed: false } }, [video]));
    expect(meta.media.get(reel.externalId)?.mediaType).toBe('REELS');
    const reelContainer = [...meta.containers.values()].find((container) => container.params.video_url === video.publicUrl && container.params.media_type === 'REELS');
    expect(reelContainer?.params.share_to_feed).toBe(false);
    const story = await instagram.publish(request({ settings: { format: 'story' }, firstComment: 'not on stories' }, [tall]));
    expect(meta.media.get(story.externalId)?.mediaType).toBe('STORIES');
    expect(story.related).toEqual([]);
    const carousel = await instagram.publish(request({}, [photo, video, photo]));
    const published = meta.media.get(carousel.externalId);
    expect(published?.mediaType).toBe('CAROUSEL');
    expect(published?.children).toHaveLength(3);
    for (const child of published?.children ?? []) expect(meta.containers.get(child)?.params.is_carousel_item).toBe(true);
  });

  it("carries Instagram's refusal when a container ends in ERROR", async () => {
    meta.failNextContainer('ERROR');
    const before = meta.counters.mediaPublished;
    const error = await instagram.publish(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidContentError);
    expect((error as Error).message).toContain('Media download has failed');
    meta.failNextContainer('EXPIRED');
    await expect(instagram.publish(request())).rejects.toBeInstanceOf(TransientError);
    expect(meta.counters.mediaPublished).toBe(before);
  });

  it('checks content_publishing_limit first: at 100 posts it waits for the window without creating anything', async () => {
    const before = meta.containers.size;
    meta.setQuotaUsage(meta.igUserId, 100);
    const error = await instagram.publish(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    const oldest = Math.min(...[...meta.media.values()].map((item) => item.createdAt));
    expect((error as RateLimitedError).retryAt.getTime()).toBe(Math.floor(oldest / 1000) * 1000 + 24 * 3600 * 1000);
    expect(meta.containers.size).toBe(before);
    meta.setQuotaUsage(meta.igUserId, 3);
    expect(instagram.limits).toEqual([{ scope: 'account', max: 100, windowMs: 24 * 3600 * 1000, name: 'content_publishing_limit' }]);
  });

  it('turns a 5xx into TransientError and code 4 into RateLimitedError', async () => {
    meta.server.answerNext({ method: 'POST', path: /\/media$/ }, { status: 503, body: { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2, is_transient: true } } });
    await expect(instagram.publish(request())).rejects.toBeInstanceOf(TransientError);
    meta.server.answerNext(
      { method: 'POST', path: /\/media$/ },
      { status: 400, body: { error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 } }, headers: { 'x-app-usage': '{"call_count":100,"total_cputime":12,"total_time":15}' } },
    );
    const error = await instagram.publish(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('reports a revoked grant as DisconnectedError', async () => {
    meta.revoke(account.tokens.accessToken);
    await expect(instagram.refresh(account.tokens)).rejects.toBeInstanceOf(DisconnectedError);
    await expect(instagram.publish(request())).rejects.toBeInstanceOf(DisconnectedError);
  });
});

runProviderContract('Instagram', async () => {
  const kitMeta = await startMetaPeer();
  const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#c48' } }).jpeg().toBuffer();
  const mp4 = Buffer.from('fake-mp4-bytes');
  const served = await startPeerServer((req) =>
    req.url.pathname.endsWith('.mp4') ? { status: 200, body: mp4, headers: { 'content-type': 'video/mp4' } } : { status: 200, body: jpeg, headers: { 'content-type': 'image/jpeg' } },
  );
  const square: MediaFile = { id: 11, kind: 'image', mimeType: 'image/jpeg', sizeBytes: jpeg.length, width: 100, height: 100, fileName: 's.jpg', publicUrl: `${served.url}/s.jpg`, read: async () => jpeg };
  const clip: MediaFile = { id: 12, kind: 'video', mimeType: 'video/mp4', sizeBytes: mp4.length, durationSeconds: 20, width: 1080, height: 1920, fileName: 'c.mp4', publicUrl: `${served.url}/c.mp4`, read: async () => mp4 };
  const kitAccount: AccountAccess = { accountId: 8, externalId: kitMeta.igUserId, tokens: kitMeta.pageTokens(), details: { professional: true } };
  const containers = /\/media$/;
  return {
    provider: instagramProvider(kitMeta.config()),
    account: kitAccount,
    image: square,
    baseMedia: [square],
    limits: [{ scope: 'account', max: 100, windowMs: 24 * 3600 * 1000, name: 'content_publishing_limit' }],
    oauth: {
      redirectUri: 'https://app.example/connect/instagram/callback',
      consent: async (authorizationUrl) => {
        const answer = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      },
    },
    peer: {
      createdCount: async () => kitMeta.counters.mediaPublished,
      read: async (result) => {
        const found = kitMeta.media.get(result.externalId);
        return found ? { text: found.caption ?? '', mediaCount: found.children.length || 1, extra: { mediaType: found.mediaType } } : null;
      },
      faults: {
        rateLimited: async () => {
          kitMeta.rateLimitNext('POST', containers, 17);
          return new Date(Date.now() + 17 * 60_000);
        },
        serverError: async () =>
          kitMeta.server.answerNext({ method: 'POST', path: containers }, { status: 503, body: { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2, is_transient: true } } }),
        rejected: async () => {
          kitMeta.failNextContainer('ERROR');
          return 'Media download has failed';
        },
        dropAfterAccept: async () => kitMeta.server.dropNext({ method: 'POST', path: /\/media_publish$/ }),
        revoked: async () => kitMeta.revoke(kitAccount.tokens.accessToken),
      },
    },
    formats: [
      {
        name: 'a carousel of photos and a video',
        content: {},
        media: [square, clip, square],
        check: (post) => {
          expect(post.extra?.mediaType).toBe('CAROUSEL');
          expect(post.mediaCount).toBe(3);
        },
      },
    ],
    close: async () => {
      await kitMeta.close();
      await served.close();
    },
  };
});
