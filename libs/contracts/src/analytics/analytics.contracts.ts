import Type, { type Static } from 'typebox';
import { defineEndpoint, FileAnswer } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { FEATURE_MINIMUM_PLAN, PLAN_KEYS, planIncludes, type PlanKey } from '../billing/plan-catalogue';
import { AccountTypeSchema, ACCOUNT_TYPES } from '../posting/account-types';
import { StringEnum, Strict } from '../schema';

const tags = ['analytics'];

/** SPEC §9: analytics and reporting are sold from Scale up (the catalogue says where each feature starts). */
export const ANALYTICS_MINIMUM_PLAN: PlanKey = FEATURE_MINIMUM_PLAN.analytics;

export function planIncludesAnalytics(plan: PlanKey): boolean {
  return planIncludes(plan, 'analytics');
}

/** Whether the workspace's plan includes analytics; below Scale, what to do about it. */
export const AnalyticsAccess = Type.Object({
  included: Type.Boolean(),
  plan: StringEnum(PLAN_KEYS),
  minimum_plan: StringEnum(PLAN_KEYS),
  message: Type.String(),
});
export type AnalyticsAccess = Static<typeof AnalyticsAccess>;

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC)' });

/** A date range (both days included, at most 366 days), accounts and whether to compare with the period before. */
export const AnalyticsQuery = Strict({
  from: Day,
  to: Day,
  /** Comma-separated account ids of the workspace; all of them when absent. */
  accounts: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$' })),
  compare: Type.Optional(Type.Boolean({ default: false })),
  /** The IANA time zone best times are given in (the person's own); UTC when absent. */
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+\\-/]+$' })),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

export const NetworkParams = Strict({ network: AccountTypeSchema });

const Figure = Type.Union([Type.Number(), Type.Null()], { description: 'null: no network gave it for the range (absent, not 0)' });

/** A total for the range and, when comparing, the same total for the period before. */
export const AnalyticsTotal = Type.Object({ value: Figure, previous: Figure });
export type AnalyticsTotal = Static<typeof AnalyticsTotal>;

export const SeriesPoint = Type.Object({ day: Type.String(), value: Figure, previous: Figure });
export type SeriesPoint = Static<typeof SeriesPoint>;

export const ANALYTICS_SERIES = ['followers', 'impressions', 'engagements', 'engagement_rate', 'published', 'failed'] as const;
export type AnalyticsSeriesName = (typeof ANALYTICS_SERIES)[number];

export const AnalyticsAccount = Type.Object({
  id: Type.Integer(),
  network: AccountTypeSchema,
  name: Type.String(),
  status: StringEnum(['connected', 'broken', 'disconnected']),
});
export type AnalyticsAccount = Static<typeof AnalyticsAccount>;

export const TopPost = Type.Object({
  target_id: Type.Integer(),
  post_id: Type.Union([Type.Integer(), Type.Null()]),
  account_id: Type.Integer(),
  network: AccountTypeSchema,
  excerpt: Type.Union([Type.String(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
  published_at: Type.String({ format: 'date-time' }),
  impressions: Figure,
  engagements: Figure,
  high_intent: Figure,
});
export type TopPost = Static<typeof TopPost>;

/** A weekday (0 Sunday … 6 Saturday) and hour, in the overview's time zone, at which the workspace's posts did best. */
export const BestTime = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  posts: Type.Integer(),
  average_engagements: Type.Number(),
});
export type BestTime = Static<typeof BestTime>;

export const UnavailableFigure = Type.Object({
  account_id: Type.Integer(),
  network: AccountTypeSchema,
  metric: Type.String(),
  message: Type.String(),
  since: Type.String({ format: 'date-time' }),
});
export type UnavailableFigure = Static<typeof UnavailableFigure>;

export const AnalyticsOverview = Type.Object({
  from: Type.String(),
  to: Type.String(),
  previous_from: Type.Union([Type.String(), Type.Null()]),
  previous_to: Type.Union([Type.String(), Type.Null()]),
  network: Type.Union([AccountTypeSchema, Type.Null()]),
  /** Every network the workspace has accounts on (for the per-network pages). */
  networks: Type.Array(AccountTypeSchema),
  accounts: Type.Array(AnalyticsAccount),
  totals: Type.Object({
    followers: AnalyticsTotal,
    followers_growth: AnalyticsTotal,
    impressions: AnalyticsTotal,
    engagements: AnalyticsTotal,
    engagement_rate: AnalyticsTotal,
    high_intent: AnalyticsTotal,
    published: AnalyticsTotal,
    failed: AnalyticsTotal,
  }),
  series: Type.Object({
    followers: Type.Array(SeriesPoint),
    impressions: Type.Array(SeriesPoint),
    engagements: Type.Array(SeriesPoint),
    engagement_rate: Type.Array(SeriesPoint),
    published: Type.Array(SeriesPoint),
    failed: Type.Array(SeriesPoint),
  }),
  top_posts: Type.Array(TopPost),
  best_times: Type.Array(BestTime),
  /** The time zone of best_times (the query's, else UTC). */
  time_zone: Type.String(),
  unavailable: Type.Array(UnavailableFigure),
});
export type AnalyticsOverview = Static<typeof AnalyticsOverview>;

export const getAnalyticsAccess = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/access',
  summary: "Whether the workspace's plan includes analytics, and from which plan it does",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'Analytics',
  response: AnalyticsAccess,
});

