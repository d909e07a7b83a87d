import { asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import { anyOf, createDrizzle, WITHOUT_BITMAP_SCANS, type Sql } from '@cadence/db';
import { AbortedError, backoffDelay, sleep, type BackoffOptions } from './backoff';
import { errorMessage, type EventsLogger } from './logger';
import { outboxChannel, schemaOf } from './outbox-channel';
import { messageOfRow, type EventTables } from './tables';
import type { Transport } from './transport';
import { Wakeup } from './wakeup';

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_CHUNK = 5000;

export interface RelayOptions {
  /**
   * The service's pool. A round holds one of its connections while publishing (in-process: while
   * the consumers run, and they need connections too), so a pool shared by several relays needs
   * more connections than relays. LISTEN uses a connection of its own.
   */
  sql: Sql;
  /** The schema of `tables`; derived from them when omitted. */
  schema?: string;
  tables: EventTables;
  transport: Transport;
  /** Rows published per round. */
  batchSize?: number;
  /** The safety-net poll, for a NOTIFY lost while the LISTEN connection was down. */
  pollIntervalMs?: number;
  /**
   * How long a round waits after the NOTIFY that woke it, so that the events of the commits
   * right behind go in the same round: under a burst of small transactions (delivery's groups
   * of outcomes) a round per commit would cost a transaction of four statements per few events.
   */
  lingerMs?: number;
  /**
   * A round whose publish has not resolved by then is rolled back and retried (the transport may
   * still deliver it: consumers skip the repeat). Bounds how long the round's transaction stays open.
   */
  publishTimeoutMs?: number;
  /** Waits after a failed round: doubling from base, capped, jittered. */
  backoff?: BackoffOptions;
  /** Published rows are deleted once older than `publishedMs`, checked every `intervalMs`. */
  retention?: { publishedMs?: number; intervalMs?: number };
  log: EventsLogger;
}

export interface Relay {
  /** Listens for NOTIFY on `<schema>_outbox` and publishes until stopped. */
  start(): Promise<void>;
  /** Waits for the batch being published, then stops listening and polling. */
  stop(): Promise<void>;
  /** One round: publishes up to batchSize rows and returns how many (0 when another relay holds the lock). */
  runOnce(): Promise<number>;
  /** Deletes rows published longer ago than the retention; returns how many. */
  purgePublished(): Promise<number>;
}

/** Sleeps `ms`, ending early and quietly when the relay stops. */
async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, signal).catch((reason: unknown) => {
    if (!(reason instanceof AbortedError)) throw reason;
  });
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Moves committed outbox rows to the transport, in id order. Each round runs in one transaction
 * holding a transaction-scoped advisory lock for the schema, so two relay processes never
 * publish at the same time (the second skips the round) and a row is marked published only if
 * the transport accepted it. A crash between publish and commit publishes the batch again:
 * delivery is at-least-once, consumers skip repeats.
 */
export function createRelay(options: RelayOptions): Relay {
  const { tables, transport, log } = options;
  const { outbox } = tables;
  const schema = schemaOf(tables);
  if (options.schema !== undefined && options.schema !== schema) {
    throw new Error(`relay schema ${options.schema} does not match the tables' schema ${schema}`);
  }
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const lingerMs = options.lingerMs ?? 5;
  const publishTimeoutMs = options.publishTimeoutMs ?? 30_000;
  const backoff = options.backoff ?? { baseDelayMs: 500, maxDelayMs: 30_000 };
  const retentionMs = options.retention?.publishedMs ?? 7 * DAY_MS;
  const purgeIntervalMs = options.retention?.intervalMs ?? 60 * 60 * 1000;
  // The relay runs the same few statements all day: prepared once per connection.
  const db = createDrizzle(options.sql, { prepared: true });
  const lockKey = `relay:${schema}`;
  const channel = outboxChannel(schema);

  const wakeup = new Wakeup();
  let stopping = new AbortController();
  let loop: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  let purging: Promise<void> | undefined;

  async function runOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      // One relay per schema at a time; its read of the outbox by plain index scans (see WITHOUT_BITMAP_SCANS).
      const [lock] = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext(${lockKey})) as locked, ${WITHOUT_BITMAP_SCANS}`);
      if (!lock?.locked) return 0;
      const rows = await tx.select().from(outbox).where(isNull(outbox.publishedAt)).orderBy(asc(outbox.id)).limit(batchSize);
      if (rows.length === 0) return 0;
      await withTimeout(transport.publish(rows.map(messageOfRow)), publishTimeoutMs, `publishing ${rows.length} events of ${schema}`);
      await tx
        .update(outbox)
        .set({ publishedAt: sql`now()` })
        .where(
          anyOf(
            outbox.id,
            rows.map((row) => row.id),
            'bigint',
          ),
        );
      log.debug({ schema, count: rows.length, lastId: rows.at(-1)?.id }, 'relay published events');
      return rows.length;
    });
  }

  async function purgePublished(): Promise<number> {
    const cutoff = new Date(Date.now() - retentionMs);
    let deleted = 0;
    for (;;) {
      const old = db.select({ id: outbox.id }).from(outbox).where(lt(outbox.publishedAt, cutoff)).limit(PURGE_CHUNK);
      const removed = await db.delete(outbox).where(inArray(outbox.id, old)).returning({ id: outbox.id });
      deleted += removed.length;
      if (removed.length < PURGE_CHUNK) return deleted;
    }
  }

  function purgeInBackground(): void {
    if (purging) return;
    purging = purgePublished()
      .then(
        (count) => {
          if (count > 0) log.info({ schema, count }, 'relay deleted old published events');
        },
        (error: unknown) => log.warn({ schema, err: error }, `relay could not delete old published events: ${errorMessage(error)}`),
      )
      .finally(() => {
        purging = undefined;
      });
  }

  async function run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      let published: number;
      try {
        published = await runOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        const delayMs = backoffDelay(failures, backoff);
        log.error({ schema, err: error, failures, retryInMs: delayMs }, `relay could not publish: ${errorMessage(error)}`);
        await pause(delayMs, signal);
        continue;
      }
      // A full batch means more may be waiting: go again at once.
      if (published < batchSize) {
        await wakeup.wait(pollIntervalMs);
        await pause(lingerMs, signal);
      }
    }
  }

  return {
    runOnce,
    purgePublished,

    async start() {
      if (loop) return;
      stopping = new AbortController();
      try {
        // The second callback runs on every (re)connection of the LISTEN connection: catch up then.
        const listening = await options.sql.listen(
          channel,
          () => wakeup.ring(),
          () => wakeup.ring(),
        );
        unlisten = () => listening.unlisten();
      } catch (error) {
        log.warn({ schema, err: error }, `relay could not LISTEN ${channel}, polling only: ${errorMessage(error)}`);
      }
      loop = run(stopping.signal);
      purgeInBackground();
      purgeTimer = setInterval(purgeInBackground, purgeIntervalMs);
      purgeTimer.unref();
    },

    async stop() {
      if (!loop) return;
      stopping.abort();
      wakeup.ring();
      clearInterval(purgeTimer);
      await loop;
      loop = undefined;
      await purging;
      if (unlisten) await unlisten();
      unlisten = undefined;
    },
  };
}

