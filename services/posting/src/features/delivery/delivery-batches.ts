import DataLoader from 'dataloader';
import type { Entitlements } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountAccess } from '../../providers/provider';
import type { PostRow, TargetRow } from '../posts/posts.repository';
import { getEntitlementsOf } from '../entitlements/entitlements.repository';
import type { PostingPorts } from './ports';
import * as repo from './delivery.repository';
import { recordOutcomes, type OutcomeInput } from './outcome';

/**
 * The database work of one delivery loop, gathered: the targets it publishes at the same time
 * read their posts, accounts and plans, open their attempts and write their outcomes through
 * these, and each becomes one statement or one transaction for all of them. Nothing is cached
 * beyond a batch.
 */
export interface DeliveryBatches {
  post: DataLoader<number, PostRow | null>;
  /** Rejects with the DisconnectedError of a broken account. */
  access: DataLoader<number, AccountAccess | null>;
  entitlements: DataLoader<number, Entitlements>;
  /** The attempt opened for a target this worker still holds; null when it lost the target. */
  openAttempt: DataLoader<TargetRow, number | null>;
  /** Writes an outcome; null when the worker no longer holds the target. */
  record: DataLoader<OutcomeInput, TargetRow | null>;
}

const uncached = { cache: false } as const;

export function createDeliveryBatches(options: { db: Database; ports: PostingPorts; worker: string; log: FastifyBaseLogger }): DeliveryBatches {
  const { db, ports, worker, log } = options;
  return {
    post: new DataLoader(async (ids) => {
      const rows = new Map((await repo.postsByIds(db, ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }, uncached),
    access: new DataLoader(async (ids) => {
      const found = await ports.accounts.loadAccountsAccess(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }, uncached),
    entitlements: new DataLoader(async (workspaceIds) => {
      const found = await getEntitlementsOf(db, workspaceIds);
      return workspaceIds.map((id) => found.get(id) as Entitlements);
    }, uncached),
    openAttempt: new DataLoader(async (targets) => {
      const opened = await repo.openAttempts(db, targets, worker);
      return targets.map((target) => opened.get(target.id) ?? null);
    }, uncached),
    record: outcomeWriter(db, worker, log),
  };
}

/** How long a group waits for more outcomes before it is written (a transaction per few outcomes costs more than the wait). */
const GROUP_LINGER_MS = 3;

/**
 * Group commit: outcomes that arrive while a write is running, and for `GROUP_LINGER_MS` after,
 * are written together in the next transaction. When a group fails, each of its outcomes is
 * tried in a transaction of its own, so one bad entry does not hold back the others.
 */
function outcomeWriter(db: Database, worker: string, log: FastifyBaseLogger): DataLoader<OutcomeInput, TargetRow | null> {
  let writing: Promise<unknown> = Promise.resolve();
  const writeGroup = async (inputs: readonly OutcomeInput[]): Promise<(TargetRow | null | Error)[]> => {
    try {
      return await db.transaction((tx) => recordOutcomes(tx, worker, inputs));
    } catch (error) {
      if (inputs.length === 1) throw error;
      log.warn({ err: error, outcomes: inputs.length }, 'writing a group of outcomes failed; writing them one by one');
      return Promise.all(
        inputs.map((input) =>
          db.transaction((tx) => recordOutcomes(tx, worker, [input])).then(
            ([row]) => row ?? null,
            (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
          ),
        ),
      );
    }
  };
  return new DataLoader(
    (inputs) => {
      const group = writeGroup(inputs);
      writing = group.catch(() => undefined);
      return group;
    },
    {
      ...uncached,
      maxBatchSize: 256,
      batchScheduleFn: (dispatch) => {
        void writing.then(() => setTimeout(dispatch, GROUP_LINGER_MS));
      },
    },
  );
}
