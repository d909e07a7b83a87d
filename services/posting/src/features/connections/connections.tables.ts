import { sql } from 'drizzle-orm';
import { index, integer, jsonb, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountStatus, AccountType } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/**
 * A social account connected in a workspace. Tokens are stored encrypted (SecretBox, the
 * column name bound as associated data); a disconnected account keeps its row, without
 * tokens, so the posts that went out on it still name it.
 */
export const socialAccounts = postingSchema.table(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    type: text('type').$type<AccountType>().notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    username: text('username'),
    avatarUrl: text('avatar_url'),
    accessTokenEncrypted: text('access_token_encrypted'),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    /** Scopes and the adapter's extras (PDS URL, DID, site URL), encrypted as one JSON text. */
    tokenExtraEncrypted: text('token_extra_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    tokensRefreshedAt: timestamp('tokens_refreshed_at', { withTimezone: true }),
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    /** The network's own message when the connection broke. */
    lastError: text('last_error'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    connectedBy: integer('connected_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_workspace_profile_unique').on(t.workspaceId, t.type, t.externalId),
    index('social_accounts_workspace_status_idx').on(t.workspaceId, t.status),
    index('social_accounts_refresh_due_idx')
      .on(t.tokenExpiresAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** An OAuth 2 connection in progress: single use, short-lived, the PKCE verifier encrypted. */
export const oauthStates = postingSchema.table(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    workspaceId: integer('workspace_id').notNull(),
    userId: integer('user_id').notNull(),
    type: text('type').$type<AccountType>().notNull(),
    /** The account being reconnected, else null. */
    accountId: integer('account_id'),
    codeVerifierEncrypted: text('code_verifier_encrypted'),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * A grant that reaches several profiles (Facebook pages, LinkedIn organisations, YouTube
 * channels) waiting for the user to choose which to connect; the profiles and their tokens
 * are encrypted as one JSON text.
 */
export const profileSelections = postingSchema.table(
  'profile_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: integer('workspace_id').notNull(),
    userId: integer('user_id').notNull(),
    type: text('type').$type<AccountType>().notNull(),
    accountId: integer('account_id'),
    payloadEncrypted: text('payload_encrypted').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_selections_expires_idx').on(t.expiresAt)],
);
