import { boolean, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { TicketCategory, TicketPriority, TicketStatus } from '@cadence/contracts';
import { supportSchema } from '../../db/schema';

/** A workspace's support tickets. */
export const tickets = supportSchema.table(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id').notNull(),
    openerId: integer('opener_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<TicketStatus>().notNull(),
    category: text('category').$type<TicketCategory>().notNull(),
    priority: text('priority').$type<TicketPriority>().notNull(),
    /** The priority's place in TICKET_PRIORITIES, so lists sort by urgency. */
    priorityRank: integer('priority_rank').notNull(),
    assigneeId: integer('assignee_id'),
    /** Since when the client waits for staff (set by a client's message, cleared by staff's answer). */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    /** A nonprofit request approved by staff: when, and by whom. */
    nonprofitApprovedAt: timestamp('nonprofit_approved_at', { withTimezone: true }),
    nonprofitApprovedBy: integer('nonprofit_approved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_workspace_idx').on(t.workspaceId, t.id), index('tickets_status_idx').on(t.status, t.id), index('tickets_assignee_idx').on(t.assigneeId)],
);

/** The conversation of a ticket: replies from both sides and staff's internal notes. */
export const ticketMessages = supportSchema.table(
  'ticket_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);
