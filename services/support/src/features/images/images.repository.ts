import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import { supportImages } from './images.tables';

const listed = {
  id: supportImages.id,
  ticketId: supportImages.ticketId,
  messageId: supportImages.messageId,
  name: supportImages.name,
  mimeType: supportImages.mimeType,
  size: supportImages.size,
};

export type ImageRow = { id: number; ticketId: number | null; messageId: number | null; name: string; mimeType: string; size: number };

export async function insert(db: Executor, values: { uploaderId: number; name: string; mimeType: string; bytes: Buffer }): Promise<ImageRow> {
  const [row] = await db
    .insert(supportImages)
    .values({ ...values, size: values.bytes.length })
    .returning(listed);
  return row!;
}

/** Joins the caller's unattached uploads to a ticket (and a reply); answers the ids it joined. */
export async function attach(db: Executor, ids: readonly number[], uploaderId: number, ticketId: number, messageId: number | null): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(supportImages)
    .set({ ticketId, messageId })
    .where(and(inArray(supportImages.id, [...ids]), eq(supportImages.uploaderId, uploaderId), isNull(supportImages.ticketId)))
    .returning({ id: supportImages.id });
  return rows.map((row) => row.id);
}

export function ofTickets(db: Executor, ticketIds: readonly number[]): Promise<ImageRow[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db.select(listed).from(supportImages).where(inArray(supportImages.ticketId, [...ticketIds])).orderBy(supportImages.id);
}

export async function find(db: Executor, id: number) {
  const [row] = await db.select().from(supportImages).where(eq(supportImages.id, id)).limit(1);
  return row;
}
