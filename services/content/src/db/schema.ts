import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONTENT_LOCALES, EMAIL_STATUSES, PAGE_STATUSES, SUBSCRIBER_STATUSES, type PageComponents } from '@cadence/contracts';
import { eventTables } from '@cadence/events';

export const contentSchema = pgSchema('content');

export const localeEnum = contentSchema.enum('locale', CONTENT_LOCALES);
export const pageStatusEnum = contentSchema.enum('page_status', PAGE_STATUSES);
export const subscriberStatusEnum = contentSchema.enum('subscriber_status', SUBSCRIBER_STATUSES);
export const emailStatusEnum = contentSchema.enum('email_status', EMAIL_STATUSES);

/** One row per page and language: the same slug in four languages is four rows. */
export const pages = contentSchema.table(
  'pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    status: pageStatusEnum('status').notNull().default('disable'),
    /** The ordered sections, validated against the contract's PageComponents before every write. */
    components: jsonb('components').$type<PageComponents>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_slug_locale_unique').on(t.slug, t.locale), index('pages_created_at_idx').on(t.createdAt)],
);

export const faqEntries = contentSchema.table(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locale: localeEnum('locale').notNull(),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_locale_position_idx').on(t.locale, t.position)],
);

export const testimonials = contentSchema.table(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    locale: localeEnum('locale').notNull(),
    author: text('author').notNull(),
    role: text('role'),
    text: text('text'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_locale_position_idx').on(t.locale, t.position)],
);

export const subscribers = contentSchema.table(
  'subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased: one row per address whatever its spelling. */
    email: text('email').notNull(),
    status: subscriberStatusEnum('status').notNull().default('subscribed'),
    emailStatus: emailStatusEnum('email_status').notNull().default('unverified'),
    locale: localeEnum('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscribers_email_unique').on(t.email), index('subscribers_created_at_idx').on(t.createdAt)],
);

/**
 * Seed items applied, by key ("page:home:en"): an item is written once, so a page an editor
 * changed or deleted stays that way across restarts.
 */
export const seedLog = contentSchema.table('seed_log', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const contentEvents = eventTables('content');
export const { outbox, processedEvents, deadLetters } = contentEvents;
