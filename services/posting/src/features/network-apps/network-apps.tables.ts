import { index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { postingSchema } from '../../db/schema';

/** Each network app's credentials entered by staff; the secret sealed by the SecretBox, never kept in clear. */
export const networkApps = postingSchema.table('network_apps', {
  /** x | meta | linkedin | tiktok | google | pinterest | threads | wordpress_com */
  app: text('app').primaryKey(),
  clientId: text('client_id').notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  secretLast4: text('secret_last4').notNull(),
  updatedBy: integer('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a setting kept by this service: who, when, which fields (names only, never values). */
export const settingsAudit = postingSchema.table(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    key: text('key').notNull(),
    /** saved | removed */
    action: text('action').notNull(),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
    actorId: integer('actor_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_audit_area_idx').on(t.area, t.id)],
);
