import { bigint, boolean, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { authSchema, users, workspaces } from '../../db/schema';

/**
 * A workspace's API keys. Only the SHA-256 of the whole key is kept, found by its lookup id;
 * the service kit reads this table (by lookup id) in every process to authenticate a key.
 */
export const apiKeys = authSchema.table(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lookupId: text('lookup_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Null: every account of the workspace. */
    accountIds: integer('account_ids').array(),
    /** The owner let what this key schedules go out without a person's approval. */
    directScheduling: boolean('direct_scheduling').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_workspace_idx').on(t.workspaceId)],
);

/** Every request made with a key (written by the service kit after the answer). */
export const apiKeyUses = authSchema.table(
  'api_key_uses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    address: text('address'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_key_uses_key_at_idx').on(t.keyId, t.at)],
);
