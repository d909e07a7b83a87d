import { StringEnum } from '../schema';

/** SPEC §9: the account types a workspace can connect. */
export const ACCOUNT_TYPES = [
  'tiktok',
  'facebook',
  'facebook_page',
  'instagram',
  'twitter',
  'youtube',
  'linkedin',
  'linkedin-page',
  'bluesky',
  'wordpress',
  'wordpress-org',
  'pinterest',
  'threads',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const AccountTypeSchema = StringEnum(ACCOUNT_TYPES);

/** How a connection is made: the network's OAuth 2 screen, or credentials the user types in. */
export type ConnectionMethod = 'oauth2' | 'app-password';

/** SPEC §4: a post's status. */
export const POST_STATUSES = ['draft', 'scheduled', 'posted', 'failed', 'processing', 'approved', 'not_approved'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const PostStatusSchema = StringEnum(POST_STATUSES);

/** The outcome of one post on one account; each target publishes, retries and fails on its own. */
export const TARGET_STATUSES = ['pending', 'waiting', 'publishing', 'posted', 'failed', 'cancelled'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];
export const TargetStatusSchema = StringEnum(TARGET_STATUSES);

/** A connection's health as the connections screen shows it. */
export const CONNECTION_HEALTH = ['valid', 'expiring', 'broken'] as const;
export type ConnectionHealth = (typeof CONNECTION_HEALTH)[number];
