import { expect } from 'vitest';
import { wordpressOrgProvider } from '../../src/providers/wordpress/wordpress.provider';
import { runProviderContract } from '../contract-kit/contract-kit';
import { startFaultProxy } from '../contract-kit/fault-proxy';
import { testImage } from '../contract-kit/media';
import { startWordPress } from '../peers/wordpress';

const CREATE = { method: 'POST', path: /^\/wp-json\/wp\/v2\/posts$/ };

type WpPost = { content: { raw: string }; title: { raw: string }; featured_media: number; categories: number[]; tags: number[]; status: string };

runProviderContract('WordPress (self-hosted)', async () => {
  const wp = await startWordPress();
  const proxy = await startFaultProxy(wp.url);
  const provider = wordpressOrgProvider({ apiBaseUrl: 'https://wordpress.org', fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date() });
  if (provider.connect.method !== 'app-password') throw new Error('WordPress connects with an application password');
  const good = { siteUrl: proxy.url, username: wp.username, appPassword: wp.appPassword };
  const { tokens, profile } = await provider.connect.connect(good);
  const account = { accountId: 1, externalId: profile.externalId, tokens, details: {} };
  const image = await testImage();
  const auth = { authorization: `Basic ${Buffer.from(`${wp.username}:${wp.appPassword}`).toString('base64')}` };
  const rest = async <T>(path: string): Promise<T | null> => {
    const answer = await fetch(`${wp.url}/wp-json/wp/v2/${path}`, { headers: auth });
    return answer.ok ? ((await answer.json()) as T) : null;
  };
  const postTotal = async () => {
    const answer = await fetch(`${wp.url}/wp-json/wp/v2/posts?status=publish,future,draft,pending,private&per_page=1&context=edit`, { headers: auth });
    return Number(answer.headers.get('x-wp-total'));
  };
  const termNames = async (taxonomy: string, ids: number[]) =>
    Promise.all(ids.map(async (id) => (await rest<{ name: string }>(`${taxonomy}/${id}`))?.name));

  return {
    provider,
    account,
    image,
    settings: { title: 'A post from Cadence' },
    credentials: { good, bad: { ...good, appPassword: 'abcd efgh ijkl mnop qrst uvwx' } },
    limits: [{ scope: 'account', max: 60, windowMs: 60_000, name: 'Self-hosted WordPress: 60 posts a minute per site' }],
    peer: {
      createdCount: async () => (await postTotal()) + proxy.requests.filter((line) => /^DELETE \/wp-json\/wp\/v2\/posts\//.test(line)).length,
      read: async (result) => {
        const post = await rest<WpPost>(`posts/${result.externalId}?context=edit`);
        if (!post) return null;
        return {
          text: post.content.raw.replace(/<[^>]+>/g, ''),
          mediaCount: (post.content.raw.match(/<!-- wp:image /g) ?? []).length,
          extra: { post, categories: await termNames('categories', post.categories), tags: await termNames('tags', post.tags) },
        };
      },
      faults: {
        rateLimited: async () => {
          proxy.answerNext(CREATE, { status: 429, headers: { 'retry-after': '120' }, body: { code: 'rest_too_many_requests', message: 'Too many requests.', data: { status: 429 } } });
          return new Date(Date.now() + 120_000);
        },
        serverError: async () =>
          proxy.answerNext(CREATE, { status: 500, body: { code: 'internal_server_error', message: '<p>There has been a critical error on this website.</p>', data: { status: 500 } } }),
        rejected: async () => {
          const message = 'Sorry, you are not allowed to create posts as this user.';
          proxy.answerNext(CREATE, { status: 403, body: { code: 'rest_cannot_create', message, data: { status: 403 } } });
          return message;
        },
        dropAfterAccept: async () => proxy.dropNext(CREATE),
        revoked: async () => {
          await wp.php('WP_Application_Passwords::delete_all_application_passwords(1);');
        },
      },
    },
    formats: [
      {
        name: 'title, categories, tags and a featured image',
        content: { settings: { title: 'Spring news', categories: ['News', 'Spring'], tags: ['cadence'], featuredMediaIndex: 0 } },
        media: [image],
        check: (post) => {
          const extra = post.extra as { post: WpPost; categories: string[]; tags: string[] };
          expect(extra.post.title.raw).toBe('Spring news');
          expect(extra.post.status).toBe('publish');
          expect(extra.post.featured_media).toBeGreaterThan(0);
          expect(extra.categories.sort()).toEqual(['News', 'Spring']);
          expect(extra.tags).toEqual(['cadence']);
        },
      },
      {
        name: 'alt text on each image and on the featured image, the media library\'s where the post gives none',
        content: { settings: { title: 'Bakery', featuredMediaIndex: 0, altTexts: ['A loaf, sliced'] } },
        media: [image, { ...image, altText: 'From the media library' }],
        check: async (post) => {
          const extra = post.extra as { post: WpPost };
          expect(extra.post.content.raw).toContain('alt="A loaf, sliced"');
          expect(extra.post.content.raw).toContain('alt="From the media library"');
          const featured = await rest<{ alt_text: string }>(`media/${extra.post.featured_media}?context=edit`);
          expect(featured?.alt_text).toBe('A loaf, sliced');
        },
      },
      {
        name: 'a draft with an existing category',
        content: { settings: { title: 'Later', status: 'draft', categories: ['News'] } },
        check: (post) => {
          const extra = post.extra as { post: WpPost; categories: string[] };
          expect(extra.post.status).toBe('draft');
          expect(extra.categories).toEqual(['News']);
        },
      },
    ],
    close: async () => {
      await proxy.close();
      await wp.stop();
    },
  };
});
