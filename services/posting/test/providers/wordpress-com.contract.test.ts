import { expect } from 'vitest';
import { wordpressProvider } from '../../src/providers/wordpress/wordpress.provider';
import { runProviderContract } from '../contract-kit/contract-kit';
import { testImage } from '../contract-kit/media';
import { startWordpressComPeer } from '../peers/wordpress-com';

runProviderContract('WordPress.com', async () => {
  const peer = await startWordpressComPeer();
  const provider = wordpressProvider(peer.config());
  const account = { accountId: 1, externalId: peer.siteId, tokens: peer.grant(), details: {} };
  const image = await testImage();
  const create = { method: 'POST', path: new RegExp(`^/wp/v2/sites/${peer.siteId}/posts$`) };
  const names = (ids: number[]) => ids.map((id) => peer.terms.get(id)?.name);
  return {
    provider,
    account,
    image,
    settings: { title: 'From Cadence' },
    limits: [{ scope: 'account', max: 60, windowMs: 60_000, name: 'WordPress.com: 60 posts a minute per site' }],
    oauth: {
      redirectUri: 'http://127.0.0.1:5173/integrations/social/wordpress',
      consent: async (url) => new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '').searchParams.get('code') ?? '',
    },
    peer: {
      createdCount: async () => peer.counters.postsCreated,
      read: async (result) => {
        const post = peer.posts.get(Number(result.externalId));
        return post ? { text: post.content.replace(/<[^>]+>/g, ''), mediaCount: (post.content.match(/<!-- wp:image /g) ?? []).length, extra: { post } } : null;
      },
      faults: {
        rateLimited: async () => {
          peer.server.answerNext(create, { status: 429, headers: { 'retry-after': '300' }, body: { code: 'rest_too_many_requests', message: 'You are posting too quickly.', data: { status: 429 } } });
          return new Date(Date.now() + 300_000);
        },
        serverError: async () => peer.server.answerNext(create, { status: 503, body: { code: 'service_unavailable', message: 'Service temporarily unavailable', data: { status: 503 } } }),
        rejected: async () => {
          const message = 'Sorry, you are not allowed to publish posts on this site.';
          peer.server.answerNext(create, { status: 403, body: { code: 'rest_cannot_publish', message, data: { status: 403 } } });
          return message;
        },
        dropAfterAccept: async () => peer.server.dropNext(create),
        revoked: async () => peer.revoke(account.tokens.accessToken),
      },
    },
    formats: [
      {
        name: 'title, categories, tags and a featured image',
        content: { settings: { title: 'Autumn', categories: ['News'], tags: ['a', 'b'], featuredMediaIndex: 0 } },
        media: [image],
        check: (post) => {
          const stored = (post.extra as { post: { title: string; categories: number[]; tags: number[]; featured_media: number; status: string } }).post;
          expect(stored.title).toBe('Autumn');
          expect(stored.status).toBe('publish');
          expect(names(stored.categories)).toEqual(['News']);
          expect(names(stored.tags)).toEqual(['a', 'b']);
          expect(stored.featured_media).toBeGreaterThan(0);
        },
      },
    ],
    close: () => peer.close(),
  };
});
