import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { blueskyProvider } from '../../src/providers/bluesky/bluesky.provider';
import { runProviderContract } from '../contract-kit/contract-kit';
import { startFaultProxy } from '../contract-kit/fault-proxy';
import { testImage } from '../contract-kit/media';
import { startBlueskyPds } from '../peers/bluesky';

const CREATE = { method: 'POST', path: /^\/xrpc\/com\.atproto\.repo\.createRecord$/ };

runProviderContract('Bluesky', async () => {
  const pds = await startBlueskyPds();
  const proxy = await startFaultProxy(pds.url);
  const provider = blueskyProvider({ apiBaseUrl: 'https://bsky.social', fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date() });
  if (provider.connect.method !== 'app-password') throw new Error('Bluesky connects with an app password');
  const good = { identifier: pds.handle, password: pds.appPassword, service: proxy.url };
  const { tokens } = await provider.connect.connect(good);
  const account = { accountId: 1, externalId: pds.did, tokens, details: {} };
  const image = await testImage();
  const thumb = await image.read();
  // A page with its card in Open Graph tags, as a linked article carries it.
  const site = createServer((request, response) => {
    if (request.url === '/cover.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(thumb);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      '<!doctype html><html><head><title>Plain title</title><meta property="og:title" content="Spring collection &amp; more">' +
        '<meta property="og:description" content="Twelve new pieces, in shops on Friday."><meta property="og:image" content="/cover.png"></head><body>…</body></html>',
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  const record = async (uri: string) => {
    const answer = await pds.agent.com.atproto.repo.getRecord({ repo: pds.did, collection: 'app.bsky.feed.post', rkey: uri.split('/').pop() ?? '' }).catch(() => null);
    return answer?.data.value as { text: string; embed?: { images?: { alt: string }[] }; facets?: { features: { $type: string }[] }[]; reply?: { root: { uri: string }; parent: { uri: string } } } | undefined;
  };
  const listed = async () => (await pds.agent.com.atproto.repo.listRecords({ repo: pds.did, collection: 'app.bsky.feed.post', limit: 100 })).data.records.length;

  return {
    provider,
    account,
    image,
    credentials: { good, bad: { ...good, password: 'aaaa-bbbb-cccc-dddd' } },
    // The PDS revokes the session's refresh token; the access token works until it expires.
    revokeKeepsAccessToken: true,
    limits: [
      { scope: 'account', max: 1666, windowMs: 3600_000, name: 'Bluesky write points: 5,000 per hour, 3 per record' },
      { scope: 'account', max: 11_666, windowMs: 24 * 3600_000, name: 'Bluesky write points: 35,000 per day, 3 per record' },
    ],
    peer: {
      createdCount: async () => (await listed()) + proxy.requests.filter((line) => line === 'POST /xrpc/com.atproto.repo.deleteRecord').length,
      read: async (result) => {
        const value = await record(result.externalId);
        return value ? { text: value.text, mediaCount: value.embed?.images?.length ?? 0, extra: { record: value } } : null;
      },
      faults: {
        rateLimited: async () => {
          const reset = Math.floor(Date.now() / 1000) + 1800;
          proxy.answerNext(CREATE, {
            status: 429,
            headers: { 'ratelimit-limit': '5000', 'ratelimit-remaining': '0', 'ratelimit-reset': String(reset), 'ratelimit-policy': '5000;w=3600' },
            body: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
          });
          return new Date(reset * 1000);
        },
        serverError: async () => proxy.answerNext(CREATE, { status: 500, body: { error: 'InternalServerError', message: 'Internal Server Error' } }),
        rejected: async () => {
          const message = 'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes';
          proxy.answerNext(CREATE, { status: 400, body: { error: 'InvalidRequest', message } });
          return message;
        },
        tokenExpired: async () => proxy.answerNext(CREATE, { status: 400, body: { error: 'ExpiredToken', message: 'Token has expired' } }),
        dropAfterAccept: async () => proxy.dropNext(CREATE),
        revoked: async () => {
          await pds.agent.com.atproto.server.revokeAppPassword({ name: 'cadence' });
        },
      },
    },
    formats: [
      {
        name: 'thread with a first comment, a mention and a link',
        content: { text: `Hello @${pds.friend.handle} see https://example.com/cadence`, thread: ['second part'], firstComment: 'first comment' },
        check: async (post, result) => {
          const features = ((post.extra?.record as { facets?: { features: { $type: string }[] }[] }).facets ?? []).flatMap((facet) => facet.features.map((feature) => feature.$type));
          expect(features).toEqual(expect.arrayContaining(['app.bsky.richtext.facet#mention', 'app.bsky.richtext.facet#link']));
          const [second, comment] = await Promise.all((result.related ?? []).map(record));
          expect(second?.text).toBe('second part');
          expect(second?.reply).toMatchObject({ root: { uri: result.externalId }, parent: { uri: result.externalId } });
          expect(comment?.text).toBe('first comment');
          expect(comment?.reply).toMatchObject({ root: { uri: result.externalId }, parent: { uri: result.related?.[0] } });
        },
      },
      {
        name: 'alt text per image, commas kept, the media library\'s where the post gives none',
        content: { settings: { altTexts: ['Bread, butter and jam', ''] } },
        media: [image, { ...image, altText: 'From the media library' }],
        check: (post) => {
          const images = (post.extra?.record as { embed?: { images?: { alt: string }[] } }).embed?.images ?? [];
          expect(images.map((entry) => entry.alt)).toEqual(['Bread, butter and jam', 'From the media library']);
        },
      },
      {
        name: "a link and no images: the linked page's card as an external embed, with its thumbnail",
        content: { text: `New in: ${siteUrl}/spring.` },
        check: (post) => {
          const embed = (post.extra?.record as { embed?: { $type: string; external?: { uri: string; title: string; description: string; thumb?: { mimeType: string } } } }).embed;
          expect(embed?.$type).toBe('app.bsky.embed.external');
          expect(embed?.external).toMatchObject({ uri: `${siteUrl}/spring`, title: 'Spring collection & more', description: 'Twelve new pieces, in shops on Friday.' });
          expect(embed?.external?.thumb?.mimeType).toBe('image/png');
        },
      },
      {
        name: 'a "View post" link on the account\'s own server, which is not Bluesky\'s',
        content: { text: 'Where is this post?' },
        check: async (_post, result) => {
          expect(result.url?.startsWith(`${proxy.url}/xrpc/com.atproto.repo.getRecord?`)).toBe(true);
          const answer = (await (await fetch(result.url ?? '')).json()) as { uri: string; value: { text: string } };
          expect(answer).toMatchObject({ uri: result.externalId, value: { text: 'Where is this post?' } });
        },
      },
      {
        name: 'four images with alt text',
        content: { settings: { altTexts: ['one', 'two', 'three', 'four'] } },
        media: [image, image, image, image],
        check: (post) => {
          const images = (post.extra?.record as { embed?: { images?: { alt: string }[] } }).embed?.images ?? [];
          expect(images.map((entry) => entry.alt)).toEqual(['one', 'two', 'three', 'four']);
        },
      },
    ],
    close: async () => {
      await proxy.close();
      await pds.stop();
      await new Promise((resolve) => site.close(resolve));
    },
  };
});
