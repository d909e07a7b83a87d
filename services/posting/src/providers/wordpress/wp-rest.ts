import type { WordpressOverview } from '@cadence/contracts';
import { altTextsOf, type MediaFile, type ProviderConfig, type PublishRequest, type PublishResult } from '../provider';
import { DisconnectedError, InvalidContentError, TokenExpiredError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors } from '../shared/http';
import { stableKey } from '../shared/ids';

/**
 * The WordPress REST API (wp/v2) as both adapters use it: self-hosted sites at
 * {site}/wp-json/wp/v2, WordPress.com sites at public-api.wordpress.com/wp/v2/sites/{site}.
 */
export interface WpSite {
  /** The wp/v2 root of the site, ending in `/wp/v2`. */
  base: string;
  authorization: string;
  errors: NetworkErrors;
}

type WpError = { code?: string; message?: string; error?: string; data?: { term_id?: number; status?: number } };

/** The HTTP status WordPress nests in its error body (`data.status`), which proxies and plugins may not pass on as the answer's own. */
export function wpNestedStatus(body: unknown): number | undefined {
  const status = typeof body === 'object' && body !== null ? (body as WpError).data?.status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** Where a WordPress user creates an application password, for messages about a refused one. */
const APPLICATION_PASSWORDS = 'in WordPress under Users → Profile → Application Passwords';
export const APPLICATION_PASSWORD_HINT = `Use an application password, not the password you sign in with: create one ${APPLICATION_PASSWORDS}.`;

/** WordPress answers `{ code, message, data: { status } }`; WordPress.com OAuth `{ error, message }`. */
export function wpMessage(body: unknown, status: number): string {
  if (typeof body === 'object' && body !== null) {
    const error = body as WpError;
    if (error.message) return error.message;
    if (error.code ?? error.error) return String(error.code ?? error.error);
  }
  return `WordPress answered ${status}.`;
}

const call = <T>(config: ProviderConfig, site: WpSite, request: Parameters<typeof callNetwork>[1]) =>
  callNetwork<T>(config, { ...request, headers: { authorization: site.authorization, ...request.headers } }, site.errors);

/** A post's slug: its title, then a short key derived from the target, so an earlier attempt is found by slug. */
export function slugFor(title: string, idempotencyKey: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words ? `${words}-` : ''}${stableKey(idempotencyKey, 10)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The post body: paragraphs from the text, then each uploaded image (with its alt text) or video as a block. */
function postHtml(text: string, media: { file: MediaFile; id: number; url: string; alt: string }[]): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<!-- wp:paragraph -->\n<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>\n<!-- /wp:paragraph -->`);
  const blocks = media.map(({ file, id, url, alt }) =>
    file.kind === 'video'
      ? `<!-- wp:video {"id":${id}} -->\n<figure class="wp-block-video"><video controls src="${escapeHtml(url)}"></video></figure>\n<!-- /wp:video -->`
      : `<!-- wp:image {"id":${id}} -->\n<figure class="wp-block-image"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" class="wp-image-${id}"/></figure>\n<!-- /wp:image -->`,
  );
  return [...paragraphs, ...blocks].join('\n\n');
}

/** Uploads one file; its alt text is the attachment's, so the featured image carries it too. */
async function uploadMedia(config: ProviderConfig, site: WpSite, file: MediaFile, alt: string): Promise<{ id: number; url: string }> {
  const bytes = await file.read();
  const answer = await call<{ id: number; source_url: string }>(config, site, {
    method: 'POST',
    url: endpoint(site.base, 'media', alt ? { alt_text: alt } : undefined),
    headers: { 'content-type': file.mimeType, 'content-disposition': `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"` },
    body: new Uint8Array(bytes),
    // An orphan upload from a lost answer is harmless: the post is what must not repeat.
    createsSomething: false,
  });
  return { id: answer.body.id, url: answer.body.source_url };
}

/** The ids of categories or tags by name, creating the missing ones. */
async function termIds(config: ProviderConfig, site: WpSite, taxonomy: 'categories' | 'tags', names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const found = await call<{ id: number; name: string }[]>(config, site, { method: 'GET', url: endpoint(site.base, taxonomy, { search: name, per_page: 100 }) });
    const match = found.body.find((term) => term.name.toLowerCase() === name.toLowerCase());
    if (match) {
      ids.push(match.id);
      continue;
    }
    try {
      const created = await call<{ id: number }>(config, site, { method: 'POST', url: endpoint(site.base, taxonomy), json: { name }, createsSomething: false });
      ids.push(created.body.id);
    } catch (error) {
      // Created meanwhile (or an HTML-entity twin): WordPress names the existing term.
      const existing = error instanceof InvalidContentError ? (error.raw?.body as WpError | undefined)?.data?.term_id : undefined;
      if (!existing) throw error;
      ids.push(existing);
    }
  }
  return ids;
}

type WpPost = { id: number; link: string };

/**
 * A refusal seen as bad content may be a credential WordPress no longer accepts: once the last
 * application password of a site is revoked, WordPress ignores the Authorization header and
 * answers as to a visitor ("Invalid parameter(s): status" for a draft search). Asking who is
 * calling tells the two apart: a refused users/me means the connection is gone.
 */
async function explainRefusal(config: ProviderConfig, site: WpSite, error: unknown): Promise<unknown> {
  if (!(error instanceof InvalidContentError)) return error;
  try {
    await call(config, site, { method: 'GET', url: endpoint(site.base, 'users/me') });
    return error;
  } catch (probe) {
    if (probe instanceof DisconnectedError || probe instanceof TokenExpiredError) {
      return new DisconnectedError(`WordPress no longer accepts this application password (${probe.message}). Create a new one ${APPLICATION_PASSWORDS} and reconnect the site.`, probe.raw);
    }
    return error;
  }
}

