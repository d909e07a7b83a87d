import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IdParams, IsoDate } from '../schema';

/** A category or tag of a WordPress site: its name is what a post names it by. */
export const WordpressTerm = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  /** Published posts filed under it. */
  count: Type.Integer({ minimum: 0 }),
});
export type WordpressTerm = Static<typeof WordpressTerm>;

/** One of a site's recent posts, as the site itself has it (published or draft). */
export const WordpressSitePost = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  status: Type.String(),
  link: Type.String(),
  modifiedAt: Type.Union([IsoDate, Type.Null()]),
});
export type WordpressSitePost = Static<typeof WordpressSitePost>;

/** What a connected WordPress site holds, read from the site now. */
export const WordpressOverview = Type.Object({
  accountId: Id,
  categories: Type.Array(WordpressTerm),
  tags: Type.Array(WordpressTerm),
  /** The ten latest posts, published or draft, newest first. */
  posts: Type.Array(WordpressSitePost),
});
export type WordpressOverview = Static<typeof WordpressOverview>;

export const getWordpressOverview = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/:id/wordpress/overview',
  summary: "A connected WordPress site's categories, tags and latest posts (published and draft), read from the site",
  tags: ['accounts'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'Wordpress',
  params: IdParams,
  response: WordpressOverview,
});
