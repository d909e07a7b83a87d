import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Strict } from '../schema';

/**
 * The card of a linked page (Open Graph title, description and image), as Bluesky's external
 * embed carries it and the composer previews it.
 */
export const LinkCard = Type.Object({
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  imageUrl: Type.Optional(Type.String()),
});
export type LinkCard = Static<typeof LinkCard>;

export const LinkCardQuery = Strict({ url: Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' }) });
export type LinkCardQuery = Static<typeof LinkCardQuery>;

export const getLinkCard = defineEndpoint({
  method: 'GET',
  path: '/api/posts/link-card',
  summary: "The card of a linked page (read through the outbound guard); null when the page has none or cannot be read",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  query: LinkCardQuery,
  response: Type.Union([LinkCard, Type.Null()]),
});

const LINK = /\bhttps?:\/\/[^\s<>"'“”‘’]+/i;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** The first http(s) link in a post's text, without the punctuation after it: the link whose card a post shows. */
export function firstLink(text: string): string | null {
  const match = LINK.exec(text);
  if (!match) return null;
  try {
    return new URL(match[0].replace(TRAILING, '')).href;
  } catch {
    return null;
  }
}
