import type { AccountType } from '../posting/account-types';
import { StringEnum } from '../schema';

/**
 * The one list of metrics the product shows, and where each network's figure for it comes from.
 * Adapters read it to know which of the network's names to ask for; analytics reads it to label,
 * compare and explain figures. A metric a network does not give is absent, never 0.
 */
export const CANONICAL_METRICS = [
  'impressions_or_views',
  'reach',
  'likes',
  'comments',
  'shares',
  'saves',
  'sends',
  'link_clicks',
  'video_views',
  'watch_time_seconds',
  'engagements',
  'followers',
  'profile_views',
] as const;
export type CanonicalMetric = (typeof CANONICAL_METRICS)[number];
export const CanonicalMetricSchema = StringEnum(CANONICAL_METRICS);

export type MetricLevel = 'post' | 'account';

export interface CanonicalMetricInfo {
  metric: CanonicalMetric;
  /** Where the figure is given: on a published post, on an account per day, or both. */
  levels: readonly MetricLevel[];
  unit: 'count' | 'seconds';
  /** What it counts, in the product's words. */
  description: string;
}

export const METRIC_INFO: Readonly<Record<CanonicalMetric, CanonicalMetricInfo>> = {
  impressions_or_views: { metric: 'impressions_or_views', levels: ['post', 'account'], unit: 'count', description: 'Times the content was shown or played (networks that moved from impressions to views count views)' },
  reach: { metric: 'reach', levels: ['post', 'account'], unit: 'count', description: 'Distinct people who saw the content' },
  likes: { metric: 'likes', levels: ['post'], unit: 'count', description: 'Likes or reactions' },
  comments: { metric: 'comments', levels: ['post'], unit: 'count', description: 'Comments or replies' },
  shares: { metric: 'shares', levels: ['post'], unit: 'count', description: 'Shares, reposts and quotes' },
  saves: { metric: 'saves', levels: ['post'], unit: 'count', description: 'Saves or bookmarks' },
  sends: { metric: 'sends', levels: ['post'], unit: 'count', description: 'Sends in private messages' },
  link_clicks: { metric: 'link_clicks', levels: ['post'], unit: 'count', description: 'Clicks on the link the post carries' },
  video_views: { metric: 'video_views', levels: ['post'], unit: 'count', description: 'Video plays as the network counts them' },
  watch_time_seconds: { metric: 'watch_time_seconds', levels: ['post'], unit: 'seconds', description: 'Total time the video was watched' },
  engagements: { metric: 'engagements', levels: ['post'], unit: 'count', description: 'All interactions as the network totals them' },
  followers: { metric: 'followers', levels: ['account'], unit: 'count', description: 'Followers, fans or subscribers at the end of the day' },
  profile_views: { metric: 'profile_views', levels: ['account'], unit: 'count', description: 'Visits to the profile or page' },
};

/** One network's own figure for a canonical metric. */
export interface NetworkMetric {
  metric: CanonicalMetric;
  level: MetricLevel;
  /** The network's own name(s); several are added together (reposts + quotes). */
  names: readonly string[];
  /** The API and version the figure comes from. */
  api: string;
  /** Where it is asked for. */
  endpoint: string;
  /** The date (UTC, YYYY-MM-DD) the network stops or stopped answering it, where announced. */
  retiresOn?: string;
  /** The network's replacement, where it named one. */
  replacedBy?: string;
  /** How far back the network answers, in days, where it limits it. */
  lookBackDays?: number;
  /** A limit worth knowing (permission, age of the post, unit conversion). */
  note?: string;
}

const GRAPH = 'Meta Graph API v25.0';
const X_API = 'X API v2';
const LINKEDIN = 'LinkedIn Community Management API (LinkedIn-Version 202505)';
const YT_DATA = 'YouTube Data API v3';
const YT_ANALYTICS = 'YouTube Analytics API v2';
const PINTEREST = 'Pinterest API v5';
const TIKTOK = 'TikTok Display API v2';
const WP_REST = 'WordPress REST API (wp/v2)';
const WPCOM_STATS = 'WordPress.com REST API v1.1 stats';
const ATPROTO = 'AT Protocol app.bsky (AppView)';
const THREADS_API = 'Threads API v1.0';

