import { index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { mailTables } from '@cadence/mailer';
import type { ReviewDecision } from '@cadence/contracts';
import { postingSchema } from '../../db/schema';

/** Posting's mail (review links), written in the transaction that causes it, sent by libs/mailer. */
export const postingMail = mailTables('posting');
export const { mails } = postingMail;

/** A link sent to an outside reviewer: only the SHA-256 of its token is kept. */
export const reviewLinks = postingSchema.table(
  'review_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    /** The approver who sent it: decisions made through it go through the approval service as theirs, with the reviewer's address. */
    createdBy: integer('created_by').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    postIds: integer('post_ids').array().notNull(),
    message: text('message'),
    language: text('language').notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once every post of the link is decided. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_links_workspace_idx').on(t.workspaceId)],
);

/** One decision per post of a link. */
export const reviewLinkDecisions = postingSchema.table(
  'review_link_decisions',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => reviewLinks.id, { onDelete: 'cascade' }),
    postId: integer('post_id').notNull(),
    decision: text('decision').$type<ReviewDecision>().notNull(),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.postId] })],
);
