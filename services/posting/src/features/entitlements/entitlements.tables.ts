import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Entitlements } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/** Posting's copy of each workspace's entitlements, from billing.entitlements.changed. */
export const workspaceEntitlements = postingSchema.table('workspace_entitlements', {
  workspaceId: integer('workspace_id').primaryKey(),
  entitlements: jsonb('entitlements').$type<Entitlements>().notNull(),
  revision: integer('revision').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