const m = (metric: CanonicalMetric, level: MetricLevel, names: string | readonly string[], api: string, endpoint: string, extra: Partial<NetworkMetric> = {}): NetworkMetric => ({
  metric,
  level,
  names: typeof names === 'string' ? [names] : names,
  api,
  endpoint,
  ...extra,
});

const FB_POST_INSIGHTS = 'GET /{page-post-id}/insights';
const FB_PAGE_INSIGHTS = 'GET /{page-id}/insights (period=day)';
const IG_MEDIA_INSIGHTS = 'GET /{ig-media-id}/insights';
const IG_USER_INSIGHTS = 'GET /{ig-user-id}/insights (period=day)';
const LI_SHARE_STATS = 'GET /rest/organizationalEntityShareStatistics';
const LI_SOCIAL = 'GET /rest/socialActions/{post-urn}';
const PIN_ANALYTICS = 'GET /v5/pins/{pin_id}/analytics';
const WP_WPCOM = 'GET /rest/v1.1/sites/{site}/stats/post/{post_id}';

const facebookPage: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'post_media_view', GRAPH, FB_POST_INSIGHTS),
  m('impressions_or_views', 'post', 'post_impressions', GRAPH, FB_POST_INSIGHTS, { retiresOn: '2025-11-15', replacedBy: 'post_media_view' }),
  m('reach', 'post', 'post_impressions_unique', GRAPH, FB_POST_INSIGHTS),
  m('likes', 'post', 'reactions.summary.total_count', GRAPH, 'GET /{page-post-id}?fields=reactions.summary(total_count)'),
  m('comments', 'post', 'comments.summary.total_count', GRAPH, 'GET /{page-post-id}?fields=comments.summary(total_count)'),
  m('shares', 'post', 'shares.count', GRAPH, 'GET /{page-post-id}?fields=shares'),
  m('link_clicks', 'post', 'post_clicks_by_type["link clicks"]', GRAPH, FB_POST_INSIGHTS),
  m('video_views', 'post', 'post_video_views', GRAPH, FB_POST_INSIGHTS, { note: 'Video posts only' }),
  m('impressions_or_views', 'account', 'page_media_view', GRAPH, FB_PAGE_INSIGHTS, { lookBackDays: 730, note: 'At most 90 days per request' }),
  m('impressions_or_views', 'account', 'page_impressions', GRAPH, FB_PAGE_INSIGHTS, { retiresOn: '2025-11-15', replacedBy: 'page_media_view' }),
  m('reach', 'account', 'page_impressions_unique', GRAPH, FB_PAGE_INSIGHTS, { lookBackDays: 730 }),
  m('followers', 'account', 'page_follows', GRAPH, FB_PAGE_INSIGHTS, { lookBackDays: 730 }),
  m('followers', 'account', 'page_fans', GRAPH, FB_PAGE_INSIGHTS, { retiresOn: '2025-11-15', replacedBy: 'page_follows' }),
  m('profile_views', 'account', 'page_views_total', GRAPH, FB_PAGE_INSIGHTS, { lookBackDays: 730 }),
];

