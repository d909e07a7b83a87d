import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { TICKET_LABEL_STATUSES, TICKET_PRIORITIES, type TicketCategory, type TicketListQuery, type TicketPriority, type TicketStatus } from '@cadence/contracts';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import { ticketMessages, tickets } from './tickets.tables';

export type TicketRow = typeof tickets.$inferSelect;
export type MessageRow = typeof ticketMessages.$inferSelect;

export const rankOf = (priority: TicketPriority): number => TICKET_PRIORITIES.indexOf(priority);

/** A ticket by id, within a workspace (a client) or any (staff: `workspaceId` null). */
export async function find(db: Executor, workspaceId: number | null, id: number, lock = false): Promise<TicketRow | undefined> {
  const where = workspaceId === null ? eq(tickets.id, id) : and(eq(tickets.id, id), eq(tickets.workspaceId, workspaceId));
  const query = db.select().from(tickets).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function list(db: Executor, workspaceId: number | null, query: TicketListQuery): Promise<PageResult<TicketRow>> {
  const conditions: (SQL | undefined)[] = [
    workspaceId === null ? undefined : eq(tickets.workspaceId, workspaceId),
    query.label ? inArray(tickets.status, [...TICKET_LABEL_STATUSES[query.label]]) : undefined,
    query.status ? eq(tickets.status, query.status) : undefined,
    query.category ? eq(tickets.category, query.category) : undefined,
    query.priority ? eq(tickets.priority, query.priority) : undefined,
    query.assignee_id === undefined ? undefined : query.assignee_id === 0 ? isNull(tickets.assigneeId) : eq(tickets.assigneeId, query.assignee_id),
  ];
  return paginate(db, query, {
    table: tickets,
    where: and(...conditions.filter((c): c is SQL => c !== undefined)),
    orderColumns: {
      id: tickets.id,
      created_at: tickets.createdAt,
      updated_at: tickets.updatedAt,
      title: tickets.title,
      priority: tickets.priorityRank,
      status: tickets.status,
    },
    searchColumns: [tickets.title, tickets.description],
  });
}

export async function insert(
  db: Executor,
  values: { workspaceId: number; openerId: number; title: string; description: string; status: TicketStatus; category: TicketCategory; priority: TicketPriority; awaitingSince: Date | null },
): Promise<TicketRow> {
  const [row] = await db
    .insert(tickets)
    .values({ ...values, priorityRank: rankOf(values.priority) })
    .returning();
  return row!;
}

export async function update(
  db: Executor,
  id: number,
  values: Partial<{ status: TicketStatus; category: TicketCategory; priority: TicketPriority; assigneeId: number | null; awaitingSince: Date | null; nonprofitApprovedAt: Date; nonprofitApprovedBy: number }>,
): Promise<TicketRow> {
  const [row] = await db
    .update(tickets)
    .set({ ...values, ...(values.priority ? { priorityRank: rankOf(values.priority) } : {}), updatedAt: sql`now()` })
    .where(eq(tickets.id, id))
    .returning();
  return row!;
}

export async function insertMessage(db: Executor, values: { ticketId: number; authorId: number; fromStaff: boolean; internal: boolean; body: string }): Promise<MessageRow> {
  const [row] = await db.insert(ticketMessages).values(values).returning();
  return row!;
}

/** The conversation in order; internal notes only when `withInternal`. */
export function messagesOf(db: Executor, ticketId: number, withInternal: boolean): Promise<MessageRow[]> {
  const where = withInternal ? eq(ticketMessages.ticketId, ticketId) : and(eq(ticketMessages.ticketId, ticketId), eq(ticketMessages.internal, false));
  return db.select().from(ticketMessages).where(where).orderBy(ticketMessages.id);
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(ticketMessages).where(eq(ticketMessages.id, id)).limit(1);
  return row;
}
