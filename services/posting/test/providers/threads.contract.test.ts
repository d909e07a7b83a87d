import { randomUUID } from 'node:crypto';
import { validateContent, type TargetContent } from '@cadence/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadsProvider } from '../../src/providers/threads/threads.provider';
import type { AccountAccess, MediaFile, Provider, PublishRequest } from '../../src/providers/provider';
import { DisconnectedError, InvalidContentError, RateLimitedError, TokenExpiredError, TransientError, UnknownOutcomeError } from '../../src/providers/provider-errors';
import { runProviderContract } from '../contract-kit/contract-kit';
import { startPeerServer, type PeerServer } from '../contract-kit/peer-server';
import { startThreadsPeer, type ThreadsPeer } from '../peers/threads';

const facts = (media: MediaFile[]) => media.map(({ kind, mimeType, sizeBytes, width, height, durationSeconds }) => ({ kind, mimeType, sizeBytes, width, height, durationSeconds }));
const DAY_MS = 24 * 3600 * 1000;
const LIMITS = [{ scope: 'account' as const, max: 250, windowMs: DAY_MS, name: 'threads_publishing_limit' }];

/** A server the peer fetches media from, as Threads fetches the URLs it is given. */
async function mediaServer(): Promise<{ files: PeerServer; photo: MediaFile; png: MediaFile; video: MediaFile; missing: MediaFile }> {
  const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  const pngBytes = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#a37' } }).png().toBuffer();
  const mp4 = Buffer.from('fake-mp4-bytes');
  const files = await startPeerServer((req) => {
    if (req.url.pathname.endsWith('.mp4')) return { status: 200, body: mp4, headers: { 'content-type': 'video/mp4' } };
    if (req.url.pathname.endsWith('.png')) return { status: 200, body: pngBytes, headers: { 'content-type': 'image/png' } };
    if (req.url.pathname.endsWith('.jpg')) return { status: 200, body: jpeg, headers: { 'content-type': 'image/jpeg' } };
    return { status: 404, body: 'not found' };
  });
  const photo: MediaFile = { id: 1, kind: 'image', mimeType: 'image/jpeg', sizeBytes: jpeg.length, width: 120, height: 90, fileName: 'a.jpg', altText: 'A loaf on a board', publicUrl: `${files.url}/a.jpg`, read: async () => jpeg };
  const png: MediaFile = { id: 2, kind: 'image', mimeType: 'image/png', sizeBytes: pngBytes.length, width: 90, height: 120, fileName: 'b.png', publicUrl: `${files.url}/b.png`, read: async () => pngBytes };
  const video: MediaFile = { id: 3, kind: 'video', mimeType: 'video/mp4', sizeBytes: mp4.length, durationSeconds: 20, width: 1080, height: 1920, fileName: 'c.mp4', publicUrl: `${files.url}/c.mp4`, read: async () => mp4 };
  const missing: MediaFile = { ...photo, id: 4, publicUrl: `${files.url}/gone.gif` };
  return { files, photo, png, video, missing };
}