async function explained<T>(config: ProviderConfig, site: WpSite, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await explainRefusal(config, site, error);
  }
}

/** The post an earlier attempt of this target created, found by its derived slug (any status). */
export function findWpPost(config: ProviderConfig, site: WpSite, request: PublishRequest): Promise<PublishResult | null> {
  return explained(config, site, () => findPost(config, site, request));
}

async function findPost(config: ProviderConfig, site: WpSite, request: PublishRequest): Promise<PublishResult | null> {
  const slug = slugFor(String(request.content.settings.title ?? ''), request.idempotencyKey);
  const answer = await call<WpPost[]>(config, site, { method: 'GET', url: endpoint(site.base, 'posts', { slug, status: 'publish,future,draft,pending,private', context: 'edit' }) });
  const [post] = answer.body;
  return post ? { externalId: String(post.id), url: post.link } : null;
}

/** Uploads the media, resolves the terms and creates the post (once: an earlier attempt's post is returned). */
export function publishWpPost(config: ProviderConfig, site: WpSite, request: PublishRequest): Promise<PublishResult> {
  return explained(config, site, () => publishPost(config, site, request));
}

async function publishPost(config: ProviderConfig, site: WpSite, request: PublishRequest): Promise<PublishResult> {
  const earlier = await findPost(config, site, request);
  if (earlier) return earlier;
  const { settings, text } = request.content;
  const title = String(settings.title ?? '');
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const alts = altTextsOf(request.media, settings.altTexts);
  const media = [];
  for (const [index, file] of request.media.entries()) {
    const alt = file.kind === 'video' ? '' : (alts[index] ?? '');
    media.push({ file, alt, ...(await uploadMedia(config, site, file, alt)) });
  }
  const featuredIndex = typeof settings.featuredMediaIndex === 'number' ? settings.featuredMediaIndex : undefined;
  const featured = featuredIndex === undefined ? undefined : media[featuredIndex];
  const answer = await call<WpPost>(config, site, {
    method: 'POST',
    url: endpoint(site.base, 'posts'),
    json: {
      title,
      slug: slugFor(title, request.idempotencyKey),
      content: postHtml(text, media),
      status: typeof settings.status === 'string' ? settings.status : 'publish',
      categories: await termIds(config, site, 'categories', strings(settings.categories)),
      tags: await termIds(config, site, 'tags', strings(settings.tags)),
      ...(featured ? { featured_media: featured.id } : {}),
    },
  });
  return { externalId: String(answer.body.id), url: answer.body.link, related: media.map((item) => `media:${item.id}`) };
}

/** Deletes the post for good (not to the trash), and the media uploaded with it. */
export async function deleteWpPost(config: ProviderConfig, site: WpSite, published: PublishResult): Promise<void> {
  await call(config, site, { method: 'DELETE', url: endpoint(site.base, `posts/${published.externalId}`, { force: 'true' }) });
  for (const ref of published.related ?? []) {
    if (ref.startsWith('media:')) await call(config, site, { method: 'DELETE', url: endpoint(site.base, `media/${ref.slice(6)}`, { force: 'true' }) });
  }
}

/** WordPress keeps term names with HTML entities (`&amp;`): the name as people wrote it. */
function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|#039|apos);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower] ?? entity;
  });
}

type WpTerm = { id: number; name: string; count?: number };
type WpRecentPost = { id: number; title?: { raw?: string; rendered?: string }; status: string; link: string; modified_gmt?: string | null };

/**
 * What the site holds for the connected user: its categories and tags (the most used first, up
 * to 100 each) and its ten latest posts, published or draft, as the editor has them (context=edit).
 */
export async function readWpOverview(config: ProviderConfig, site: WpSite): Promise<Omit<WordpressOverview, 'accountId'>> {
  const terms = (taxonomy: 'categories' | 'tags') =>
    call<WpTerm[]>(config, site, { method: 'GET', url: endpoint(site.base, taxonomy, { per_page: 100, orderby: 'count', order: 'desc', _fields: 'id,name,count' }) });
  const recent = call<WpRecentPost[]>(config, site, {
    method: 'GET',
    url: endpoint(site.base, 'posts', { per_page: 10, status: 'publish,draft', context: 'edit', orderby: 'modified', order: 'desc', _fields: 'id,title,status,link,modified_gmt' }),
  }).catch(async (error: unknown) => {
    // Signed out (a revoked password), WordPress refuses the draft status as a bad parameter: its own account check says why.
    if (error instanceof InvalidContentError) await call(config, site, { method: 'GET', url: endpoint(site.base, 'users/me', { _fields: 'id' }) });
    throw error;
  });
  const [categories, tags, posts] = await Promise.all([terms('categories'), terms('tags'), recent]);
  const toTerm = (term: WpTerm) => ({ id: term.id, name: decodeEntities(term.name), count: term.count ?? 0 });
  return {
    categories: categories.body.map(toTerm),
    tags: tags.body.map(toTerm),
    posts: posts.body.map((post) => ({
      id: post.id,
      title: post.title?.raw ?? decodeEntities(post.title?.rendered ?? ''),
      status: post.status,
      link: post.link,
      modifiedAt: post.modified_gmt ? new Date(`${post.modified_gmt}Z`).toISOString() : null,
    })),
  };
}
