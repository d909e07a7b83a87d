import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { LANGUAGES } from '../meta.contracts';
import { Email, Id, IsoDate, Strict, StringEnum } from '../schema';
import { AccountTypeSchema } from './account-types';

/**
 * Review links: an approver sends a post (or a set of posts) waiting for approval to an outside
 * reviewer who has no account. The mail carries `/review/<token>`: a random token kept only as
 * its SHA-256, valid until it expires; each post is decided once through it (approve, or request
 * changes with a comment), through the same approval service as an in-app decision, recorded
 * with the reviewer's address. A link whose posts are all decided is used.
 */
export const REVIEW_LINK_MAX_POSTS = 50;
export const REVIEW_LINK_DEFAULT_DAYS = 7;
export const REVIEW_LINK_MAX_DAYS = 30;

export const REVIEW_LINK_ERROR_CODES = {
  /** 404: no link with this token (or never one). */
  NOT_FOUND: 'POSTING_REVIEW_LINK_NOT_FOUND',
  /** 410: the link expired. */
  EXPIRED: 'POSTING_REVIEW_LINK_EXPIRED',
  /** 410: every post of the link was decided already. */
  USED: 'POSTING_REVIEW_LINK_USED',
  /** 409: this post was decided already (through the link or in the app). */
  DECIDED: 'POSTING_REVIEW_LINK_DECIDED',
} as const;

export const CreateReviewLinkBody = Strict({
  email: Email,
  postIds: Type.Array(Id, { minItems: 1, maxItems: REVIEW_LINK_MAX_POSTS, uniqueItems: true }),
  /** A note for the reviewer, in the mail and on the page. */
  message: Type.Optional(Type.String({ maxLength: 1000 })),
  expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: REVIEW_LINK_MAX_DAYS })),
  /** The mail's language; English unless given. */
  language: Type.Optional(StringEnum(LANGUAGES)),
});
export type CreateReviewLinkBody = Static<typeof CreateReviewLinkBody>;

export const ReviewLinkSent = Type.Object({
  id: Id,
  email: Type.String(),
  postIds: Type.Array(Id),
  expiresAt: IsoDate,
  createdAt: IsoDate,
});
export type ReviewLinkSent = Static<typeof ReviewLinkSent>;

export const REVIEW_DECISIONS = ['approve', 'request_changes'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The post as it will look on one account. */
export const ReviewTarget = Type.Object({
  accountName: Type.String(),
  network: AccountTypeSchema,
  text: Type.String(),
  firstComment: Type.Union([Type.String(), Type.Null()]),
  mediaCount: Type.Integer({ minimum: 0 }),
});

export const ReviewPost = Type.Object({
  id: Id,
  text: Type.String(),
  scheduledAt: Type.Union([IsoDate, Type.Null()]),
  timeZone: Type.String(),
  targets: Type.Array(ReviewTarget),
  /** pending: waits for this reviewer; otherwise what was decided (here or in the app). */
  state: StringEnum(['pending', 'approved', 'changes_requested', 'closed']),
  comment: Type.Union([Type.String(), Type.Null()]),
});
export type ReviewPost = Static<typeof ReviewPost>;

export const ReviewLinkView = Type.Object({
  email: Type.String(),
  /** Who sent the link (their name in Cadence). */
  senderName: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  expiresAt: IsoDate,
  posts: Type.Array(ReviewPost),
});
export type ReviewLinkView = Static<typeof ReviewLinkView>;

export const ReviewTokenParams = Strict({ token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });

export const ReviewDecisionBody = Strict({
  postId: Id,
  decision: StringEnum(REVIEW_DECISIONS),
  /** Required when requesting changes. */
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type ReviewDecisionBody = Static<typeof ReviewDecisionBody>;

const tags = ['approvals'];

export const createReviewLink = defineEndpoint({
  method: 'POST',
  path: '/api/posts/review-links',
  summary: 'Send posts waiting for approval to an outside reviewer by e-mail (owner, admin or editor): a link valid for expiresInDays',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission: 'Posts',
  status: 201,
  body: CreateReviewLinkBody,
  response: ReviewLinkSent,
});

export const getReviewLink = defineEndpoint({
  method: 'GET',
  path: '/api/posts/review-links/:token',
  summary: 'A review link: its posts as they will look per network (public; 410 once expired or used)',
  tags,
  auth: 'public',
  params: ReviewTokenParams,
  response: ReviewLinkView,
});

export const decideReviewLink = defineEndpoint({
  method: 'POST',
  path: '/api/posts/review-links/:token/decisions',
  summary: "Approve a post of a review link, or request changes with a comment (public; recorded with the reviewer's address)",
  tags,
  auth: 'public',
  params: ReviewTokenParams,
  body: ReviewDecisionBody,
  response: ReviewLinkView,
});