describe('Threads adapter against the local Threads API', () => {
  let peer: ThreadsPeer;
  let served: Awaited<ReturnType<typeof mediaServer>>;
  let threads: Provider;
  let account: AccountAccess;

  const request = (content: Partial<TargetContent> = {}, media: MediaFile[] = []): PublishRequest => ({
    account,
    content: { text: `Fresh loaves ${randomUUID()}`, media: facts(media), settings: {}, ...content },
    media,
    idempotencyKey: randomUUID(),
  });

  beforeAll(async () => {
    peer = await startThreadsPeer();
    served = await mediaServer();
    threads = threadsProvider(peer.config());
    account = { accountId: 9, externalId: peer.userId, tokens: peer.grant(), details: { username: 'ada.bakes' } };
  });

  afterAll(async () => {
    await peer?.close();
    await served?.files.close();
  });

  it('connects through the Threads authorisation window: a short-lived token exchanged at once for a 60-day one, and the profile', async () => {
    if (threads.connect.method !== 'oauth2') throw new Error('Threads connects with OAuth');
    const redirectUri = 'https://app.example/api/accounts/callback';
    const url = new URL(threads.connect.authorizationUrl({ state: 'st', redirectUri }));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('threads_basic,threads_content_publish,threads_manage_replies,threads_manage_insights,threads_delete');
    const consent = await fetch(url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await threads.connect.exchangeCode({ code, redirectUri });
    const days = ((tokens.expiresAt?.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThanOrEqual(60);
    expect(await threads.connect.listProfiles(tokens)).toEqual([
      { externalId: peer.userId, name: 'Ada Bakes', username: 'ada.bakes', avatarUrl: 'https://scontent.example/ada-threads.jpg', details: { username: 'ada.bakes' } },
    ]);
  });

  it('refreshes a token a day old or more for another 60 days, keeps a younger one, and cannot revive an expired one', async () => {
    const fresh = peer.grant();
    expect(await threads.refresh(fresh)).toBe(fresh);
    const before = peer.counters.refreshes;
    const old = peer.grant(30);
    const renewed = await threads.refresh(old);
    expect(renewed.accessToken).not.toBe(old.accessToken);
    expect((renewed.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * DAY_MS);
    expect(peer.counters.refreshes).toBe(before + 1);
    const expired = peer.grant(10);
    peer.expire(expired.accessToken);
    await expect(threads.publish({ ...request(), account: { ...account, tokens: expired } })).rejects.toBeInstanceOf(TokenExpiredError);
    await expect(threads.refresh(expired)).rejects.toBeInstanceOf(DisconnectedError);
  });

  it("validates Threads' own rules: at most 5 links, a link card only on text posts", () => {
    const links = Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`).join(' ');
    expect(threads.validate(request({ text: links }).content).map((issue) => issue.code)).toEqual(['threads.too_many_links']);
    expect(threads.validate(request({ settings: { linkAttachment: 'https://example.com' } }, [served.photo]).content).map((issue) => issue.code)).toEqual(['threads.link_with_media']);
    expect(threads.validate(request({ settings: { linkAttachment: 'https://example.com' } }).content)).toEqual([]);
  });

  it('publishes text with its topic tag, who may reply and a link card', async () => {
    const req = request({ settings: { topicTag: 'Sourdough', replyControl: 'accounts_you_follow', linkAttachment: 'https://bakery.example/menu' } });
    const result = await threads.publish(req);
    expect(peer.posts.get(result.externalId)).toMatchObject({ mediaType: 'TEXT_POST', text: req.content.text, topicTag: 'Sourdough', replyControl: 'accounts_you_follow', linkAttachment: 'https://bakery.example/menu' });
    expect(result.url).toBe(`https://www.threads.net/@ada.bakes/post/${result.externalId}`);
  });

  it('publishes a long text as a chain of replies and a first comment, each a reply to the one before, and deletes them all', async () => {
    const req = request({ thread: ['Part two', 'Part three'], firstComment: 'Order at bakery.example', settings: { replyControl: 'mentioned_only' } });
    const result = await threads.publish(req);
    expect(result.related).toHaveLength(3);
    const [two, three, comment] = (result.related ?? []).map((id) => peer.posts.get(id));
    expect(two).toMatchObject({ text: 'Part two', replyTo: result.externalId, isReply: true });
    expect(three).toMatchObject({ text: 'Part three', replyTo: result.related?.[0] });
    expect(comment).toMatchObject({ text: 'Order at bakery.example', replyTo: result.related?.[1] });
    await threads.delete(account, result);
    for (const id of [result.externalId, ...(result.related ?? [])]) expect(peer.posts.has(id)).toBe(false);
  });

  it('keeps the post published when Threads refuses its first comment', async () => {
    const result = await threads.publish(request({ firstComment: 'x'.repeat(501) }));
    expect(peer.posts.get(result.externalId)?.isReply).toBe(false);
    expect(result.related).toEqual([]);
  });

  it('publishes an image with its alt text, a video once its container finishes processing, and a carousel of 3 mixed items', async () => {
    const image = await threads.publish(request({}, [served.photo]));
    expect(peer.posts.get(image.externalId)).toMatchObject({ mediaType: 'IMAGE', altTexts: ['A loaf on a board'] });
    const video = await threads.publish(request({}, [served.video]));
    expect(peer.posts.get(video.externalId)?.mediaType).toBe('VIDEO');
    const carousel = await threads.publish(request({ settings: { topicTag: 'Bakery' } }, [served.photo, served.video, served.png]));
    const post = peer.posts.get(carousel.externalId);
    expect(post).toMatchObject({ mediaType: 'CAROUSEL_ALBUM', topicTag: 'Bakery' });
    expect(post?.children).toHaveLength(3);
    for (const child of post?.children ?? []) expect(peer.containers.get(child)?.params.is_carousel_item).toBe('true');
  });

  it("carries Threads' error_message when a container ends in ERROR, and retries an EXPIRED one, publishing nothing", async () => {
    const before = peer.counters.posts;
    const missing = await threads.publish(request({}, [served.missing])).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(InvalidContentError);
    expect((missing as Error).message).toContain('UNKNOWN');
    peer.failNextContainer('ERROR', 'INVALID_DURATION');
    const refused = await threads.publish(request({}, [served.video])).catch((caught: unknown) => caught);
    expect((refused as Error).message).toBe('Threads could not process the media: INVALID_DURATION');
    peer.failNextContainer('EXPIRED');
    await expect(threads.publish(request())).rejects.toBeInstanceOf(TransientError);
    expect(peer.counters.posts).toBe(before);
  });

  it('checks threads_publishing_limit first: at 250 posts it waits for the oldest post of the window to leave it, creating nothing', async () => {
    const containers = peer.containers.size;
    peer.setQuotaUsage(250);
    const error = await threads.publish(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    const oldest = Math.min(...[...peer.posts.values()].filter((post) => !post.isReply).map((post) => post.createdAt));
    expect((error as RateLimitedError).retryAt.getTime()).toBe(Math.floor(oldest / 1000) * 1000 + DAY_MS);
    expect((error as Error).message).toBe('Threads allows 250 API posts per 24 hours; 250 used.');
    expect(peer.containers.size).toBe(containers);
    peer.setQuotaUsage(3, 999);
    const replies = await threads.publish(request({ thread: ['two', 'three'] })).catch((caught: unknown) => caught);
    expect((replies as Error).message).toBe('Threads allows 1000 API replies per 24 hours; 999 used.');
    peer.setQuotaUsage(3, 0);
  });

  it('waits for the window when the quota is reached between the check and threads_publish, never failing the post', async () => {
    peer.server.answerNext(
      { method: 'POST', path: /\/threads_publish$/ },
      { status: 400, body: { error: { message: 'Application request limit reached', type: 'THApiException', code: 9, error_subcode: 2207042, error_user_title: 'Reached max posts per day', fbtrace_id: 'AbC' } } },
    );
    const error = await threads.publish(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as Error).message).toBe('Application request limit reached');
    expect((error as RateLimitedError).retryAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('finds a post whose answer was lost, and only that one', async () => {
    const lost = request();
    peer.server.dropNext({ method: 'POST', path: /\/threads_publish$/ });
    await expect(threads.publish(lost)).rejects.toBeInstanceOf(UnknownOutcomeError);
    const found = await threads.findPublished(lost);
    expect(peer.posts.get(found?.externalId ?? '')?.text).toBe(lost.content.text);
    expect(await threads.findPublished(request({ text: '' }, [served.photo]))).toBeNull();
  });

  it('reads views, likes, replies and reposts plus quotes of each post, and the profile per day with followers today', async () => {
    const metrics = threads.metrics;
    if (!metrics?.accountMetrics) throw new Error('Threads reads figures');
    const published = await threads.publish(request());
    const post = peer.posts.get(published.externalId);
    if (post) post.insights = { views: 4523, likes: 187, replies: 42, reposts: 23, quotes: 8 };
    const reading = (await metrics.postMetrics(account, [{ externalId: published.externalId, publishedAt: new Date() }])).get(published.externalId);
    expect(reading).toEqual({ metrics: { impressions_or_views: 4523, likes: 187, comments: 42, shares: 31 }, unavailable: [] });
    const gone = await metrics.postMetrics(account, [{ externalId: '999', publishedAt: new Date() }]);
    expect(gone.has('999')).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    const earlier = new Date(Date.now() - 5 * DAY_MS).toISOString().slice(0, 10);
    peer.profile.daily.set(today, { views: 310 });
    peer.profile.daily.set(earlier, { views: 120 });
    peer.profile.followers = 1280;
    const days = await metrics.accountMetrics(account, [earlier, today]);
    expect(days.get(earlier)).toEqual({ metrics: { profile_views: 120 }, unavailable: [] });
    expect(days.get(today)).toEqual({ metrics: { profile_views: 310, followers: 1280 }, unavailable: [] });
    peer.insightsRefused.on = true;
    const refused = (await metrics.postMetrics(account, [{ externalId: published.externalId, publishedAt: new Date() }])).get(published.externalId);
    expect(refused?.metrics).toEqual({});
    expect(refused?.unavailable.map((entry) => entry.metric).sort()).toEqual(['comments', 'impressions_or_views', 'likes', 'shares']);
    expect(refused?.unavailable[0]?.message).toContain('threads_manage_insights');
    peer.insightsRefused.on = false;
  });

  it('turns a 5xx into TransientError and code 4 into RateLimitedError for an hour', async () => {
    peer.server.answerNext({ method: 'POST', path: /\/threads$/ }, { status: 500, body: { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, is_transient: true } } });
    await expect(threads.publish(request())).rejects.toBeInstanceOf(TransientError);
    peer.rateLimitNext('POST', /\/threads$/);
    const error = await threads.publish(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('reports a revoked grant as DisconnectedError on refresh and on publish', async () => {
    peer.revoke(account.tokens.accessToken);
    await expect(threads.refresh(account.tokens)).rejects.toBeInstanceOf(DisconnectedError);
    await expect(threads.publish(request())).rejects.toBeInstanceOf(DisconnectedError);
    expect(validateContent('threads', request().content)).toEqual([]);
  });
});

runProviderContract('Threads', async () => {
  const peer = await startThreadsPeer();
  const served = await mediaServer();
  const account: AccountAccess = { accountId: 10, externalId: peer.userId, tokens: peer.grant(), details: { username: 'ada.bakes' } };
  const created = /\/threads$/;
  return {
    provider: threadsProvider(peer.config()),
    account,
    image: served.photo,
    limits: LIMITS,
    oauth: {
      redirectUri: 'https://app.example/api/accounts/callback',
      consent: async (authorizationUrl) => {
        const answer = await fetch(authorizationUrl, { redirect: 'manual' });
        return new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
      },
    },
    peer: {
      createdCount: async () => peer.counters.posts,
      read: async (result) => {
        const found = peer.posts.get(result.externalId);
        if (!found) return null;
        const replies = [...peer.posts.values()].filter((post) => post.replyTo === found.id);
        return { text: found.text ?? '', mediaCount: found.children.length || (found.mediaType === 'TEXT_POST' ? 0 : 1), extra: { mediaType: found.mediaType, replies: replies.map((post) => post.text) } };
      },
      faults: {
        rateLimited: async () => {
          peer.rateLimitNext('POST', created);
          return new Date(Date.now() + 60 * 60_000);
        },
        serverError: async () =>
          peer.server.answerNext({ method: 'POST', path: created }, { status: 503, body: { error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2, is_transient: true } } }),
        rejected: async () => {
          peer.failNextContainer('ERROR', 'FAILED_PROCESSING_VIDEO');
          return 'FAILED_PROCESSING_VIDEO';
        },
        // An expired Threads token cannot be refreshed (it is a reconnect, checked above); a live one is refreshed ahead of expiry.
        dropAfterAccept: async () => peer.server.dropNext({ method: 'POST', path: /\/threads_publish$/ }),
        revoked: async () => peer.revoke(account.tokens.accessToken),
      },
    },
    formats: [
      {
        name: 'a carousel of two photos and a video',
        content: {},
        media: [served.photo, served.video, served.png],
        check: (post) => {
          expect(post.extra?.mediaType).toBe('CAROUSEL_ALBUM');
          expect(post.mediaCount).toBe(3);
        },
      },
      {
        name: 'a chain of replies',
        content: { thread: ['and the second part'] },
        check: (post) => expect(post.extra?.replies).toEqual(['and the second part']),
      },
    ],
    close: async () => {
      await peer.close();
      await served.files.close();
    },
  };
});
