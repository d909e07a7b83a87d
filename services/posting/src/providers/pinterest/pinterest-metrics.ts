import type { MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { ProviderError } from '../provider-errors';
import { ReadingBuilder, dayOf, isRecentDay } from '../shared/metrics';
import { pinterest } from './pinterest-api';

type Analytics = { all?: { daily_metrics?: { date: string; data_status?: string; metrics?: Record<string, number> }[]; summary_metrics?: Record<string, number> } };

const PIN_TYPES = ['IMPRESSION', 'SAVE', 'PIN_CLICK', 'OUTBOUND_CLICK', 'TOTAL_COMMENTS', 'TOTAL_REACTIONS'] as const;
/** Pinterest answers analytics for at most 90 days back. */
const WINDOW_DAYS = 89;

/**
 * Pinterest figures (API v5): GET /pins/{id}/analytics over the 90 days Pinterest keeps
 * (impressions, saves, pin clicks, outbound clicks, comments, reactions; for a Pin older than
 * that, the last 90 days only), and per day the account's impressions from
 * /user_account/analytics plus today's follower_count.
 */
export function pinterestMetrics(config: ProviderConfig): MetricsCapability {
  const window = () => {
    const now = config.now();
    return { start_date: dayOf(new Date(now.getTime() - WINDOW_DAYS * 86_400_000)), end_date: dayOf(now) };
  };
  return {
    postsPerCall: 10,
    callsFor: (posts) => posts,
    accountHistoryDays: 30,
    limits: [{ scope: 'account', max: 300, windowMs: 60_000, name: 'Pinterest analytics: 300 calls per minute per user', sharedWithPublishing: false }],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      for (const post of posts) {
        let analytics: Analytics;
        try {
          analytics = await pinterest<Analytics>(config, account.tokens.accessToken, { method: 'GET', path: `pins/${post.externalId}/analytics`, query: { ...window(), metric_types: PIN_TYPES.join(','), app_types: 'ALL' } });
        } catch (error) {
          if (error instanceof ProviderError && error.raw?.status === 404) continue;
          throw error;
        }
        const summary = analytics.all?.summary_metrics ?? {};
        found.set(
          post.externalId,
          new ReadingBuilder()
            .set('impressions_or_views', summary.IMPRESSION)
            .set('saves', summary.SAVE)
            .set('engagements', summary.PIN_CLICK)
            .set('link_clicks', summary.OUTBOUND_CLICK)
            .set('comments', summary.TOTAL_COMMENTS)
            .set('likes', summary.TOTAL_REACTIONS)
            .build(),
        );
      }
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const sorted = [...days].sort();
      const [first] = sorted;
      const last = sorted[sorted.length - 1];
      if (!first || !last) return found;
      const analytics = await pinterest<Analytics>(config, account.tokens.accessToken, { method: 'GET', path: 'user_account/analytics', query: { start_date: first, end_date: last, metric_types: 'IMPRESSION' } });
      const recent = days.some((day) => isRecentDay(day, config.now()));
      const followers = recent ? (await pinterest<{ follower_count?: number }>(config, account.tokens.accessToken, { method: 'GET', path: 'user_account' })).follower_count : undefined;
      for (const day of days) {
        const entry = analytics.all?.daily_metrics?.find((item) => item.date === day && item.data_status !== 'PROCESSING');
        const reading = new ReadingBuilder().set('impressions_or_views', entry?.metrics?.IMPRESSION);
        if (isRecentDay(day, config.now())) reading.set('followers', followers);
        found.set(day, reading.build());
      }
      return found;
    },
  };
}
