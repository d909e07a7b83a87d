import { accountBroken, accountConnected, accountDisconnected } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { postingEvents } from '../../db/schema';
import { approversOf } from '../approvals/approvers.repository';
import type { AccountRow } from './connections.repository';

function facts(row: AccountRow, actorIds: readonly number[] = []) {
  return {
    accountId: row.id,
    workspaceId: row.workspaceId,
    type: row.type,
    name: row.name,
    userIds: [...new Set([row.connectedBy, ...actorIds])],
  };
}

export async function emitConnected(tx: Executor, row: AccountRow, actorId: number, reconnected: boolean): Promise<void> {
  await writeEvent(tx, postingEvents, accountConnected, { ...facts(row, [actorId]), reconnected });
}

export async function emitDisconnected(tx: Executor, row: AccountRow, actorId: number, reason: string): Promise<void> {
  await writeEvent(tx, postingEvents, accountDisconnected, { ...facts(row, [actorId]), reason });
}

/** A broken account is told to whoever connected it and to the workspace's owners, admins and editors, who can reconnect it. */
export async function emitBroken(tx: Executor, row: AccountRow, message: string): Promise<void> {
  await writeEvent(tx, postingEvents, accountBroken, { ...facts(row, await approversOf(tx, row.workspaceId)), message });
}