export const getAnalyticsOverview = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/overview',
  summary: "The workspace's figures for a range and accounts: followers, impressions, engagement, posting activity, top posts, best times, compared with the period before",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'Analytics',
  query: AnalyticsQuery,
  response: AnalyticsOverview,
});

export const getNetworkAnalytics = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/networks/:network',
  summary: "The same figures for the workspace's accounts on one network",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'Analytics',
  params: NetworkParams,
  query: AnalyticsQuery,
  response: AnalyticsOverview,
});

/** The CSV of one series or table (not enveloped); `network` narrows it to one network. */
export const ANALYTICS_CSV_PATH = '/api/analytics/export.csv';
/** Each series, posting activity (published and failed side by side), top posts and best times. */
export const ANALYTICS_CSV_TABLES = [...ANALYTICS_SERIES, 'activity', 'top_posts', 'best_times'] as const;
export type AnalyticsCsvTable = (typeof ANALYTICS_CSV_TABLES)[number];
export const AnalyticsCsvQuery = Strict({
  ...AnalyticsQuery.properties,
  table: StringEnum(ANALYTICS_CSV_TABLES),
  network: Type.Optional(StringEnum(ACCOUNT_TYPES)),
});
export type AnalyticsCsvQuery = Static<typeof AnalyticsCsvQuery>;

export const exportAnalyticsCsv = defineEndpoint({
  method: 'GET',
  path: ANALYTICS_CSV_PATH,
  summary: "One of the workspace's analytics series or tables as CSV",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'Analytics',
  query: AnalyticsCsvQuery,
  response: FileAnswer,
  file: true,
});

/** This week's publishing for the dashboard: posts published and failed, and engagement where the plan includes analytics. */
export const WeekFigures = Type.Object({
  from: Type.String(),
  to: Type.String(),
  published: Type.Integer(),
  failed: Type.Integer(),
  /** null: the plan does not include analytics, or no network gave engagement yet. */
  engagements: Figure,
  analytics_included: Type.Boolean(),
});
export type WeekFigures = Static<typeof WeekFigures>;

export const WeekQuery = Strict({ from: Day, to: Day });

export const getWeekFigures = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/week',
  summary: "The workspace's posts published and failed between two days, and their engagement (the dashboard's figures)",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'dashboard',
  query: WeekQuery,
  response: WeekFigures,
});

export const PlatformFiguresQuery = Strict({ from: Day, to: Day });
export type PlatformFiguresQuery = Static<typeof PlatformFiguresQuery>;

export const PlatformDay = Type.Object({
  day: Type.String(),
  network: AccountTypeSchema,
  published: Type.Integer(),
  failed: Type.Integer(),
  /** Seconds from a scheduled post's due time to its publishing on the network (median, 95th percentile); null without scheduled posts. */
  lag_p50_seconds: Type.Union([Type.Number(), Type.Null()]),
  lag_p95_seconds: Type.Union([Type.Number(), Type.Null()]),
});
export type PlatformDay = Static<typeof PlatformDay>;

export const PlatformFigures = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Workspaces that published or failed at least one post in the range. */
  active_workspaces: Type.Integer(),
  published: Type.Integer(),
  failed: Type.Integer(),
  days: Type.Array(PlatformDay),
});
export type PlatformFigures = Static<typeof PlatformFigures>;

export const getPlatformFigures = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/platform',
  summary: 'Staff: posts published and failed per network per day across every workspace with their delivery lag, and active workspaces',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  query: PlatformFiguresQuery,
  response: PlatformFigures,
});

/** The staff figures as CSV (not enveloped): day,network,published,failed,lag_p50_seconds,lag_p95_seconds. */
export const PLATFORM_FIGURES_CSV_PATH = '/api/analytics/platform.csv';

export const exportPlatformFiguresCsv = defineEndpoint({
  method: 'GET',
  path: PLATFORM_FIGURES_CSV_PATH,
  summary: 'Staff: posts published and failed per network per day as CSV',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  query: PlatformFiguresQuery,
  response: FileAnswer,
  file: true,
});
