import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountType } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { TrendingTopic } from '../../providers/provider';
import { socialAccounts } from '../connections/connections.tables';
import { postTargets, posts } from '../posts/posts.tables';
import { networkTrends } from './trends.tables';

export type NetworkTrendsRow = typeof networkTrends.$inferSelect;

export interface NetworkAccount {
  accountId: number;
  network: AccountType;
  name: string;
}

/** The first active account of each network connected in the workspace (the one that reads the network's list). */
export async function accountPerNetwork(db: Executor, workspaceId: number, network?: AccountType): Promise<NetworkAccount[]> {
  const rows = await db
    .select({ accountId: socialAccounts.id, network: socialAccounts.type, name: socialAccounts.name })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), eq(socialAccounts.status, 'active'), network ? eq(socialAccounts.type, network) : undefined))
    .orderBy(asc(socialAccounts.id));
  const first = new Map<AccountType, NetworkAccount>();
  for (const row of rows) if (!first.has(row.network)) first.set(row.network, row);
  return [...first.values()];
}

export function cachedTrends(db: Executor, workspaceId: number): Promise<NetworkTrendsRow[]> {
  return db.select().from(networkTrends).where(eq(networkTrends.workspaceId, workspaceId));
}

/** When the workspace's list of `network` was last tried, if ever. */
export async function attemptedAt(db: Executor, workspaceId: number, network: AccountType): Promise<Date | undefined> {
  const [row] = await db
    .select({ attemptedAt: networkTrends.attemptedAt })
    .from(networkTrends)
    .where(and(eq(networkTrends.workspaceId, workspaceId), eq(networkTrends.network, network)));
  return row?.attemptedAt;
}

export async function saveTrends(db: Executor, row: { workspaceId: number; network: AccountType; accountId: number; source: string; topics: TrendingTopic[]; at: Date }): Promise<void> {
  const values = { accountId: row.accountId, source: row.source, topics: row.topics, refreshedAt: row.at, attemptedAt: row.at, error: null };
  await db
    .insert(networkTrends)
    .values({ workspaceId: row.workspaceId, network: row.network, ...values })
    .onConflictDoUpdate({ target: [networkTrends.workspaceId, networkTrends.network], set: values });
}

/** A failed read: the earlier list and its time stay, with the network's message. */
export async function saveFailure(db: Executor, row: { workspaceId: number; network: AccountType; accountId: number; source: string; error: string; at: Date }): Promise<void> {
  await db
    .insert(networkTrends)
    .values({ workspaceId: row.workspaceId, network: row.network, accountId: row.accountId, source: row.source, attemptedAt: row.at, error: row.error })
    .onConflictDoUpdate({
      target: [networkTrends.workspaceId, networkTrends.network],
      set: { accountId: row.accountId, source: row.source, attemptedAt: row.at, error: row.error },
    });
}

/**
 * Workspaces and networks whose list was never read or last tried before `before`, among the
 * networks that offer one, oldest first.
 */
export async function dueForRefresh(db: Executor, networks: readonly AccountType[], before: Date, limit: number): Promise<{ workspaceId: number; network: AccountType }[]> {
  if (networks.length === 0) return [];
  const rows = await db
    .selectDistinct({ workspaceId: socialAccounts.workspaceId, network: socialAccounts.type, attemptedAt: networkTrends.attemptedAt })
    .from(socialAccounts)
    .leftJoin(networkTrends, and(eq(networkTrends.workspaceId, socialAccounts.workspaceId), eq(networkTrends.network, socialAccounts.type)))
    .where(
      and(
        eq(socialAccounts.status, 'active'),
        inArray(socialAccounts.type, [...networks]),
        sql`(${networkTrends.attemptedAt} is null or ${networkTrends.attemptedAt} < ${before.toISOString()})`,
      ),
    )
    .orderBy(sql`${networkTrends.attemptedAt} asc nulls first`)
    .limit(limit);
  return rows.map(({ workspaceId, network }) => ({ workspaceId, network }));
}

const WEEK_MS = 7 * 24 * 3600_000;
/** The weeks before this one that a hashtag's usual use is averaged over. */
export const WEEKS_BEFORE = 4;

/**
 * Hashtags of the workspace's published posts (a target's own text, else the post's), counted
 * once per post: in the last 7 days and in the four weeks before. Rising: used this week more
 * than its weekly average before, most risen first.
 */
export async function risingHashtags(db: Executor, workspaceId: number, now: Date, limit: number): Promise<{ tag: string; thisWeek: number; before: number }[]> {
  const weekStart = new Date(now.getTime() - WEEK_MS).toISOString();
  const since = new Date(now.getTime() - (WEEKS_BEFORE + 1) * WEEK_MS).toISOString();
  const rows = await db.execute<{ shown: string; this_week: number; before: number }>(sql`
    with used as (
      select t.post_id, lower(m[1]) as tag, m[1] as written, t.published_at >= ${weekStart} as recent
      from ${postTargets} t
      join ${posts} p on p.id = t.post_id
      cross join lateral regexp_matches(coalesce(t.text, p.text), '#([[:alnum:]_]+)', 'g') as m
      where t.workspace_id = ${workspaceId} and p.workspace_id = ${workspaceId}
        and t.status = 'posted' and t.published_at >= ${since} and t.published_at <= ${now.toISOString()}
    ),
    per_post as (
      select post_id, tag, min(written) as written, bool_or(recent) as recent from used group by post_id, tag
    )
    select min(written) as shown, (count(*) filter (where recent))::int as this_week, (count(*) filter (where not recent))::int as before
    from per_post
    group by tag
    having count(*) filter (where recent) * ${WEEKS_BEFORE} > count(*) filter (where not recent)
    order by count(*) filter (where recent) * ${WEEKS_BEFORE} - count(*) filter (where not recent) desc, 1
    limit ${limit}`);
  return rows.map((row) => ({ tag: `#${row.shown}`, thisWeek: Number(row.this_week), before: Number(row.before) }));
}
