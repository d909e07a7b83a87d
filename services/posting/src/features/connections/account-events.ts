import { accountBroken, accountConnected, accountDisconnected } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { postingEvents } from '../../db/schema';
import type { AccountRow } from './connections.repository';

function facts(row: AccountRow, actorId?: number) {
  return {
    accountId: row.id,
    workspaceId: row.workspaceId,
    type: row.type,
    name: row.name,
    userIds: [...new Set([row.connectedBy, ...(actorId === undefined ? [] : [actorId])])],
  };
}

export async function emitConnected(tx: Executor, row: AccountRow, actorId: number, reconnected: boolean): Promise<void> {
  await writeEvent(tx, postingEvents, accountConnected, { ...facts(row, actorId), reconnected });
}

export async function emitDisconnected(tx: Executor, row: AccountRow, actorId: number, reason: string): Promise<void> {
  await writeEvent(tx, postingEvents, accountDisconnected, { ...facts(row, actorId), reason });
}

export async function emitBroken(tx: Executor, row: AccountRow, message: string): Promise<void> {
  await writeEvent(tx, postingEvents, accountBroken, { ...facts(row), message });
}
