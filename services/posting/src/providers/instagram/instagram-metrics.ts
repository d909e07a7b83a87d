import { metricSources, type CanonicalMetric } from '@cadence/contracts';
import type { MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { graph } from '../facebook/graph';
import { objectGone, readInsights, singleValue } from '../facebook/graph-insights';
import { ReadingBuilder, dayStart, isRecentDay, numberOf } from '../shared/metrics';

function insightsNames(level: 'post' | 'account', now: Date): { metric: CanonicalMetric; name: string }[] {
  return metricSources('instagram', level, now)
    .filter((entry) => entry.endpoint.includes('/insights'))
    .map((entry) => ({ metric: entry.metric, name: entry.names[0] ?? '' }));
}

/**
 * Instagram professional accounts (Instagram Graph API): media insights (views, not
 * impressions, since April 2025; reach, likes, comments, shares, saved, total interactions;
 * Reels watch time in milliseconds) and, per day, the account's reach, views and profile views
 * (total_value) and today's followers_count.
 */
export function instagramMetrics(config: ProviderConfig): MetricsCapability {
  return {
    postsPerCall: 25,
    callsFor: (posts) => posts,
    // One insights call per day, and today's followers.
    accountCallsFor: (days) => days + 1,
    accountHistoryDays: 30,
    limits: [{ scope: 'account', max: 200, windowMs: 3600_000, name: 'Instagram Graph API: 200 calls per hour per account', sharedWithPublishing: true }],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      const names = insightsNames('post', config.now()).filter((entry) => entry.metric !== 'watch_time_seconds');
      await Promise.all(posts.map(async (post) => {
        const insights = await readInsights(config, post.externalId, account.tokens.accessToken, { metric: names.map((entry) => entry.name).join(',') }).catch((error: unknown) => {
          // A media deleted on Instagram: left out, its pull fails as gone.
          if (objectGone(error)) return null;
          throw error;
        });
        if (!insights) return;
        const reading = new ReadingBuilder();
        if ('refused' in insights) reading.refuse(names.map((entry) => entry.metric), insights.refused);
        else for (const { metric, name } of names) reading.set(metric, numberOf(singleValue(insights.data.find((series) => series.name === name))));
        found.set(post.externalId, reading.build());
      }));
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const names = insightsNames('account', config.now());
      const token = account.tokens.accessToken;
      for (const day of days) {
        const reading = new ReadingBuilder();
        const insights = await readInsights(config, account.externalId, token, {
          metric: names.map((entry) => entry.name).join(','),
          period: 'day',
          metric_type: 'total_value',
          since: Math.floor(dayStart(day).getTime() / 1000),
          until: Math.floor(dayStart(day, 1).getTime() / 1000),
        });
        if ('refused' in insights) reading.refuse(names.map((entry) => entry.metric), insights.refused);
        else for (const { metric, name } of names) reading.set(metric, numberOf(singleValue(insights.data.find((series) => series.name === name))));
        if (isRecentDay(day, config.now())) {
          const user = await graph<{ followers_count?: number }>(config, `/${account.externalId}`, { token, query: { fields: 'followers_count' } });
          reading.set('followers', user.followers_count);
        }
        found.set(day, reading.build());
      }
      return found;
    },
  };
}
