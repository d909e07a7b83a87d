import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { THRESHOLD_METRICS, THRESHOLD_STATES } from '@cadence/contracts';

const schema = pgSchema('notifications');

/**
 * Limits staff set on the platform's monitoring figures, one per metric and service, with the
 * state of the last check kept here (not in memory), so a restarted or second process neither
 * alerts again on a crossing already told nor misses a recovery.
 */
export const monitoringThresholds = schema.table(
  'monitoring_thresholds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    metric: text('metric', { enum: THRESHOLD_METRICS }).notNull(),
    service: text('service').notNull(),
    limit: doublePrecision('limit').notNull(),
    state: text('state', { enum: THRESHOLD_STATES }).notNull().default('unknown'),
    value: doublePrecision('value'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    crossedAt: timestamp('crossed_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('monitoring_thresholds_metric_service_idx').on(t.metric, t.service), check('monitoring_thresholds_limit_check', sql`${t.limit} >= 0`)],
);

/**
 * Staff holding MonitoringServices: the people threshold alerts go to. Kept from auth.user.updated
 * (which carries each user's roles and permissions, also when a role's grants change) and from
 * requests to this service's routes; told otherwise, a person is removed.
 */
export const monitoringWatchers = schema.table('monitoring_watchers', {
  userId: integer('user_id').primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
