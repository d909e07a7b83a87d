import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { paginate, type Executor, type PageResult } from '@cadence/db';
import type { LiveEventListQuery, LiveHistoryQuery } from '@cadence/contracts';
import { recordings } from '../recordings/recordings.tables';
import { destinations, events } from './events.tables';

export type EventRow = typeof events.$inferSelect;
export type DestinationRow = typeof destinations.$inferSelect;
export type RecordingRow = typeof recordings.$inferSelect;
export type NewDestination = typeof destinations.$inferInsert;

export async function insertEvent(db: Executor, values: typeof events.$inferInsert): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findEvent(db: Executor, workspaceId: number, id: number, lock = false): Promise<EventRow | undefined> {
  const query = db.select().from(events).where(and(eq(events.workspaceId, workspaceId), eq(events.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findEventById(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function updateEvent(db: Executor, workspaceId: number, id: number, values: Partial<typeof events.$inferInsert>): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(events.workspaceId, workspaceId), eq(events.id, id)))
    .returning();
  return row;
}

export async function deleteEvent(db: Executor, workspaceId: number, id: number): Promise<EventRow | undefined> {
  const [row] = await db.delete(events).where(and(eq(events.workspaceId, workspaceId), eq(events.id, id))).returning();
  return row;
}

export function listEvents(db: Executor, workspaceId: number, query: LiveEventListQuery): Promise<PageResult<EventRow>> {
  return paginate(db, query, {
    table: events,
    where: and(eq(events.workspaceId, workspaceId), query.status ? eq(events.status, query.status) : undefined),
    orderColumns: { id: events.id, title: events.title, scheduled_start: events.scheduledStart, started_at: events.startedAt, created_at: events.createdAt },
    searchColumns: [events.title, events.description],
  });
}

export function listHistory(db: Executor, workspaceId: number, query: LiveHistoryQuery): Promise<PageResult<EventRow>> {
  return paginate(db, query, {
    table: events,
    where: and(eq(events.workspaceId, workspaceId), eq(events.status, 'ended'), isNotNull(events.startedAt)),
    orderColumns: { id: events.id, started_at: events.startedAt, ended_at: events.endedAt, title: events.title },
    searchColumns: [events.title],
  });
}

export async function countLive(db: Executor, workspaceId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events).where(and(eq(events.workspaceId, workspaceId), eq(events.status, 'live')));
  return row?.n ?? 0;
}

export async function liveEventsOf(db: Executor, workspaceId: number): Promise<EventRow[]> {
  return db.select().from(events).where(and(eq(events.workspaceId, workspaceId), eq(events.status, 'live')));
}

export async function allLiveEvents(db: Executor): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.status, 'live'));
}

export async function destinationsOf(db: Executor, eventIds: readonly number[]): Promise<DestinationRow[]> {
  if (eventIds.length === 0) return [];
  return db.select().from(destinations).where(inArray(destinations.eventId, [...eventIds])).orderBy(asc(destinations.id));
}

export async function findDestination(db: Executor, eventId: number, id: number): Promise<DestinationRow | undefined> {
  const [row] = await db.select().from(destinations).where(and(eq(destinations.eventId, eventId), eq(destinations.id, id)));
  return row;
}

export async function insertDestinations(db: Executor, values: NewDestination[]): Promise<DestinationRow[]> {
  if (values.length === 0) return [];
  return db.insert(destinations).values(values).returning();
}

export async function updateDestination(db: Executor, eventId: number, id: number, values: Partial<NewDestination>): Promise<DestinationRow | undefined> {
  const [row] = await db
    .update(destinations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(destinations.eventId, eventId), eq(destinations.id, id)))
    .returning();
  return row;
}

export async function updateDestinationsOf(db: Executor, eventId: number, values: Partial<NewDestination>): Promise<void> {
  await db
    .update(destinations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(destinations.eventId, eventId));
}

export async function deleteDestination(db: Executor, eventId: number, id: number): Promise<DestinationRow | undefined> {
  const [row] = await db.delete(destinations).where(and(eq(destinations.eventId, eventId), eq(destinations.id, id))).returning();
  return row;
}

export async function countDestinations(db: Executor, eventId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(destinations).where(eq(destinations.eventId, eventId));
  return row?.n ?? 0;
}

export async function recordingsOf(db: Executor, eventIds: readonly number[]): Promise<RecordingRow[]> {
  if (eventIds.length === 0) return [];
  return db.select().from(recordings).where(inArray(recordings.eventId, [...eventIds]));
}

export async function updateRecording(db: Executor, workspaceId: number, id: number, values: Partial<typeof recordings.$inferInsert>): Promise<RecordingRow | undefined> {
  const [row] = await db
    .update(recordings)
    .set(values)
    .where(and(eq(recordings.workspaceId, workspaceId), eq(recordings.id, id)))
    .returning();
  return row;
}

export async function findRecording(db: Executor, workspaceId: number, id: number): Promise<RecordingRow | undefined> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.workspaceId, workspaceId), eq(recordings.id, id)));
  return row;
}

export async function insertRecording(db: Executor, values: typeof recordings.$inferInsert): Promise<RecordingRow> {
  const [row] = await db.insert(recordings).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
