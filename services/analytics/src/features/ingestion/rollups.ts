import { and, eq, like, sql } from 'drizzle-orm';
import { highIntent, type MetricValues, type MetricsCollected } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { dailyRollups, postMetrics } from '../../db/schema';

/** Post figures are kept per day of publishing under `post.<metric>`, account figures under `account.<metric>`. */
export const postKey = (metric: string) => `post.${metric}`;
export const accountKey = (metric: string) => `account.${metric}`;

/** Derived post figures rolled up beside the network's own. */
export const DERIVED = {
  /** The network's total where it gives one, otherwise the interactions it gave added together. */
  engagement: 'post.engagement_total',
  highIntent: 'post.high_intent',
  /** Engagements and impressions of the posts that have both: the engagement rate's two halves. */
  rateEngagements: 'post.rate_engagements',
  rateImpressions: 'post.rate_impressions',
} as const;

const ENGAGEMENT_PARTS = ['likes', 'comments', 'shares', 'saves', 'sends'] as const;

/** A post's engagements: the network's total when given, else the parts it gave; undefined when none. */
export function engagementOf(metrics: MetricValues): number | undefined {
  if (typeof metrics.engagements === 'number') return metrics.engagements;
  const given = ENGAGEMENT_PARTS.map((part) => metrics[part]).filter((value): value is number => typeof value === 'number');
  return given.length === 0 ? undefined : given.reduce((sum, value) => sum + value, 0);
}

/** Recomputes an account's post figures for one day of publishing from its posts' latest totals. */
export async function rollUpPostDay(tx: Executor, accountId: number, day: string): Promise<void> {
  const rows = await tx
    .select({ workspaceId: postMetrics.workspaceId, network: postMetrics.network, metrics: postMetrics.metrics })
    .from(postMetrics)
    .where(and(eq(postMetrics.accountId, accountId), sql`(${postMetrics.publishedAt} at time zone 'UTC')::date = ${day}::date`));
  const sums = new Map<string, { value: number; posts: number }>();
  const add = (key: string, value: number | undefined) => {
    if (value === undefined) return;
    const sum = sums.get(key) ?? { value: 0, posts: 0 };
    sum.value += value;
    sum.posts += 1;
    sums.set(key, sum);
  };
  for (const row of rows) {
    const metrics = row.metrics as MetricValues;
    for (const [metric, value] of Object.entries(metrics)) add(postKey(metric), value);
    const engagement = engagementOf(metrics);
    add(DERIVED.engagement, engagement);
    add(DERIVED.highIntent, highIntent(metrics));
    if (engagement !== undefined && typeof metrics.impressions_or_views === 'number') {
      add(DERIVED.rateEngagements, engagement);
      add(DERIVED.rateImpressions, metrics.impressions_or_views);
    }
  }
  await tx.delete(dailyRollups).where(and(eq(dailyRollups.accountId, accountId), eq(dailyRollups.day, day), like(dailyRollups.metric, 'post.%')));
  const first = rows[0];
  if (!first || sums.size === 0) return;
  await tx.insert(dailyRollups).values(
    [...sums].map(([metric, sum]) => ({ accountId, day, metric, workspaceId: first.workspaceId, network: first.network, value: sum.value, posts: sum.posts })),
  );
}

/** Keeps an account's reading for its day unless a later reading of that day is stored; true when kept. */
export async function rollUpAccountDay(tx: Executor, payload: MetricsCollected, collectedAt: Date): Promise<boolean> {
  const day = payload.day!;
  const [stored] = await tx
    .select({ collectedAt: sql<string | null>`max(${dailyRollups.collectedAt})` })
    .from(dailyRollups)
    .where(and(eq(dailyRollups.accountId, payload.accountId), eq(dailyRollups.day, day), like(dailyRollups.metric, 'account.%')));
  if (stored?.collectedAt && new Date(stored.collectedAt) >= collectedAt) return false;
  await tx.delete(dailyRollups).where(and(eq(dailyRollups.accountId, payload.accountId), eq(dailyRollups.day, day), like(dailyRollups.metric, 'account.%')));
  const given = Object.entries(payload.metrics).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  if (given.length > 0) {
    await tx.insert(dailyRollups).values(
      given.map(([metric, value]) => ({ accountId: payload.accountId, day, metric: accountKey(metric), workspaceId: payload.workspaceId, network: payload.network, value, collectedAt })),
    );
  }
  return true;
}
