import type { Sql } from '@cadence/db';
import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { workerName, type PostingContext } from '../../parts';
import { bulkImportsDepsOf } from './bulk-imports.config';
import * as repo from './bulk-imports.repository';
import { BULK_IMPORT_CHANNEL, importRows, type BulkImportsDeps } from './bulk-imports.service';

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

/** One round: claims up to `batch` queued rows and imports them. Returns how many it claimed. */
export async function importRound(options: Pick<BulkImportWorkerOptions, 'name' | 'deps' | 'batch' | 'leaseMs'>, held: Set<number> = new Set()): Promise<number> {
  const rows = await repo.claimRows(options.deps.db, options.name, options.batch, options.leaseMs);
  if (rows.length === 0) return 0;
  for (const row of rows) held.add(row.id);
  try {
    const files = await repo.importsByIds(options.deps.db, [...new Set(rows.map((row) => row.importId))]);
    for (const file of files) await importRows(options.deps, options.name, file, rows.filter((row) => row.importId === file.id));
  } finally {
    for (const row of rows) held.delete(row.id);
  }
  return rows.length;
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

  async function run(): Promise<void> {
    while (running) {
      let claimed = 0;
      try {
        claimed = await importRound(options, held);
      } catch (error) {
        options.log.error({ err: error, worker: options.name }, `importing rows failed: ${messageOf(error)}`);
      }
      if (running && claimed === 0) await wakeup.wait(options.pollMs);
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
