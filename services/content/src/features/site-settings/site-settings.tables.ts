import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contentSchema } from '../../db/schema';

/** The public site's one row of settings: its name, contact e-mail and social links. */
export const siteSettings = contentSchema.table(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteName: text('site_name').notNull(),
    contactEmail: text('contact_email'),
    /** Network key → https link; a network without a link is left out. */
    social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);

/** Every change of a setting kept by content: who, when, which fields (names only, never values). */
export const settingsAudit = contentSchema.table(
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
