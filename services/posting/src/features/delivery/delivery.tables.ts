import { bigserial, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { postingSchema } from '../../db/schema';

/**
 * Every call to a network, recorded before it is made and completed with its outcome: the
 * history of a target, and the count the adapters' publish limits are checked against.
 */
export const publishAttempts = postingSchema.table(
  'publish_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    targetId: integer('target_id').notNull(),
    accountId: integer('account_id').notNull(),
    platform: text('platform').notNull(),
    worker: text('worker').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** posted, found (an earlier attempt had reached the network), failed, retry, waiting, unknown. */
    outcome: text('outcome'),
    detail: jsonb('detail').$type<unknown>(),
  },
  (t) => [
    index('publish_attempts_target_idx').on(t.targetId),
    index('publish_attempts_account_idx').on(t.accountId, t.startedAt),
    index('publish_attempts_platform_idx').on(t.platform, t.startedAt),
  ],
);
