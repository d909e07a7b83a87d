import { Parser } from 'htmlparser2';
import type { LinkCard } from '@cadence/contracts';

/** Most of a page read for its card: the head, where the tags are, comes first. */
const MAX_PAGE_BYTES = 512 * 1024;
/** Bluesky takes a thumbnail blob of up to 1 MB. */
export const MAX_THUMB_BYTES = 1_000_000;
/** The readable text of a page kept for a prompt. */
const MAX_READABLE_CHARS = 12_000;
/** Elements whose text is not the page's content. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'header', 'footer', 'aside', 'form', 'button', 'select', 'iframe', 'head']);
/** Elements that end a block of text. */
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'main', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'br', 'tr', 'td', 'th', 'figcaption']);

/** The body up to `max` bytes: cut there (`cut`), or refused (null) when it is longer. */
async function readAtMost(response: Response, max: number, cut: boolean): Promise<Uint8Array | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      if (!cut) return null;
      parts.push(value.subarray(0, value.byteLength - (size - max)));
      break;
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
}

/** The card tags of an HTML page: Open Graph, then Twitter's, then the plain title and description. */
export function cardFromHtml(html: string, pageUrl: string): LinkCard | null {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name !== 'meta') return;
        const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
        const content = attributes.content?.trim();
        if (key && content && !meta.has(key)) meta.set(key, content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const pick = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined) ?? '';
  const cardTitle = pick('og:title', 'twitter:title') || title.trim();
  if (!cardTitle) return null;
  const image = pick('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src');
  let imageUrl: string | undefined;
  try {
    const resolved = image ? new URL(image, pageUrl) : undefined;
    if (resolved && (resolved.protocol === 'https:' || resolved.protocol === 'http:')) imageUrl = resolved.href;
  } catch {
    imageUrl = undefined;
  }
  return {
    url: pageUrl,
    title: cardTitle.slice(0, 300),
    description: pick('og:description', 'twitter:description', 'description').slice(0, 1000),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

/** The readable text of an HTML page: its blocks of text, without scripts, styles, navigation, headers, footers and forms. */
export function readableText(html: string): string {
  const blocks: string[] = [];
  let current = '';
  let skipping = 0;
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) blocks.push(text);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        else if (BLOCKS.has(name)) flush();
      },
      ontext(text) {
        if (skipping === 0) current += text;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks.join('\n').slice(0, MAX_READABLE_CHARS);
}

/** What a page says: its card and its readable text. */
export interface PageReading {
  card: LinkCard | null;
  text: string;
}

/**
 * The page at `url` read through `fetch` (the outbound guard): its card and readable text;
 * null when it cannot be read or is not HTML.
 */
export async function readPage(fetch: typeof globalThis.fetch, url: string): Promise<PageReading | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('html')) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await readAtMost(response, MAX_PAGE_BYTES, true);
    if (!bytes) return null;
    const html = new TextDecoder().decode(bytes);
    return { card: cardFromHtml(html, url), text: readableText(html) };
  } catch {
    return null;
  }
}

/**
 * The card of the page at `url` (title, description, image), read through `fetch` (the outbound
 * guard): null when the page cannot be read, is not HTML or has no title. A card is a nicety; a
 * page that cannot be read never holds a post back.
 */
export async function readLinkCard(fetch: typeof globalThis.fetch, url: string): Promise<LinkCard | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('html')) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await readAtMost(response, MAX_PAGE_BYTES, true);
    return bytes ? cardFromHtml(new TextDecoder().decode(bytes), url) : null;
  } catch {
    return null;
  }
}

/** The card's image, when it is an image of at most `max` bytes; null otherwise. */
export async function readCardImage(fetch: typeof globalThis.fetch, url: string, max = MAX_THUMB_BYTES): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'image/*' } });
    const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!response.ok || !mimeType.startsWith('image/')) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await readAtMost(response, max, false);
    return bytes ? { bytes, mimeType } : null;
  } catch {
    return null;
  }
}