const instagram: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'views', GRAPH, IG_MEDIA_INSIGHTS),
  m('impressions_or_views', 'post', 'impressions', GRAPH, IG_MEDIA_INSIGHTS, { retiresOn: '2025-04-21', replacedBy: 'views' }),
  m('video_views', 'post', 'plays', GRAPH, IG_MEDIA_INSIGHTS, { retiresOn: '2025-04-21', replacedBy: 'views' }),
  m('reach', 'post', 'reach', GRAPH, IG_MEDIA_INSIGHTS),
  m('likes', 'post', 'likes', GRAPH, IG_MEDIA_INSIGHTS),
  m('comments', 'post', 'comments', GRAPH, IG_MEDIA_INSIGHTS),
  m('shares', 'post', 'shares', GRAPH, IG_MEDIA_INSIGHTS),
  m('saves', 'post', 'saved', GRAPH, IG_MEDIA_INSIGHTS),
  m('engagements', 'post', 'total_interactions', GRAPH, IG_MEDIA_INSIGHTS),
  m('watch_time_seconds', 'post', 'ig_reels_video_view_total_time', GRAPH, IG_MEDIA_INSIGHTS, { note: 'Reels only; the network gives milliseconds' }),
  m('impressions_or_views', 'account', 'views', GRAPH, IG_USER_INSIGHTS, { lookBackDays: 30, note: 'metric_type=total_value' }),
  m('impressions_or_views', 'account', 'impressions', GRAPH, IG_USER_INSIGHTS, { retiresOn: '2025-04-21', replacedBy: 'views' }),
  m('reach', 'account', 'reach', GRAPH, IG_USER_INSIGHTS, { lookBackDays: 30 }),
  m('profile_views', 'account', 'profile_views', GRAPH, IG_USER_INSIGHTS, { lookBackDays: 30, note: 'metric_type=total_value' }),
  m('followers', 'account', 'followers_count', GRAPH, 'GET /{ig-user-id}?fields=followers_count', { note: 'Today only: earlier days come from daily snapshots' }),
];

const twitter: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'public_metrics.impression_count', X_API, 'GET /2/tweets?tweet.fields=public_metrics'),
  m('likes', 'post', 'public_metrics.like_count', X_API, 'GET /2/tweets?tweet.fields=public_metrics'),
  m('comments', 'post', 'public_metrics.reply_count', X_API, 'GET /2/tweets?tweet.fields=public_metrics'),
  m('shares', 'post', ['public_metrics.retweet_count', 'public_metrics.quote_count'], X_API, 'GET /2/tweets?tweet.fields=public_metrics'),
  m('saves', 'post', 'public_metrics.bookmark_count', X_API, 'GET /2/tweets?tweet.fields=public_metrics'),
  m('link_clicks', 'post', 'non_public_metrics.url_link_clicks', X_API, 'GET /2/tweets?tweet.fields=non_public_metrics', {
    lookBackDays: 30,
    note: 'Only for the author\'s own posts published in the last 30 days',
  }),
  m('followers', 'account', 'public_metrics.followers_count', X_API, 'GET /2/users/me?user.fields=public_metrics', { note: 'Today only: earlier days come from daily snapshots' }),
];

const linkedinPage: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'totalShareStatistics.impressionCount', LINKEDIN, LI_SHARE_STATS),
  m('reach', 'post', 'totalShareStatistics.uniqueImpressionsCount', LINKEDIN, LI_SHARE_STATS),
  m('likes', 'post', 'totalShareStatistics.likeCount', LINKEDIN, LI_SHARE_STATS),
  m('comments', 'post', 'totalShareStatistics.commentCount', LINKEDIN, LI_SHARE_STATS),
  m('shares', 'post', 'totalShareStatistics.shareCount', LINKEDIN, LI_SHARE_STATS),
  m('link_clicks', 'post', 'totalShareStatistics.clickCount', LINKEDIN, LI_SHARE_STATS),
  m('followers', 'account', 'firstDegreeSize', LINKEDIN, 'GET /rest/networkSizes/{organization-urn}?edgeType=COMPANY_FOLLOWED_BY_MEMBER', { note: 'Today only: earlier days come from daily snapshots' }),
  m('profile_views', 'account', 'totalPageStatistics.views.allPageViews.pageViews', LINKEDIN, 'GET /rest/organizationPageStatistics (timeGranularityType=DAY)', { lookBackDays: 365 }),
];

const linkedinMember: readonly NetworkMetric[] = [
  m('likes', 'post', 'likesSummary.totalLikes', LINKEDIN, LI_SOCIAL),
  m('comments', 'post', 'commentsSummary.aggregatedTotalComments', LINKEDIN, LI_SOCIAL),
];

