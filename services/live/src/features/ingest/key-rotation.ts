import { and, eq } from 'drizzle-orm';
import { liveStreamKeyRotated, ROLES, type WorkspaceRole } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import type { SecretBox } from '@cadence/service-kit';
import { liveEvents } from '../../db/schema';
import * as repository from '../events/events.repository';
import { announceKeyChange, regenerate } from './ingest.service';
import { ingestKeyReaders, ingestKeys } from './ingest.tables';

/** A member who left a workspace, as auth's `auth.member.removed` says. */
export interface Departure {
  workspaceId: number;
  userId: number;
  /** Their role there; undefined when the event did not say (written before auth named it). */
  role?: WorkspaceRole | undefined;
}

const mayReadKey = (role: WorkspaceRole) => (ROLES.editors as readonly WorkspaceRole[]).includes(role);

/**
 * A member left: when they could know the workspace's stream key, it is replaced in `tx`, so the
 * key they may have kept streams no more. They could know it when their role reads it (owner,
 * admin, editor), when they were seen reading the current key whatever their role now (a role
 * lowered after reading), or when the event does not say their role. The NOTIFY sent at commit
 * makes every live process refuse the old key and drop a source publishing with it, as a
 * regenerated key does; `live.stream_key.rotated` tells the owner. A workspace that never made a
 * key has nothing to rotate. Answers whether the key was rotated.
 */
export async function rotateOnDeparture(tx: Executor, box: SecretBox, departure: Departure): Promise<boolean> {
  const { workspaceId, userId } = departure;
  // Locked: a regenerate or a second departure at the same time waits for this one.
  const [key] = await tx.select().from(ingestKeys).where(eq(ingestKeys.workspaceId, workspaceId)).for('update');
  const [reader] = await tx
    .delete(ingestKeyReaders)
    .where(and(eq(ingestKeyReaders.workspaceId, workspaceId), eq(ingestKeyReaders.userId, userId)))
    .returning();
  if (!key) return false;
  const readCurrentKey = reader !== undefined && reader.keyHash === key.keyHash;
  const couldKnow = departure.role === undefined || mayReadKey(departure.role) || readCurrentKey;
  if (!couldKnow) return false;

  const { row } = await regenerate(tx, box, workspaceId);
  await announceKeyChange(tx);
  // Whom to tell: the owner, when seen reading the key; else the admins who did.
  const readers = await tx.select({ userId: ingestKeyReaders.userId, role: ingestKeyReaders.role }).from(ingestKeyReaders).where(eq(ingestKeyReaders.workspaceId, workspaceId));
  const owners = readers.filter((candidate) => candidate.role === 'owner');
  const told = (owners.length > 0 ? owners : readers.filter((candidate) => candidate.role === 'admin')).map((candidate) => candidate.userId);
  const live = await repository.liveEventsOf(tx, workspaceId);
  await writeEvent(tx, liveEvents, liveStreamKeyRotated, {
    workspaceId,
    reason: 'member_removed',
    removedUserId: userId,
    removedRole: departure.role ?? null,
    streamWasLive: live.length > 0,
    rotatedAt: row.regeneratedAt.toISOString(),
    userIds: [...new Set(told)],
  });
  return true;
}
