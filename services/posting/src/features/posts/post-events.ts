import type { Static } from 'typebox';
import { sql } from 'drizzle-orm';
import { cutGraphemes, type EventDefinition } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent, writeEvents, type EventToWrite } from '@cadence/events';
import { postingEvents } from '../../db/schema';
import type { PostRow, TargetRow } from './posts.repository';

/** The channel delivery loops LISTEN on: a NOTIFY at commit wakes them when something became due. */
export const DUE_CHANNEL = 'posting_due';

/** Wakes the delivery loops once the caller's transaction commits. */
export async function notifyDue(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify(${DUE_CHANNEL}, '')`);
}

/** The facts every post event carries. */
export function postFacts(post: PostRow, targets: readonly TargetRow[], userIds: number[] = [post.authorId]) {
  return {
    postId: post.id,
    workspaceId: post.workspaceId,
    authorId: post.authorId,
    status: post.status,
    excerpt: cutGraphemes(post.text, 140, ''),
    scheduledAt: post.scheduledAt?.toISOString() ?? null,
    platforms: [...new Set(targets.map((target) => target.platform))],
    userIds: [...new Set(userIds)],
  };
}

/** Writes a posting event in the caller's transaction. */
export function emit<S extends EventDefinition>(db: Executor, definition: S, payload: Static<S['payload']>): Promise<unknown> {
  return writeEvent(db, postingEvents, definition, payload);
}

/** Writes posting events in the caller's transaction with one statement (and one NOTIFY). */
export function emitAll(db: Executor, events: readonly EventToWrite[]): Promise<unknown> {
  return writeEvents(db, postingEvents, events);
}
