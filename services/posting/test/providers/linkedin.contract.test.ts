import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { validateContent, type TargetContent } from '@cadence/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile, Provider, ProviderFactory, PublishRequest } from '../../src/providers/provider';
import { InvalidContentError } from '../../src/providers/provider-errors';
import { linkedinPageProvider, linkedinProvider } from '../../src/providers/linkedin/linkedin.provider';
import { runProviderContract, type ContractSetup } from '../contract-kit/contract-kit';
import { testImage } from '../contract-kit/media';
import { LINKEDIN_VIDEO_PART_BYTES, startLinkedinPeer, type LinkedinPeer, type PeerLinkedinPost } from '../peers/linkedin';

const CREATE = { method: 'POST', path: /^\/rest\/posts$/ };

let nextVideoId = 500;

/** An MP4 as the media library describes it, with these bytes (the peer does not decode them). */
function testVideo(bytes: Buffer): MediaFile {
  const id = nextVideoId++;
  return { id, kind: 'video', mimeType: 'video/mp4', sizeBytes: bytes.length, durationSeconds: 12, width: 1280, height: 720, fileName: `film-${id}.mp4`, publicUrl: `http://127.0.0.1/media/${id}.mp4`, read: async () => bytes };
}

function linkedinSetup(factory: ProviderFactory, page: boolean): () => Promise<ContractSetup> {
  return async () => {
    const peer = await startLinkedinPeer();
    const provider = factory(peer.config());
    const externalId = page ? peer.organisationId : peer.memberId;
    const account = { accountId: 1, externalId, tokens: peer.grant(), details: {} };
    const image = await testImage();
    const filmBytes = randomBytes(300_000);
    const film = testVideo(filmBytes);
    const author = page ? `urn:li:organization:${peer.organisationId}` : `urn:li:person:${peer.memberId}`;
    // A linked article with its card in Open Graph tags.
    const thumb = await image.read();
    const site = createServer((request, response) => {
      if (request.url === '/cover.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(thumb);
      response.writeHead(200, { 'content-type': 'text/html' }).end('<meta property="og:title" content="Quarterly report"><meta property="og:description" content="Numbers and notes"><meta property="og:image" content="/cover.png">');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    return {
      provider,
      account,
      image,
      limits: [
        { scope: 'account', max: 150, windowMs: 24 * 3600_000, name: page ? 'LinkedIn posts per organisation per day (150)' : 'LinkedIn posts per member per day (150)' },
        { scope: 'app', max: 100_000, windowMs: 24 * 3600_000, name: 'LinkedIn posts per application per day (100,000)' },
      ],
      oauth: {
        redirectUri: 'http://127.0.0.1:5173/integrations/social/linkedin',
        consent: async (url) => new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('code') ?? '',
      },
      peer: {
        createdCount: async () => peer.counters.postsCreated,
        read: async (result) => {
          const post = peer.posts.get(result.externalId);
          if (!post) return null;
          expect(post.author).toBe(author);
          const mediaCount = (post.content?.media ? 1 : 0) + (post.content?.multiImage?.images.length ?? 0);
          return { text: post.commentary, mediaCount, extra: { post } };
        },
        faults: {
          rateLimited: async () => {
            peer.server.answerNext(CREATE, { status: 429, body: { status: 429, serviceErrorCode: 101, code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle MEMBER DAY limit for calls to this resource is reached.' } });
            const now = new Date();
            return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
          },
          serverError: async () => peer.server.answerNext(CREATE, { status: 504, body: { message: 'Request timed out', status: 504 } }),
          rejected: async () => {
            const message = 'Content is a duplicate of urn:li:share:7100000000000000001';
            peer.server.answerNext(CREATE, { status: 422, body: { message, status: 422, code: 'DUPLICATE_POST' } });
            return message;
          },
          tokenExpired: async () => peer.expire(account.tokens.accessToken),
          dropAfterAccept: async () => peer.server.dropNext(CREATE),
          revoked: async () => peer.revoke(account.tokens.accessToken),
        },
      },
      formats: [
        {
          name: 'reserved characters (a) #tag, three images and a first comment',
          content: { text: 'Launch (beta) #cadence with @team_1 *now*', firstComment: 'Details in the comments', settings: { visibility: page ? 'LOGGED_IN' : 'CONNECTIONS' } },
          media: [image, image, image],
          check: (post) => {
            const stored = (post.extra as { post: { commentary: string; visibility: string; comments: { text: string }[]; content?: { multiImage?: unknown } } }).post;
            expect(stored.commentary).toBe('Launch \\(beta\\) \\#cadence with \\@team\\_1 \\*now\\*');
            expect(stored.visibility).toBe(page ? 'LOGGED_IN' : 'CONNECTIONS');
            expect(post.mediaCount).toBe(3);
            expect(stored.comments.map((comment) => comment.text)).toEqual(['Details in the comments']);
          },
        },
        {
          name: "a link and no media: the linked page's card as an article, its image uploaded as the thumbnail",
          content: { text: `Our report: ${siteUrl}/q3` },
          check: (post) => {
            const stored = (post.extra as { post: { content?: { article?: { source: string; title: string; description?: string; thumbnail?: string } } } }).post;
            expect(stored.content?.article).toMatchObject({ source: `${siteUrl}/q3`, title: 'Quarterly report', description: 'Numbers and notes' });
            expect(stored.content?.article?.thumbnail).toMatch(/^urn:li:image:/);
          },
        },
        {
          name: 'one video with a title and a first comment',
          content: { firstComment: 'Watch to the end', settings: { title: 'Launch film' } },
          media: [film],
          check: (post) => {
            const stored = (post.extra as { post: PeerLinkedinPost & { comments: { text: string }[] } }).post;
            const id = stored.content?.media?.id ?? '';
            expect(id).toMatch(/^urn:li:video:/);
            expect(stored.content?.media?.title).toBe('Launch film');
            expect(post.mediaCount).toBe(1);
            const video = peer.videos.get(id);
            expect(video?.status).toBe('AVAILABLE');
            expect(video?.owner).toBe(author);
            expect(video?.bytes?.equals(filmBytes)).toBe(true);
            expect(stored.comments.map((comment) => comment.text)).toEqual(['Watch to the end']);
          },
        },
      ],
      close: async () => {
        await peer.close();
        await new Promise((resolve) => site.close(resolve));
      },
    };
  };
}

runProviderContract('LinkedIn profile', linkedinSetup(linkedinProvider, false));
runProviderContract('LinkedIn page', linkedinSetup(linkedinPageProvider, true));

describe('LinkedIn video through the Videos API', () => {
  let peer: LinkedinPeer;
  let member: Provider;
  let page: Provider;
  const account = (externalId: string) => ({ accountId: 1, externalId, tokens: peer.grant(), details: {} });
  const request = (externalId: string, media: MediaFile[], content: Partial<TargetContent> = {}): PublishRequest => ({
    account: account(externalId),
    content: { text: `Video ${randomUUID().slice(0, 8)}`, media: media.map(({ kind, mimeType, sizeBytes, durationSeconds }) => ({ kind, mimeType, sizeBytes, durationSeconds })), settings: {}, ...content },
    media,
    idempotencyKey: randomUUID(),
  });

  beforeAll(async () => {
    peer = await startLinkedinPeer();
    member = linkedinProvider(peer.config());
    page = linkedinPageProvider(peer.config());
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('uploads a file larger than one part in 4,194,304-byte parts, which LinkedIn reassembles byte for byte', async () => {
    const bytes = randomBytes(2 * LINKEDIN_VIDEO_PART_BYTES + 123_457);
    const before = { ...peer.counters };
    const result = await member.publish(request(peer.memberId, [testVideo(bytes)]));
    const id = peer.posts.get(result.externalId)?.content?.media?.id ?? '';
    const video = peer.videos.get(id);
    expect(video?.parts.map((part) => part.lastByte - part.firstByte + 1)).toEqual([LINKEDIN_VIDEO_PART_BYTES, LINKEDIN_VIDEO_PART_BYTES, 123_457]);
    expect(video?.bytes?.equals(bytes)).toBe(true);
    expect(video?.owner).toBe(`urn:li:person:${peer.memberId}`);
    expect(peer.counters.videoPartsUploaded - before.videoPartsUploaded).toBe(3);
    expect(peer.counters.videosUploaded - before.videosUploaded).toBe(1);
    expect(peer.counters.postsCreated - before.postsCreated).toBe(1);
    // Posted only once processing was over: PROCESSING was read first, then AVAILABLE.
    expect(peer.server.requests.filter((line) => line === `GET /rest/videos/${encodeURIComponent(id)}`)).toHaveLength(2);
  });

  it('publishes a video as an organisation page, with the video URN in the post', async () => {
    const result = await page.publish(request(peer.organisationId, [testVideo(randomBytes(64_000))]));
    const post = peer.posts.get(result.externalId);
    expect(post?.author).toBe(`urn:li:organization:${peer.organisationId}`);
    const video = peer.videos.get(post?.content?.media?.id ?? '');
    expect(video?.status).toBe('AVAILABLE');
    expect(video?.owner).toBe(`urn:li:organization:${peer.organisationId}`);
    expect(post?.content?.media?.title).toBeUndefined();
  });

  it("fails with LinkedIn's own reason when processing fails, and creates no post", async () => {
    const reason = 'The video codec is not supported. Use H.264 video with AAC audio.';
    peer.failNextVideo(reason);
    const before = peer.counters.postsCreated;
    const error = await page.publish(request(peer.organisationId, [testVideo(randomBytes(64_000))])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidContentError);
    expect((error as InvalidContentError).message).toContain(reason);
    expect(peer.counters.postsCreated).toBe(before);
  });

  it('leaves images mixed with a video, or a second video, to the shared rules, and never posts them', async () => {
    const image = await testImage();
    const film = testVideo(randomBytes(64_000));
    for (const type of ['linkedin', 'linkedin-page'] as const) {
      const mixed = request(peer.memberId, [image, film]).content;
      expect(validateContent(type, mixed).map((issue) => issue.code)).toContain('media.mixed');
      expect(validateContent(type, request(peer.memberId, [film, film]).content).map((issue) => issue.code)).toContain('media.tooManyVideos');
      expect(validateContent(type, request(peer.memberId, [film]).content)).toEqual([]);
    }
    expect(member.validate(request(peer.memberId, [film]).content)).toEqual([]);
    const before = { ...peer.counters };
    await expect(member.publish(request(peer.memberId, [image, film]))).rejects.toBeInstanceOf(InvalidContentError);
    expect(peer.counters).toEqual(before);
  });

  it('is checked by a peer that refuses part ETags out of order', async () => {
    const headers = { authorization: `Bearer ${peer.grant().accessToken}`, 'linkedin-version': '202505', 'content-type': 'application/json' };
    const owner = `urn:li:person:${peer.memberId}`;
    const init = await fetch(`${peer.url}/rest/videos?action=initializeUpload`, { method: 'POST', headers, body: JSON.stringify({ initializeUploadRequest: { owner, fileSizeBytes: LINKEDIN_VIDEO_PART_BYTES + 10, uploadCaptions: false, uploadThumbnail: false } }) });
    const { value } = (await init.json()) as { value: { video: string; uploadToken: string; uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[] } };
    const etags: string[] = [];
    for (const part of value.uploadInstructions) {
      const answer = await fetch(part.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(part.lastByte - part.firstByte + 1) });
      etags.push(answer.headers.get('etag') ?? '');
    }
    const finalize = (uploadedPartIds: string[]) =>
      fetch(`${peer.url}/rest/videos?action=finalizeUpload`, { method: 'POST', headers, body: JSON.stringify({ finalizeUploadRequest: { video: value.video, uploadToken: value.uploadToken, uploadedPartIds } }) });
    expect((await finalize([...etags].reverse())).status).toBe(400);
    expect((await finalize(etags.slice(1))).status).toBe(400);
    expect((await finalize(etags)).status).toBe(200);
  });
});
