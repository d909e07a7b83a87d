import { and, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AccountQuotas, AccountQuotasQuery } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { ProviderSet } from '../../providers/provider-config';
import { socialAccounts } from '../connections/connections.tables';
import { posts, postTargets } from '../posts/posts.tables';

/** Targets that take a share of a network's limit: still to go out, going out, or out. */
const COUNTED = ['pending', 'waiting', 'publishing', 'posted'] as const;

/**
 * Each asked-for account of the workspace with its network's limits on one account's posts
 * (Threads' 250 a day, Instagram's 100 in 24 hours, LinkedIn's 150 a day, X's 100 in 15 minutes,
 * TikTok's initiations a minute…) and how many of its posts the schedule already has within one
 * window before and after `at`: the composer and the calendar warn while a post can still move.
 * Accounts of other workspaces and unknown ids are left out.
 */
export async function quotasAround(db: Executor, providers: ProviderSet, workspaceId: number, query: AccountQuotasQuery): Promise<AccountQuotas[]> {
  const at = new Date(query.at);
  const ids = [...new Set(query.account_ids.split(',').map(Number))];
  const accounts = await db
    .select({ id: socialAccounts.id, name: socialAccounts.name, type: socialAccounts.type })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.workspaceId, workspaceId), inArray(socialAccounts.id, ids)));
  const answers: AccountQuotas[] = [];
  for (const account of accounts) {
    const limits = providers.get(account.type)?.limits.filter((limit) => limit.scope === 'account') ?? [];
    const quotas = [];
    for (const limit of limits) {
      const scheduled = await countAround(db, workspaceId, account.id, at, limit.windowMs, query.except_post);
      quotas.push({ name: limit.name, max: limit.max, window_ms: limit.windowMs, scheduled, over: scheduled + 1 > limit.max });
    }
    answers.push({ account_id: account.id, account_name: account.name, platform: account.type, quotas });
  }
  return answers.sort((a, b) => ids.indexOf(a.account_id) - ids.indexOf(b.account_id));
}

/** The account's counted posts (but `exceptPost`, being edited) whose time (the target's own, else its post's) is within `windowMs` of `at`, either side. */
async function countAround(db: Executor, workspaceId: number, accountId: number, at: Date, windowMs: number, exceptPost?: number): Promise<number> {
  const time = sql`coalesce(${postTargets.scheduledAt}, ${postTargets.publishedAt}, ${posts.scheduledAt})`;
  const [row] = await db
    .select({ total: count() })
    .from(postTargets)
    .innerJoin(posts, eq(posts.id, postTargets.postId))
    .where(
      and(
        eq(postTargets.workspaceId, workspaceId),
        eq(postTargets.accountId, accountId),
        inArray(postTargets.status, [...COUNTED]),
        // A draft, or a post its reviewer refused, takes no share until it is scheduled.
        notInArray(posts.status, ['draft', 'not_approved']),
        exceptPost === undefined ? undefined : ne(posts.id, exceptPost),
        sql`${time} >= ${new Date(at.getTime() - windowMs).toISOString()}::timestamptz`,
        sql`${time} < ${new Date(at.getTime() + windowMs).toISOString()}::timestamptz`,
      ),
    );
  return row?.total ?? 0;
}
