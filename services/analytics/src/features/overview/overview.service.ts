import {
  ANALYTICS_MINIMUM_PLAN,
  findPlan,
  planIncludesAnalytics,
  type AccountType,
  type AnalyticsAccess,
  type AnalyticsCsvTable,
  type AnalyticsOverview,
  type AnalyticsQuery,
  type AnalyticsTotal,
  type PlatformFigures,
  type SeriesPoint,
  type WeekFigures,
} from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { commonErrors, defineErrors, fieldError } from '@cadence/service-kit';
import * as accounts from '../accounts/accounts.repository';
import { getEntitlements } from '../entitlements/entitlements.repository';
import { DERIVED, postKey } from '../ingestion/rollups';
import * as repository from './overview.repository';

export const analyticsErrors = defineErrors('ANALYTICS', {
  PLAN_REQUIRED: [403, 'Analytics are included from the Scale plan'],
});

const DAY_MS = 86_400_000;
/** The longest range one overview covers. */
export const MAX_RANGE_DAYS = 366;

/** Whether the workspace's plan includes analytics, in words a person can act on. */
export async function access(db: Executor, workspaceId: number): Promise<AnalyticsAccess> {
  const { plan } = await getEntitlements(db, workspaceId);
  const included = planIncludesAnalytics(plan);
  const minimum = findPlan(ANALYTICS_MINIMUM_PLAN).name;
  const message = included
    ? `Your ${findPlan(plan).name} plan includes analytics and reports`
    : `Your ${findPlan(plan).name} plan includes scheduling, the media library and the group manager; analytics and reports are included from the ${minimum} plan. Upgrade to see your results.`;
  return { included, plan, minimum_plan: ANALYTICS_MINIMUM_PLAN, message };
}

async function requireIncluded(db: Executor, workspaceId: number): Promise<void> {
  const answer = await access(db, workspaceId);
  if (!answer.included) throw analyticsErrors.PLAN_REQUIRED(answer.message);
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Every day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = timeOf(from); time <= timeOf(to); time += DAY_MS) days.push(dayOf(time));
  return days;
}

function checkRange(from: string, to: string): void {
  if (Number.isNaN(timeOf(from))) throw fieldError('from', 'must be a date');
  if (Number.isNaN(timeOf(to))) throw fieldError('to', 'must be a date');
  if (from > to) throw fieldError('to', 'must be on or after from');
  if ((timeOf(to) - timeOf(from)) / DAY_MS + 1 > MAX_RANGE_DAYS) throw fieldError('to', `the range may cover at most ${MAX_RANGE_DAYS} days`);
}

/** The accounts asked for, each checked to belong to the workspace. */
async function accountIdsOf(db: Executor, workspaceId: number, list: string | undefined): Promise<number[] | null> {
  if (list === undefined) return null;
  const ids = [...new Set(list.split(',').map(Number))];
  const owned = new Set(await accounts.ownedIds(db, workspaceId, ids));
  const unknown = ids.filter((id) => !owned.has(id));
  if (unknown.length > 0) throw fieldError('accounts', `not accounts of this workspace: ${unknown.join(', ')}`);
  return ids;
}

const knownZones = new Map<string, boolean>();

/** The time zone asked for, checked to be one PostgreSQL and the browser both know; UTC when absent. */
async function timeZoneOf(db: Executor, name: string | undefined): Promise<string> {
  if (name === undefined || name === 'UTC') return 'UTC';
  let known = knownZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      known = await repository.knowsTimeZone(db, name);
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(name, known);
  }
  if (!known) throw fieldError('time_zone', 'must be an IANA time zone such as Europe/Paris');
  return name;
}

interface PeriodFigures {
  days: string[];
  perDay: Map<string, Map<string, number>>;
  followers: Map<string, number>;
  activity: Map<string, { published: number; failed: number }>;
  followerTotals: { followers: number | null; growth: number | null };
}

const POST_METRICS = [postKey('impressions_or_views'), DERIVED.engagement, DERIVED.highIntent, DERIVED.rateEngagements, DERIVED.rateImpressions] as const;

