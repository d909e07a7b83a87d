import DataLoader from 'dataloader';
import { metricsCollected, type AccountType, type MetricsCollected } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { backoffDelay, eventToWrite } from '@cadence/events';
import type { AccountAccess, MetricsCapability, MetricsReading, ReadLimit } from '../../providers/provider';
import { DisconnectedError, ProviderError, RateLimitedError, TokenExpiredError } from '../../providers/provider-errors';
import { loadAccountAccess, loadAccountsAccess, markAccountBroken, refreshAccountTokens } from '../connections/account-access';
import type { ConnectionsDeps } from '../connections/connections.config';
import { attemptsInWindow, lockKey } from '../delivery/delivery.repository';
import { emitAll } from '../posts/post-events';
import * as repo from './metrics.repository';

export interface MetricsDeps {
  connections: ConnectionsDeps;
  /** This loop's name, written on what it claims. */
  worker: string;
  /** Share (0..0.95) of each read quota left to publishing. */
  reserve: number;
  maxAttempts: number;
  retryBaseMs: number;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The networks switched on here whose adapter reads figures. */
export function networksWithMetrics(connections: ConnectionsDeps): Map<AccountType, MetricsCapability> {
  const found = new Map<AccountType, MetricsCapability>();
  for (const type of connections.providers.enabled()) {
    const metrics = connections.providers.get(type)?.metrics;
    if (metrics) found.set(type, metrics);
  }
  return found;
}

/**
 * Plans new pulls: each newly published target's slots, each account's day (and its back-fill).
 * One loop plans at a time (the others wait for its commit, then find nothing new): two loops
 * inserting the same pulls would each wait on the other's rows, pull by pull.
 */
export async function planPulls(connections: ConnectionsDeps): Promise<{ posts: number; days: number }> {
  const networks = networksWithMetrics(connections);
  const history = new Map([...networks].filter(([, capability]) => capability.accountMetrics).map(([type, capability]) => [type, capability.accountHistoryDays]));
  if (networks.size === 0) return { posts: 0, days: 0 };
  return connections.db.transaction(async (tx) => {
    await lockKey(tx, 'metrics-plan');
    const posts = await repo.schedulePostPulls(tx, [...networks.keys()]);
    const days = await repo.scheduleAccountPulls(tx, history);
    return { posts, days };
  });
}

/** What the collector may still spend of a quota: the quota less the reserve, less what was used (publishing too, where shared). */
export function budgetOf(limit: ReadLimit, reserve: number): number {
  return Math.floor(limit.max * (1 - reserve));
}

type Quota = { kind: 'go' } | { kind: 'wait'; until: Date; message: string };

/**
 * Counts one read call against the network's read quotas, in the same lock publishing takes for
 * its limits, unless a quota less its reserve is used up for its window.
 */
async function takeQuota(deps: MetricsDeps, capability: MetricsCapability, accountId: number, platform: AccountType, calls: number): Promise<Quota> {
  const { db } = deps.connections;
  return db.transaction(async (tx): Promise<Quota> => {
    for (const limit of capability.limits) {
      const scope = limit.scope === 'account' ? { accountId } : { platform };
      await lockKey(tx, `metrics-limit:${limit.scope}:${limit.scope === 'account' ? accountId : platform}:${limit.name}`);
      const reads = await repo.callsInWindow(tx, scope, limit.windowMs);
      const publishes = limit.sharedWithPublishing ? await attemptsInWindow(tx, scope, limit.windowMs) : { count: 0, oldest: null };
      if (reads.count + publishes.count + calls > budgetOf(limit, deps.reserve)) {
        const oldest = [reads.oldest, publishes.oldest].filter((at): at is Date => at !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? new Date();
        return { kind: 'wait', until: new Date(oldest.getTime() + limit.windowMs + 1), message: `Waiting for ${limit.name} (a share is kept for publishing)` };
      }
    }
    await repo.recordCalls(tx, accountId, platform, calls);
    return { kind: 'go' };
  });
}

async function readRefreshing<T>(deps: MetricsDeps, access: AccountAccess, read: (account: AccountAccess) => Promise<T>): Promise<T> {
  try {
    return await read(access);
  } catch (error) {
    if (!(error instanceof TokenExpiredError)) throw error;
    return read(await refreshAccountTokens(deps.connections, deps.connections.db, access.accountId));
  }
}

function eventOf(pull: repo.PullRow, reading: MetricsReading, collectedAt: Date): MetricsCollected {
  return {
    identity: pull.identity,
    workspaceId: pull.workspaceId,
    accountId: pull.accountId,
    network: pull.platform,
    scope: pull.scope,
    ...(pull.scope === 'post'
      ? {
          ...(pull.postId !== null ? { postId: pull.postId } : {}),
          ...(pull.targetId !== null ? { targetId: pull.targetId } : {}),
          ...(pull.externalId !== null ? { externalId: pull.externalId } : {}),
          ...(pull.slot !== null ? { slot: pull.slot } : {}),
          ...(pull.publishedAt ? { publishedAt: pull.publishedAt.toISOString() } : {}),
        }
      : { ...(pull.day !== null ? { day: pull.day } : {}) }),
    collectedAt: collectedAt.toISOString(),
    metrics: reading.metrics,
    unavailable: reading.unavailable,
  };
}

/** A read pull's figures, or none when the network no longer has the post. */
export interface PullOutcome {
  pull: repo.PullRow;
  reading: MetricsReading | undefined;
}

/**
 * The database work of one claimed batch, gathered: the accounts of every pull read in one
 * query, and the outcomes of the reads finished at the same time written by group commit.
 * Nothing is kept beyond the batch.
 */
export interface MetricsBatch {
  /** Each account's access, null (gone) or the DisconnectedError of a broken account. */
  access: ReadonlyMap<number, AccountAccess | DisconnectedError | null>;
  /** Writes an outcome; true when the pull was marked done (or failed, when gone) by this loop. */
  record: DataLoader<PullOutcome, boolean>;
}

/** Reads the accounts of `pulls` in one query and opens the batch's outcome writer. */
export async function openBatch(deps: MetricsDeps, pulls: readonly repo.PullRow[]): Promise<MetricsBatch> {
  const { connections } = deps;
  const accountIds = [...new Set(pulls.map((pull) => pull.accountId))];
  // An account whose tokens cannot be opened is read again on its own, where its pulls fail with the reason.
  const access = await loadAccountsAccess(connections, connections.db, accountIds).catch(() => new Map<number, AccountAccess | DisconnectedError | null>());
  return { access, record: outcomeWriter(deps) };
}

/**
 * Writes outcomes in the caller's transaction, one statement per table: the read pulls this loop
 * still holds marked done, their posting.metrics.collected events in one insert, and the pulls
 * of posts the network no longer has failed. A pull another loop already finished writes nothing.
 */
async function writeOutcomes(tx: Executor, deps: MetricsDeps, outcomes: readonly PullOutcome[]): Promise<boolean[]> {
  const collectedAt = deps.connections.now();
  const read = outcomes.filter((outcome) => outcome.reading);
  const done = new Set((await repo.completePulls(tx, read.map((outcome) => outcome.pull.id), deps.worker)).map((row) => row.id));
  const events = read.flatMap(({ pull, reading }) => (reading && done.has(pull.id) ? [eventToWrite(metricsCollected, eventOf(pull, reading, collectedAt))] : []));
  await emitAll(tx, events);
  const gone = outcomes.filter((outcome) => !outcome.reading).map((outcome) => outcome.pull.id);
  const failed = new Set(await repo.failPulls(tx, gone, deps.worker, 'The network no longer has this post'));
  return outcomes.map(({ pull }) => done.has(pull.id) || failed.has(pull.id));
}

/**
 * Group commit: outcomes that arrive while a write is running are written together in the next
 * transaction. When a group fails, each outcome is tried in a transaction of its own, so one bad
 * entry does not hold back the others.
 */
function outcomeWriter(deps: MetricsDeps): DataLoader<PullOutcome, boolean> {
  const { db, log } = deps.connections;
  let writing: Promise<unknown> = Promise.resolve();
  const writeGroup = async (outcomes: readonly PullOutcome[]): Promise<(boolean | Error)[]> => {
    try {
      return await db.transaction((tx) => writeOutcomes(tx, deps, outcomes));
    } catch (error) {
      if (outcomes.length === 1) throw error;
      log.warn({ err: error, outcomes: outcomes.length }, 'writing a group of metrics outcomes failed; writing them one by one');
      return Promise.all(
        outcomes.map((outcome) =>
          db.transaction((tx) => writeOutcomes(tx, deps, [outcome])).then(
            ([written]) => written ?? false,
            (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
          ),
        ),
      );
    }
  };
  return new DataLoader(
    (outcomes) => {
      const group = writeGroup(outcomes);
      writing = group.catch(() => undefined);
      return group;
    },
    {
      cache: false,
      maxBatchSize: 1000,
      batchScheduleFn: (dispatch) => {
        void writing.then(() => setImmediate(dispatch));
      },
    },
  );
}

/** Writes the outcomes of one read through the batch's writer; returns how many pulls it marked done. */
async function finish(batch: MetricsBatch, pulls: readonly repo.PullRow[], readingOf: (pull: repo.PullRow) => MetricsReading | undefined): Promise<number> {
  const written = await batch.record.loadMany(pulls.map((pull) => ({ pull, reading: readingOf(pull) })));
  const failure = written.find((result): result is Error => result instanceof Error);
  if (failure) throw failure;
  return pulls.filter((pull, index) => written[index] === true && readingOf(pull)).length;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += Math.max(1, size)) out.push(items.slice(index, index + Math.max(1, size)));
  return out;
}

/**
 * Reads one account's claimed pulls of one scope: post pulls in calls of the network's batch
 * size, account days in one call. Over a quota (less its reserve) or when the network says to
 * wait, the pulls wait; a revoked grant marks the account broken; other failures retry with backoff.
 */
export async function collectGroup(deps: MetricsDeps, batch: MetricsBatch, pulls: readonly repo.PullRow[]): Promise<number> {
  const [first] = pulls;
  if (!first) return 0;
  const { connections } = deps;
  const ids = pulls.map((pull) => pull.id);
  const capability = connections.providers.get(first.platform)?.metrics;
  if (!capability) {
    await repo.failPulls(connections.db, ids, deps.worker, `Reading figures from ${first.platform} is not configured on this server`);
    return 0;
  }
  let access: AccountAccess | null;
  try {
    const preloaded = batch.access.get(first.accountId);
    if (preloaded instanceof Error) throw preloaded;
    access = preloaded === undefined ? await loadAccountAccess(connections, connections.db, first.accountId) : preloaded;
  } catch (error) {
    await repo.failPulls(connections.db, ids, deps.worker, messageOf(error));
    return 0;
  }
  if (!access) {
    await repo.failPulls(connections.db, ids, deps.worker, 'This account is no longer connected');
    return 0;
  }
  const groups = first.scope === 'post' ? chunks(pulls, capability.postsPerCall) : [pulls];
  let written = 0;
  for (const [index, group] of groups.entries()) {
    const rest = groups.slice(index).flat().map((pull) => pull.id);
    const calls = first.scope === 'post' ? (capability.callsFor?.(group.length) ?? 1) : (capability.accountCallsFor?.(group.length) ?? 1);
    const quota = await takeQuota(deps, capability, first.accountId, first.platform, calls);
    if (quota.kind === 'wait') {
      await repo.deferPulls(connections.db, rest, deps.worker, quota.until, quota.message);
      return written;
    }
    try {
      if (first.scope === 'post') {
        const refs = group.flatMap((pull) => (pull.externalId && pull.publishedAt ? [{ externalId: pull.externalId, publishedAt: pull.publishedAt }] : []));
        const readings = await readRefreshing(deps, access, (account) => capability.postMetrics(account, refs));
        written += await finish(batch, group, (pull) => (pull.externalId ? readings.get(pull.externalId) : undefined));
      } else {
        const days = [...new Set(group.flatMap((pull) => (pull.day ? [pull.day] : [])))].sort();
        const readings = await readRefreshing(deps, access, (account) => capability.accountMetrics?.(account, days) ?? Promise.resolve(new Map<string, MetricsReading>()));
        written += await finish(batch, group, (pull) => (pull.day ? readings.get(pull.day) : undefined));
      }
    } catch (error) {
      await settleFailure(deps, first.accountId, rest, error);
      return written;
    }
  }
  return written;
}

async function settleFailure(deps: MetricsDeps, accountId: number, ids: readonly number[], error: unknown): Promise<void> {
  const { db, log } = deps.connections;
  const message = messageOf(error);
  if (error instanceof RateLimitedError) {
    await repo.deferPulls(db, ids, deps.worker, error.retryAt, message);
    await repo.holdAccount(db, accountId, error.retryAt, message);
    return;
  }
  if (error instanceof DisconnectedError) {
    await markAccountBroken(db, accountId, message);
    await repo.failPulls(db, ids, deps.worker, message);
    return;
  }
  if (!(error instanceof ProviderError)) log.warn({ err: error, accountId }, `reading figures failed: ${message}`);
  await repo.retryPulls(db, ids, deps.worker, (attempts) => new Date(deps.connections.now().getTime() + backoffDelay(attempts, { baseDelayMs: deps.retryBaseMs, maxDelayMs: deps.retryBaseMs * 32 })), message, (attempts) => attempts >= deps.maxAttempts);
}

/** Groups claimed pulls per account and scope, each group read by one `collectGroup`. */
export function groupPulls(pulls: readonly repo.PullRow[]): repo.PullRow[][] {
  const groups = new Map<string, repo.PullRow[]>();
  for (const pull of pulls) {
    const key = `${pull.accountId}:${pull.scope}`;
    const group = groups.get(key);
    if (group) group.push(pull);
    else groups.set(key, [pull]);
  }
  return [...groups.values()];
}
