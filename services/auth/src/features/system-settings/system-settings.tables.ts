import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { authSchema } from '../../db/schema';

/**
 * The platform's one row of system and dashboard settings. The SMTP password is sealed by the
 * SecretBox, never kept in clear; every process reads the mail server from here (the kit's
 * stored-SMTP reader), so its columns are read by name outside this service.
 */
export const systemSettings = authSchema.table(
  'system_settings',
  {
    id: integer('id').primaryKey().default(1),
    platformName: text('platform_name').notNull(),
    defaultLanguage: text('default_language', { enum: ['en', 'fr', 'ro', 'zh'] }).notNull().default('en'),
    /** File name under DATA_DIR/branding. */
    logoFile: text('logo_file'),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    smtpSecure: boolean('smtp_secure').notNull().default(false),
    smtpUser: text('smtp_user'),
    smtpPasswordEncrypted: text('smtp_password_encrypted'),
    mailFrom: text('mail_from'),
    landingPage: text('landing_page').notNull().default('/dashboard'),
    /** 0 Sunday, 1 Monday, 6 Saturday. */
    weekStartsOn: integer('week_starts_on').notNull().default(1),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('system_settings_one_row', sql`${t.id} = 1`)],
);

/** Every change of a setting kept by auth: who, when, which fields (names only, never values). */
export const settingsAudit = authSchema.table(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    /** system | dashboard */
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
