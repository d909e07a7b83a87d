import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CreatorRate } from '@cadence/contracts';
import { CREATOR_STATUSES } from '@cadence/contracts';
import { supportSchema } from '../../db/schema';

/** A user's application to be hired as a content creator (one per user); once approved, their public profile. */
export const creators = supportSchema.table(
  'creators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull(),
    networks: text('networks').array().notNull(),
    portfolio: text('portfolio').array().notNull(),
    rates: jsonb('rates').$type<CreatorRate[]>().notNull(),
    languages: text('languages').array().notNull(),
    status: text('status', { enum: CREATOR_STATUSES }).notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creators_user_unique').on(t.userId),
    index('creators_status_idx').on(t.status),
    index('creators_networks_idx').using('gin', t.networks),
    index('creators_languages_idx').using('gin', t.languages),
    index('creators_name_idx').on(sql`lower(${t.displayName})`),
  ],
);
