import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { authSchema, users } from '../../db/schema';

/**
 * Browser extension sign-ins waiting for (or given) a person's approval. The code is what the
 * person sees; only the SHA-256 of the device secret the extension polls with is kept.
 */
export const extensionCodes = authSchema.table(
  'extension_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    deviceSecretHash: text('device_secret_hash').notNull().unique(),
    deviceName: text('device_name').notNull(),
    /** pending → approved → used, or pending → denied. */
    status: text('status').notNull().default('pending'),
    /** Who approved (or denied) it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The signed-in person who opened the code first (its approval page): they alone may approve
     * or deny it; to anyone else the code is not found.
     */
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('extension_codes_expires_idx').on(t.expiresAt)],
);