async function periodFigures(db: Executor, scope: repository.Scope): Promise<PeriodFigures> {
  // Independent reads: each on its own pooled connection.
  const [posts, followers, activity, followerTotals] = await Promise.all([
    repository.postSeries(db, scope, POST_METRICS),
    repository.followerSeries(db, scope),
    repository.activitySeries(db, scope),
    repository.followerTotals(db, scope),
  ]);
  const perDay = new Map<string, Map<string, number>>();
  for (const row of posts) {
    const day = perDay.get(row.day) ?? new Map<string, number>();
    day.set(row.metric, row.value);
    perDay.set(row.day, day);
  }
  const activityByDay = new Map<string, { published: number; failed: number }>();
  for (const row of activity) {
    const day = activityByDay.get(row.day) ?? { published: 0, failed: 0 };
    day[row.outcome] += row.count;
    activityByDay.set(row.day, day);
  }
  return { days: daysOf(scope.from, scope.to), perDay, followers: new Map(followers.map((row) => [row.day, row.value])), activity: activityByDay, followerTotals };
}

/** Sum over the period of a post metric; null when no day has it. */
function sumOf(figures: PeriodFigures, metric: string): number | null {
  let total: number | null = null;
  for (const day of figures.perDay.values()) {
    const value = day.get(metric);
    if (value !== undefined) total = (total ?? 0) + value;
  }
  return total;
}

function rate(engagements: number | null | undefined, impressions: number | null | undefined): number | null {
  if (engagements === null || engagements === undefined || !impressions) return null;
  return Math.round((engagements / impressions) * 10_000) / 100;
}

type SeriesOf = (figures: PeriodFigures, day: string) => number | null;

const SERIES: Record<keyof AnalyticsOverview['series'], SeriesOf> = {
  followers: (figures, day) => figures.followers.get(day) ?? null,
  impressions: (figures, day) => figures.perDay.get(day)?.get(postKey('impressions_or_views')) ?? null,
  engagements: (figures, day) => figures.perDay.get(day)?.get(DERIVED.engagement) ?? null,
  engagement_rate: (figures, day) => rate(figures.perDay.get(day)?.get(DERIVED.rateEngagements), figures.perDay.get(day)?.get(DERIVED.rateImpressions)),
  published: (figures, day) => figures.activity.get(day)?.published ?? 0,
  failed: (figures, day) => figures.activity.get(day)?.failed ?? 0,
};

function totalsOf(figures: PeriodFigures) {
  const activity = [...figures.activity.values()];
  return {
    followers: figures.followerTotals.followers,
    followers_growth: figures.followerTotals.growth,
    impressions: sumOf(figures, postKey('impressions_or_views')),
    engagements: sumOf(figures, DERIVED.engagement),
    engagement_rate: rate(sumOf(figures, DERIVED.rateEngagements), sumOf(figures, DERIVED.rateImpressions)),
    high_intent: sumOf(figures, DERIVED.highIntent),
    published: activity.reduce((sum, day) => sum + day.published, 0),
    failed: activity.reduce((sum, day) => sum + day.failed, 0),
  };
}

