import type { Sql } from '@cadence/db';
import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { workerName, type PostingContext } from '../../parts';
import { bulkImportsDepsOf } from './bulk-imports.config';
import * as repo from './bulk-imports.repository';
import { BULK_IMPORT_CHANNEL, prepareRows, writeRows, type BulkImportsDeps, type PreparedRows } from './bulk-imports.service';

export interface BulkImportWorkerOptions {
  name: string;
  sql: Sql;
  deps: BulkImportsDeps;
  /** Rows claimed (and written in one transaction) at a time. */
  batch: number;
  leaseMs: number;
  pollMs: number;
  log: FastifyBaseLogger;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type RoundOptions = Pick<BulkImportWorkerOptions, 'name' | 'deps' | 'batch' | 'leaseMs'>;

/** Rows claimed together, read as the composer's bodies, not yet written. */
interface Batch {
  ids: number[];
  files: PreparedRows[];
}

/** Claims up to `batch` queued rows (held: their leases renewed) and prepares them; null when none is queued. */
async function claimBatch(options: RoundOptions, held: Set<number>): Promise<Batch | null> {
  const rows = await repo.claimRows(options.deps.db, options.name, options.batch, options.leaseMs);
  if (rows.length === 0) return null;
  const ids = rows.map((row) => row.id);
  for (const id of ids) held.add(id);
  try {
    const files: PreparedRows[] = [];
    for (const file of await repo.importsByIds(options.deps.db, [...new Set(rows.map((row) => row.importId))])) {
      files.push(await prepareRows(options.deps, file, rows.filter((row) => row.importId === file.id)));
    }
    return { ids, files };
  } catch (error) {
    for (const id of ids) held.delete(id);
    throw error;
  }
}

async function writeBatch(options: RoundOptions, batch: Batch, held: Set<number>): Promise<void> {
  try {
    for (const file of batch.files) await writeRows(options.deps, options.name, file);
  } finally {
    for (const id of batch.ids) held.delete(id);
  }
}

/**
 * The import loop: started rows are the queue (claimed FOR UPDATE SKIP LOCKED with a lease
 * renewed while in hand), so an import goes on after a restart, in any process. Woken by
 * NOTIFY posting_bulk_import at the commit of a start, and at least every `pollMs`.
 */
export function createBulkImportWorker(options: BulkImportWorkerOptions): Worker {
  const wakeup = new Wakeup();
  const held = new Set<number>();
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  /**
   * Rounds in a pipeline: while a batch is written (its transaction waiting on the database),
   * the next one is claimed and read, so the two halves of a round overlap. A batch claimed
   * ahead when the loop stops is released for any loop to take at once.
   */
  async function run(): Promise<void> {
    let ahead: Promise<Batch | null> | null = null;
    while (running) {
      let batch: Batch | null = null;
      try {
        batch = await (ahead ?? claimBatch(options, held));
      } catch (error) {
        options.log.error({ err: error, worker: options.name }, `importing rows failed: ${messageOf(error)}`);
      }
      ahead = null;
      if (!batch) {
        if (running) await wakeup.wait(options.pollMs);
        continue;
      }
      ahead = claimBatch(options, held);
      // Its failure is reported when the next round awaits it.
      ahead.catch(() => undefined);
      try {
        await writeBatch(options, batch, held);
      } catch (error) {
        options.log.error({ err: error, worker: options.name }, `importing rows failed: ${messageOf(error)}`);
      }
    }
    const left = await ahead?.catch(() => null);
    if (left) {
      await repo.releaseRows(options.deps.db, options.name, left.ids).catch((error: unknown) => options.log.warn({ err: error }, `releasing import rows failed: ${messageOf(error)}`));
      for (const id of left.ids) held.delete(id);
    }
  }

  return {
    name: options.name,
    async start() {
      if (loop) return;
      running = true;
      try {
        const ring = () => wakeup.ring();
        const listening = await options.sql.listen(BULK_IMPORT_CHANNEL, ring, ring);
        unlisten = () => listening.unlisten();
      } catch (error) {
        options.log.warn({ err: error, worker: options.name }, `bulk imports could not LISTEN, polling only: ${messageOf(error)}`);
      }
      heartbeat = setInterval(() => {
        repo.renewLeases(options.deps.db, options.name, [...held], options.leaseMs).catch((error: unknown) => options.log.warn({ err: error }, `renewing import leases failed: ${messageOf(error)}`));
      }, Math.max(100, Math.floor(options.leaseMs / 3)));
      loop = run();
    },
    async stop() {
      if (!loop) return;
      running = false;
      wakeup.ring();
      await loop;
      loop = undefined;
      clearInterval(heartbeat);
      if (unlisten) await unlisten().catch(() => undefined);
      unlisten = undefined;
    },
  };
}

/** The service's import loops, from its variables. */
export function bulkImportWorkers(context: PostingContext): Worker[] {
  const { config } = context;
  const deps = bulkImportsDepsOf(context);
  return Array.from({ length: config.BULK_IMPORT_WORKERS }, (_, index) =>
    createBulkImportWorker({
      name: `import-${workerName(index)}`,
      sql: context.sql,
      deps,
      batch: config.BULK_IMPORT_BATCH,
      leaseMs: config.BULK_IMPORT_LEASE_MS,
      pollMs: config.BULK_IMPORT_POLL_MS,
      log: context.log,
    }),
  );
}
