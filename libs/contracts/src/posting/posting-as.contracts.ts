import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { IdParams, Id } from '../schema';
import { ROLES } from '../workspace-roles';

/**
 * Who a post to an account goes out as, and what the network lets that account choose, read
 * from the network when the composer opens (TikTok's creator_info: its content sharing
 * guidelines want the latest nickname, privacy levels and interaction settings on the post page).
 */
export const PostingAs = Type.Object({
  accountId: Id,
  /** The name the network shows for the account now (TikTok's creator nickname). */
  nickname: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  /** The privacy levels this account may post with, in the network's order. */
  privacyLevels: Type.Array(Type.String()),
  /** Interactions the account has switched off in the network's own app: they cannot be allowed on a post. */
  commentDisabled: Type.Boolean(),
  duetDisabled: Type.Boolean(),
  stitchDisabled: Type.Boolean(),
  /** The longest video this account may post, in seconds. */
  maxVideoSeconds: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});
export type PostingAs = Static<typeof PostingAs>;

export const getPostingAs = defineEndpoint({
  method: 'GET',
  path: '/api/accounts/:id/posting-as',
  summary: 'Who a post to this account goes out as and what the network lets it choose, read from the network now (TikTok)',
  tags: ['accounts'],
  auth: 'user',
  roles: ROLES.writers,
  permission: 'Composer',
  params: IdParams,
  response: PostingAs,
});