const youtube: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'statistics.viewCount', YT_DATA, 'GET /youtube/v3/videos?part=statistics'),
  m('video_views', 'post', 'statistics.viewCount', YT_DATA, 'GET /youtube/v3/videos?part=statistics'),
  m('likes', 'post', 'statistics.likeCount', YT_DATA, 'GET /youtube/v3/videos?part=statistics'),
  m('comments', 'post', 'statistics.commentCount', YT_DATA, 'GET /youtube/v3/videos?part=statistics'),
  m('shares', 'post', 'shares', YT_ANALYTICS, 'GET /v2/reports?metrics=shares,estimatedMinutesWatched&filters=video=={id}', { note: 'Needs the yt-analytics.readonly scope' }),
  m('watch_time_seconds', 'post', 'estimatedMinutesWatched', YT_ANALYTICS, 'GET /v2/reports?metrics=shares,estimatedMinutesWatched&filters=video=={id}', { note: 'Minutes, times 60' }),
  m('followers', 'account', 'statistics.subscriberCount', YT_DATA, 'GET /youtube/v3/channels?part=statistics&mine=true', { note: 'Rounded by the network to three significant figures' }),
];

const pinterest: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'IMPRESSION', PINTEREST, PIN_ANALYTICS, { lookBackDays: 90 }),
  m('saves', 'post', 'SAVE', PINTEREST, PIN_ANALYTICS, { lookBackDays: 90 }),
  m('link_clicks', 'post', 'OUTBOUND_CLICK', PINTEREST, PIN_ANALYTICS, { lookBackDays: 90 }),
  m('engagements', 'post', 'PIN_CLICK', PINTEREST, PIN_ANALYTICS, { lookBackDays: 90, note: 'Pin clicks' }),
  m('video_views', 'post', 'VIDEO_MRC_VIEW', PINTEREST, PIN_ANALYTICS, { lookBackDays: 90, note: 'Video Pins only' }),
  m('likes', 'post', 'TOTAL_REACTIONS', PINTEREST, PIN_ANALYTICS, { lookBackDays: 90 }),
  m('comments', 'post', 'TOTAL_COMMENTS', PINTEREST, PIN_ANALYTICS, { lookBackDays: 90 }),
  m('impressions_or_views', 'account', 'IMPRESSION', PINTEREST, 'GET /v5/user_account/analytics', { lookBackDays: 90 }),
  m('followers', 'account', 'follower_count', PINTEREST, 'GET /v5/user_account', { note: 'Today only: earlier days come from daily snapshots' }),
];

const tiktok: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'view_count', TIKTOK, 'POST /v2/video/query/'),
  m('video_views', 'post', 'view_count', TIKTOK, 'POST /v2/video/query/'),
  m('likes', 'post', 'like_count', TIKTOK, 'POST /v2/video/query/'),
  m('comments', 'post', 'comment_count', TIKTOK, 'POST /v2/video/query/'),
  m('shares', 'post', 'share_count', TIKTOK, 'POST /v2/video/query/'),
  m('followers', 'account', 'follower_count', TIKTOK, 'GET /v2/user/info/?fields=follower_count', { note: 'Needs the user.info.stats scope; today only' }),
];

const bluesky: readonly NetworkMetric[] = [
  m('likes', 'post', 'likeCount', ATPROTO, 'GET app.bsky.feed.getPosts', { note: 'Counted by an AppView; a PDS alone answers only through one' }),
  m('comments', 'post', 'replyCount', ATPROTO, 'GET app.bsky.feed.getPosts'),
  m('shares', 'post', ['repostCount', 'quoteCount'], ATPROTO, 'GET app.bsky.feed.getPosts'),
  m('saves', 'post', 'bookmarkCount', ATPROTO, 'GET app.bsky.feed.getPosts'),
  m('followers', 'account', 'followersCount', ATPROTO, 'GET app.bsky.actor.getProfile', { note: 'Today only: earlier days come from daily snapshots' }),
];

const THREADS_MEDIA_INSIGHTS = 'GET /{threads-media-id}/insights';
const THREADS_USER_INSIGHTS = 'GET /{threads-user-id}/threads_insights';

