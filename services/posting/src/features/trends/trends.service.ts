import { asHashtag, type AccountType, type NetworkTrends, type TrendingHashtag, type TrendingHashtags, type TrendingHashtagsQuery } from '@cadence/contracts';
import type { TrendingTopic } from '../../providers/provider';
import { TokenExpiredError } from '../../providers/provider-errors';
import { loadAccountAccess, refreshAccountTokens } from '../connections/account-access';
import type { ConnectionsDeps } from '../connections/connections.config';
import * as repo from './trends.repository';

export interface TrendsDeps {
  connections: ConnectionsDeps;
  /** Age after which a list is read again. */
  maxAgeMs: number;
}

const RISING_LIMIT = 20;

/** The networks switched on in this process whose adapter offers a trending list. */
export function networksWithTrends(deps: TrendsDeps): AccountType[] {
  return deps.connections.providers.enabled().filter((type) => deps.connections.providers.get(type)?.trends);
}

/** Reads under way in this process, so the schedule and a reader asking at once read the network once. */
const readsUnderWay = new Map<string, Promise<void>>();

/**
 * Reads one network's list with the workspace's first account of it and keeps it. An expired
 * token is refreshed once; any other failure keeps the earlier list with the network's message.
 * With `staleBefore`, a list tried since then (by a read that finished meanwhile) is left as it
 * is; a read of the same list already under way is joined rather than repeated.
 */
export function refreshNetwork(deps: TrendsDeps, workspaceId: number, network: AccountType, staleBefore?: Date): Promise<void> {
  const key = `${workspaceId}:${network}`;
  const underWay = readsUnderWay.get(key);
  if (underWay) return underWay;
  const read = readNetwork(deps, workspaceId, network, staleBefore).finally(() => readsUnderWay.delete(key));
  readsUnderWay.set(key, read);
  return read;
}

async function readNetwork(deps: TrendsDeps, workspaceId: number, network: AccountType, staleBefore?: Date): Promise<void> {
  const { connections } = deps;
  const capability = connections.providers.get(network)?.trends;
  if (!capability) return;
  if (staleBefore) {
    const attemptedAt = await repo.attemptedAt(connections.db, workspaceId, network);
    if (attemptedAt && attemptedAt >= staleBefore) return;
  }
  const [account] = await repo.accountPerNetwork(connections.db, workspaceId, network);
  if (!account) return;
  const at = connections.now();
  const key = { workspaceId, network, accountId: account.accountId, source: capability.source, at };
  try {
    const access = await loadAccountAccess(connections, connections.db, account.accountId);
    if (!access) return;
    let topics: TrendingTopic[];
    try {
      topics = await capability.trending(access);
    } catch (error) {
      if (!(error instanceof TokenExpiredError)) throw error;
      topics = await capability.trending(await refreshAccountTokens(connections, connections.db, account.accountId));
    }
    await repo.saveTrends(connections.db, { ...key, topics });
  } catch (error) {
    connections.log.warn({ err: error, workspaceId, network }, 'reading a trending list failed');
    await repo.saveFailure(connections.db, { ...key, error: error instanceof Error ? error.message : String(error) });
  }
}

function hashtagsOf(topics: readonly TrendingTopic[]): TrendingHashtag[] {
  const seen = new Set<string>();
  const hashtags: TrendingHashtag[] = [];
  for (const topic of topics) {
    const tag = asHashtag(topic.name);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    hashtags.push({ tag, name: topic.name, volume: topic.volume ?? null });
  }
  return hashtags;
}

/**
 * Each connected network's trending hashtags from the cache (a list never read, older than the
 * refresh interval, or `force` is read first), a network without a source named as such, and
 * the hashtags rising in the workspace's own published posts.
 */
export async function trendingHashtags(deps: TrendsDeps, workspaceId: number, query: TrendingHashtagsQuery, options: { force?: boolean } = {}): Promise<TrendingHashtags> {
  const { connections } = deps;
  const accounts = await repo.accountPerNetwork(connections.db, workspaceId, query.network);
  const staleBefore = new Date(connections.now().getTime() - deps.maxAgeMs);
  let cached = new Map((await repo.cachedTrends(connections.db, workspaceId)).map((row) => [row.network, row]));
  const toRead = accounts.filter(({ network }) => {
    const row = cached.get(network);
    return connections.providers.get(network)?.trends && (options.force || !row || row.attemptedAt < staleBefore);
  });
  if (toRead.length > 0) {
    await Promise.all(toRead.map(({ network }) => refreshNetwork(deps, workspaceId, network, options.force ? undefined : staleBefore)));
    cached = new Map((await repo.cachedTrends(connections.db, workspaceId)).map((row) => [row.network, row]));
  }
  const networks: NetworkTrends[] = accounts.map(({ network, name }) => {
    const capability = connections.providers.get(network)?.trends;
    const row = capability ? cached.get(network) : undefined;
    return {
      network,
      accountName: name,
      source: capability?.source ?? null,
      hashtags: row ? hashtagsOf(row.topics) : [],
      refreshedAt: row?.refreshedAt?.toISOString() ?? null,
      error: row?.error ?? null,
    };
  });
  const rising = await repo.risingHashtags(connections.db, workspaceId, connections.now(), RISING_LIMIT);
  return {
    networks,
    rising: rising.map(({ tag, thisWeek, before }) => ({ tag, thisWeek, weeklyBefore: Math.round((before / repo.WEEKS_BEFORE) * 100) / 100 })),
  };
}
