import { randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

export interface WpcomPost {
  id: number;
  title: string;
  content: string;
  slug: string;
  status: string;
  categories: number[];
  tags: number[];
  featured_media: number;
}

export interface WordpressComPeer {
  url: string;
  server: PeerServer;
  siteId: string;
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  grant(): TokenSet;
  posts: Map<number, WpcomPost>;
  terms: Map<number, { taxonomy: string; name: string }>;
  counters: { postsCreated: number; mediaUploaded: number };
  /** Approved comments per post id (X-WP-Total of GET /comments?post=). */
  comments: Map<number, number>;
  /** Views per post id (REST v1.1 stats/post/{id}) and per day (stats/visits: views, visitors). */
  stats: { posts: Map<number, number>; days: Map<string, { views: number; visitors: number }>; disabled: boolean };
  revoke(accessToken: string): void;
  close(): Promise<void>;
}

const invalidToken: PeerAnswer = { status: 400, body: { error: 'invalid_token', message: 'The OAuth2 token is invalid.' } };

/**
 * A local public-api.wordpress.com: OAuth 2 (/oauth2/authorize, /oauth2/token), REST v1.1 /me and
 * /me/sites, and the site's wp/v2 API under /wp/v2/sites/{site} (media, categories, tags, posts).
 */
export async function startWordpressComPeer(): Promise<WordpressComPeer> {
  const clientId = '12345';
  const clientSecret = 'wpcom-secret';
  const siteId = '987654';
  const tokens = new Map<string, { revoked: boolean }>();
  const codes = new Map<string, string>();
  const posts = new Map<number, WpcomPost>();
  const terms = new Map<number, { taxonomy: string; name: string }>();
  const media = new Set<number>();
  const counters = { postsCreated: 0, mediaUploaded: 0 };
  const comments = new Map<number, number>();
  const stats = { posts: new Map<number, number>(), days: new Map<string, { views: number; visitors: number }>(), disabled: false };
  let nextId = 100;

  const issue = () => {
    const access = randomBytes(32).toString('base64url');
    tokens.set(access, { revoked: false });
    return access;
  };

  const handle = (request: PeerRequest): PeerAnswer => {
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (request.method === 'GET' && path === '/oauth2/authorize') {
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code') return { status: 400, body: 'Invalid client_id' };
      const code = randomBytes(12).toString('hex');
      codes.set(code, q.get('redirect_uri') ?? '');
      const redirect = new URL(q.get('redirect_uri') ?? '');
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: redirect.toString() } };
    }
    if (request.method === 'POST' && path === '/oauth2/token') {
      const form = request.form();
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return { status: 400, body: { error: 'invalid_client', error_description: 'Unknown client_id.' } };
      const redirect = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (form.get('grant_type') !== 'authorization_code' || redirect === undefined || redirect !== form.get('redirect_uri')) {
        return { status: 400, body: { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired, revoked, or does not match the redirection URI used in the authorization request.' } };
      }
      return { status: 200, body: { access_token: issue(), token_type: 'bearer', blog_id: siteId, blog_url: 'https://cadence.example.blog', scope: 'global' } };
    }
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const grant = token ? tokens.get(token) : undefined;
    if (!grant || grant.revoked) return invalidToken;
    if (request.method === 'GET' && path === '/rest/v1.1/me') return { status: 200, body: { ID: 42, username: 'cadenceblogger', display_name: 'Cadence Blogger' } };
    if (request.method === 'GET' && path === '/rest/v1.1/me/sites') return { status: 200, body: { sites: [{ ID: Number(siteId), name: 'Cadence Blog', URL: 'https://cadence.example.blog', icon: { img: 'https://cadence.example.blog/icon.png' } }] } };
    // REST v1.1 stats (Jetpack Stats): 403 "unauthorized" when the site's stats are off.
    const statsPath = new RegExp(`^/rest/v1\\.1/sites/${siteId}/stats/(post/(\\d+)|visits)$`).exec(path);
    if (request.method === 'GET' && statsPath) {
      if (stats.disabled) return { status: 403, body: { error: 'unauthorized', message: 'user cannot view stats' } };
      if (statsPath[2]) return { status: 200, body: { date: new Date().toISOString().slice(0, 10), views: stats.posts.get(Number(statsPath[2])) ?? 0, years: {}, averages: {}, data: [] } };
      const until = q.get('date') ?? new Date().toISOString().slice(0, 10);
      const quantity = Math.min(Number(q.get('quantity') ?? 30), 31);
      const data: unknown[][] = [];
      for (let back = quantity - 1; back >= 0; back -= 1) {
        const day = new Date(Date.parse(`${until}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
        const figures = stats.days.get(day) ?? { views: 0, visitors: 0 };
        data.push([day, figures.views, figures.visitors, 0, 0, 0]);
      }
      return { status: 200, body: { date: until, unit: q.get('unit') ?? 'day', fields: ['period', 'views', 'visitors', 'likes', 'reblogs', 'comments'], data } };
    }
    const prefix = `/wp/v2/sites/${siteId}/`;
    if (!path.startsWith(prefix)) return { status: 404, body: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } } };
    const rest = path.slice(prefix.length);
    if (request.method === 'POST' && rest === 'media') {
      if (!/filename="/.test(String(request.headers['content-disposition'] ?? ''))) return { status: 400, body: { code: 'rest_upload_no_content_disposition', message: 'No Content-Disposition supplied.', data: { status: 400 } } };
      const id = nextId++;
      media.add(id);
      counters.mediaUploaded++;
      return { status: 201, body: { id, source_url: `https://cadence.example.blog/wp-content/uploads/${id}.png` } };
    }
    const taxonomy = /^(categories|tags)$/.exec(rest)?.[1];
    if (taxonomy && request.method === 'GET') {
      const search = (q.get('search') ?? '').toLowerCase();
      return { status: 200, body: [...terms.entries()].filter(([, term]) => term.taxonomy === taxonomy && term.name.toLowerCase().includes(search)).map(([id, term]) => ({ id, name: term.name })) };
    }
    if (taxonomy && request.method === 'POST') {
      const name = (request.json() as { name?: string } | null)?.name ?? '';
      const existing = [...terms.entries()].find(([, term]) => term.taxonomy === taxonomy && term.name === name);
      if (existing) return { status: 400, body: { code: 'term_exists', message: 'A term with the name provided already exists in this taxonomy.', data: { status: 400, term_id: existing[0] } } };
      const id = nextId++;
      terms.set(id, { taxonomy, name });
      return { status: 201, body: { id, name } };
    }
    if (rest === 'posts' && request.method === 'GET') {
      return { status: 200, body: [...posts.values()].filter((post) => post.slug === q.get('slug')).map((post) => ({ id: post.id, link: `https://cadence.example.blog/${post.slug}/` })) };
    }
    if (rest === 'posts' && request.method === 'POST') {
      const body = request.json() as Partial<WpcomPost> | null;
      if (!body?.title) return { status: 400, body: { code: 'empty_content', message: 'Content, title, and excerpt are empty.', data: { status: 400 } } };
      if (body.featured_media && !media.has(body.featured_media)) return { status: 400, body: { code: 'rest_invalid_featured_media', message: 'Invalid featured media ID.', data: { status: 400 } } };
      const id = nextId++;
      const post = { id, title: body.title, content: body.content ?? '', slug: body.slug ?? String(id), status: body.status ?? 'draft', categories: body.categories ?? [], tags: body.tags ?? [], featured_media: body.featured_media ?? 0 };
      posts.set(id, post);
      counters.postsCreated++;
      return { status: 201, body: { id, link: `https://cadence.example.blog/${post.slug}/`, status: post.status } };
    }
    if (rest === 'comments' && request.method === 'GET') {
      const post = Number(q.get('post'));
      const total = comments.get(post) ?? 0;
      return { status: 200, body: total > 0 ? [{ id: 1 }] : [], headers: { 'x-wp-total': String(total), 'x-wp-totalpages': String(total > 0 ? total : 0) } };
    }
    const single = /^(posts|media)\/(\d+)$/.exec(rest);
    if (single && single[1] === 'posts' && request.method === 'GET') {
      const post = posts.get(Number(single[2]));
      return post ? { status: 200, body: { id: post.id } } : { status: 404, body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } } };
    }
    if (single && request.method === 'DELETE') {
      const id = Number(single[2]);
      const gone = single[1] === 'posts' ? posts.delete(id) : media.delete(id);
      return gone ? { status: 200, body: { deleted: true, previous: { id } } } : { status: 404, body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } } };
    }
    return { status: 404, body: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } } };
  };

  const server = await startPeerServer(handle);
  return {
    url: server.url,
    server,
    siteId,
    posts,
    terms,
    counters,
    comments,
    stats,
    config: (overrides = {}) => ({ clientId, clientSecret, apiBaseUrl: server.url, authBaseUrl: server.url, fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date(), ...overrides }),
    grant: () => ({ accessToken: issue() }),
    revoke: (accessToken) => {
      const grant = tokens.get(accessToken);
      if (grant) grant.revoked = true;
    },
    close: () => server.close(),
  };
}