const threads: readonly NetworkMetric[] = [
  m('impressions_or_views', 'post', 'views', THREADS_API, THREADS_MEDIA_INSIGHTS),
  m('likes', 'post', 'likes', THREADS_API, THREADS_MEDIA_INSIGHTS),
  m('comments', 'post', 'replies', THREADS_API, THREADS_MEDIA_INSIGHTS, { note: 'Replies to a root post include the replies to those replies' }),
  m('shares', 'post', ['reposts', 'quotes'], THREADS_API, THREADS_MEDIA_INSIGHTS),
  m('profile_views', 'account', 'views', THREADS_API, `${THREADS_USER_INSIGHTS} (period=day)`, { note: 'Views of the profile; not before 13 April 2024' }),
  m('followers', 'account', 'followers_count', THREADS_API, `${THREADS_USER_INSIGHTS} (total_value)`, { note: 'Today only: earlier days come from daily snapshots' }),
];

const wordpressCom: readonly NetworkMetric[] = [
  m('comments', 'post', 'X-WP-Total', WP_REST, 'GET /wp/v2/comments?post={id}&per_page=1'),
  m('impressions_or_views', 'post', 'views', WPCOM_STATS, WP_WPCOM),
  m('impressions_or_views', 'account', 'views', WPCOM_STATS, 'GET /rest/v1.1/sites/{site}/stats/visits?unit=day', { lookBackDays: 30 }),
  m('reach', 'account', 'visitors', WPCOM_STATS, 'GET /rest/v1.1/sites/{site}/stats/visits?unit=day', { lookBackDays: 30 }),
];

const wordpressOrg: readonly NetworkMetric[] = [
  m('comments', 'post', 'X-WP-Total', WP_REST, 'GET /wp-json/wp/v2/comments?post={id}&per_page=1'),
  m('impressions_or_views', 'post', 'views', 'Site REST API, when a stats plugin adds it', 'GET /wp-json/wp/v2/posts/{id} (field views)', { note: 'Absent unless the site exposes it' }),
];

/** Per account type, every figure the network documents (current and retired). */
export const METRIC_REGISTRY: Readonly<Record<AccountType, readonly NetworkMetric[]>> = {
  facebook: [],
  facebook_page: facebookPage,
  instagram,
  twitter,
  linkedin: linkedinMember,
  'linkedin-page': linkedinPage,
  youtube,
  pinterest,
  tiktok,
  bluesky,
  wordpress: wordpressCom,
  'wordpress-org': wordpressOrg,
  threads,
};

function isRetired(entry: NetworkMetric, on: Date): boolean {
  return entry.retiresOn !== undefined && entry.retiresOn <= on.toISOString().slice(0, 10);
}

/** The network's names to ask for at one level on a given day: retired names are left out. */
export function metricSources(network: AccountType, level: MetricLevel, on: Date = new Date()): NetworkMetric[] {
  return METRIC_REGISTRY[network].filter((entry) => entry.level === level && !isRetired(entry, on));
}

/** The entry that gives a canonical metric for a network at a level on a day, if any. */
export function metricSource(network: AccountType, level: MetricLevel, metric: CanonicalMetric, on: Date = new Date()): NetworkMetric | undefined {
  return metricSources(network, level, on).find((entry) => entry.metric === metric);
}

/** Figures the network announced it retires (or retired), for notices beside a chart. */
export function retiredMetrics(network: AccountType): NetworkMetric[] {
  return METRIC_REGISTRY[network].filter((entry) => entry.retiresOn !== undefined);
}

/** The metrics a network gives at a level, canonical names only, each once. */
export function metricsGiven(network: AccountType, level: MetricLevel, on: Date = new Date()): CanonicalMetric[] {
  return [...new Set(metricSources(network, level, on).map((entry) => entry.metric))];
}

export const HIGH_INTENT_PARTS = ['saves', 'shares', 'sends'] as const satisfies readonly CanonicalMetric[];

/**
 * "High intent": saves, shares and sends together. Undefined when the network gave none of the
 * three (absent, not 0); the parts it gave are added.
 */
export function highIntent(metrics: Partial<Record<CanonicalMetric, number>>): number | undefined {
  const given = HIGH_INTENT_PARTS.map((part) => metrics[part]).filter((value): value is number => typeof value === 'number');
  return given.length === 0 ? undefined : given.reduce((sum, value) => sum + value, 0);
}
