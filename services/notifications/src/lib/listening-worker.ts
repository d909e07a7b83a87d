import type { Sql } from '@cadence/db';
import { Wakeup } from '@cadence/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Worker } from '@cadence/service-kit';

export interface ListeningWorkerOptions {
  name: string;
  sql: Sql;
  /** NOTIFY channel that says work is waiting (sent at commit by the writer). */
  channel: string;
  /** The safety net for a NOTIFY missed while the LISTEN connection was down. */
  pollIntervalMs: number;
  /** One unit of work; true when more may be waiting, so the next round starts at once. */
  runOnce(): Promise<boolean>;
  log: FastifyBaseLogger;
}

export interface ListeningWorker extends Worker {
  /** Rings the doorbell: the loop runs a round now instead of at the next poll. */
  wake(): void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A background loop woken by PostgreSQL NOTIFY, with a poll as safety net. Stopping lets the
 * round in hand finish (its transaction commits or rolls back whole) before it returns.
 */
export function createListeningWorker(options: ListeningWorkerOptions): ListeningWorker {
  const { log } = options;
  const wakeup = new Wakeup();
  let running = false;
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function run(): Promise<void> {
    while (running) {
      let more = false;
      try {
        more = await options.runOnce();
      } catch (error) {
        log.error({ err: error, worker: options.name }, `${options.name} round failed: ${messageOf(error)}`);
      }
      if (running && !more) await wakeup.wait(options.pollIntervalMs);
    }
  }

  return {
    name: options.name,
    wake: () => wakeup.ring(),
    async start() {
      if (loop) return;
      running = true;
      try {
        const ring = () => wakeup.ring();
        const listening = await options.sql.listen(options.channel, ring, ring);
        unlisten = () => listening.unlisten();
      } catch (error) {
        log.warn({ err: error, worker: options.name }, `${options.name} could not LISTEN, polling only: ${messageOf(error)}`);
      }
      loop = run();
    },
    async stop() {
      if (!loop) return;
      running = false;
      wakeup.ring();
      await loop;
      loop = undefined;
      if (unlisten) await unlisten().catch(() => undefined);
      unlisten = undefined;
    },
  };
}