/** The figures of a range, and of the same number of days just before it when comparing. */
export async function overview(db: Database, workspaceId: number, query: AnalyticsQuery, network: AccountType | null = null): Promise<AnalyticsOverview> {
  checkRange(query.from, query.to);
  await requireIncluded(db, workspaceId);
  const accountIds = await accountIdsOf(db, workspaceId, query.accounts);
  const timeZone = await timeZoneOf(db, query.time_zone);
  const scope: repository.Scope = { workspaceId, from: query.from, to: query.to, accountIds, network, timeZone };
  const length = (timeOf(query.to) - timeOf(query.from)) / DAY_MS + 1;
  const previousScope = query.compare
    ? { ...scope, from: dayOf(timeOf(query.from) - length * DAY_MS), to: dayOf(timeOf(query.from) - DAY_MS) }
    : null;

  const [current, previous, allAccounts, top, best, unavailable] = await Promise.all([
    periodFigures(db, scope),
    previousScope ? periodFigures(db, previousScope) : null,
    accounts.listOf(db, workspaceId),
    repository.topPosts(db, scope),
    repository.bestTimes(db, scope),
    repository.unavailable(db, scope),
  ]);
  const currentTotals = totalsOf(current);
  const previousTotals = previous ? totalsOf(previous) : null;
  const totals = Object.fromEntries(
    Object.entries(currentTotals).map(([key, value]) => [key, { value, previous: previousTotals ? previousTotals[key as keyof typeof currentTotals] : null } satisfies AnalyticsTotal]),
  ) as AnalyticsOverview['totals'];
  const series = Object.fromEntries(
    Object.entries(SERIES).map(([key, of]) => [
      key,
      current.days.map((day, index): SeriesPoint => ({ day, value: of(current, day), previous: previous ? of(previous, previous.days[index]!) : null })),
    ]),
  ) as AnalyticsOverview['series'];

  const workspaceAccounts = allAccounts.filter(
    (row) => (network === null || row.network === network) && (accountIds === null || accountIds.includes(row.accountId)),
  );
  return {
    from: query.from,
    to: query.to,
    previous_from: previousScope?.from ?? null,
    previous_to: previousScope?.to ?? null,
    network,
    networks: [...new Set(allAccounts.map((row) => row.network as AccountType))],
    accounts: workspaceAccounts.map((row) => ({ id: row.accountId, network: row.network as AccountType, name: row.name, status: row.status })),
    totals,
    series,
    top_posts: top.map((row) => ({ ...row, network: row.network as AccountType })),
    best_times: best,
    time_zone: timeZone,
    unavailable: unavailable.map((row) => ({ ...row, network: row.network as AccountType })),
  };
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A cell a spreadsheet would read as a formula starts with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** One series or table of the overview as CSV; an absent figure is an empty cell, never 0. */
export async function overviewCsv(db: Database, workspaceId: number, query: AnalyticsQuery & { table: AnalyticsCsvTable; network?: AccountType | undefined }): Promise<string> {
  const figures = await overview(db, workspaceId, query, query.network ?? null);
  if (query.table === 'top_posts') {
    return toCsv(
      ['published_at', 'network', 'account_id', 'post_id', 'excerpt', 'url', 'impressions', 'engagements', 'high_intent'],
      figures.top_posts.map((post) => [post.published_at, post.network, post.account_id, post.post_id, post.excerpt, post.url, post.impressions, post.engagements, post.high_intent]),
    );
  }
  if (query.table === 'activity') {
    const header = query.compare ? ['day', 'published', 'failed', 'previous_published', 'previous_failed'] : ['day', 'published', 'failed'];
    return toCsv(
      header,
      figures.series.published.map((point, index) => {
        const failed = figures.series.failed[index]!;
        return query.compare ? [point.day, point.value, failed.value, point.previous, failed.previous] : [point.day, point.value, failed.value];
      }),
    );
  }
  if (query.table === 'best_times') {
    const hourColumn = figures.time_zone === 'UTC' ? 'hour_utc' : 'hour';
    return toCsv(['weekday', hourColumn, 'time_zone', 'posts', 'average_engagements'], figures.best_times.map((time) => [time.weekday, time.hour, figures.time_zone, time.posts, time.average_engagements]));
  }
  const header = query.compare ? ['day', query.table, `previous_${query.table}`] : ['day', query.table];
  return toCsv(header, figures.series[query.table].map((point) => (query.compare ? [point.day, point.value, point.previous] : [point.day, point.value])));
}

/** The dashboard's figures between two days: posts published and failed, and engagement where the plan includes it. */
export async function week(db: Database, workspaceId: number, from: string, to: string): Promise<WeekFigures> {
  checkRange(from, to);
  const counts = await repository.postCounts(db, workspaceId, from, to);
  const included = (await access(db, workspaceId)).included;
  let engagements: number | null = null;
  if (included) {
    const rows = await repository.postSeries(db, { workspaceId, from, to, accountIds: null, network: null }, [DERIVED.engagement]);
    engagements = rows.length === 0 ? null : rows.reduce((sum, row) => sum + row.value, 0);
  }
  return { from, to, ...counts, engagements, analytics_included: included };
}

/** Staff: posts published and failed per network per day, and the workspaces that published. */
export async function platform(db: Database, from: string, to: string): Promise<PlatformFigures> {
  checkRange(from, to);
  const days = (await repository.platformDays(db, from, to)).map((row) => ({ ...row, network: row.network as AccountType }));
  return {
    from,
    to,
    active_workspaces: await repository.activeWorkspaces(db, from, to),
    published: days.reduce((sum, day) => sum + day.published, 0),
    failed: days.reduce((sum, day) => sum + day.failed, 0),
    days,
  };
}

export function workspaceOf(principal: { workspaceId: number | null }): number {
  if (principal.workspaceId === null) throw commonErrors.FORBIDDEN('Choose a workspace first');
  return principal.workspaceId;
}
