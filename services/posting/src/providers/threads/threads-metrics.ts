import { metricSources, type CanonicalMetric } from '@cadence/contracts';
import type { MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { insightsRefusal, objectGone, singleValue, type InsightSeries } from '../facebook/graph-insights';
import { ReadingBuilder, dayStart, isRecentDay, numberOf } from '../shared/metrics';
import { threadsApi } from './threads-api';

/** The network's names for each canonical metric at a level, as the metric registry lists them. */
function sources(level: 'post' | 'account', now: Date): { metric: CanonicalMetric; names: readonly string[] }[] {
  return metricSources('threads', level, now).map((entry) => ({ metric: entry.metric, names: entry.names }));
}

async function readInsights(config: ProviderConfig, path: string, token: string, query: Record<string, string | number | undefined>): Promise<{ data: InsightSeries[] } | { refused: string }> {
  try {
    return await threadsApi<{ data: InsightSeries[] }>(config, path, { token, query });
  } catch (error) {
    const refused = insightsRefusal(error);
    if (refused === null) throw error;
    return { refused };
  }
}

function fill(reading: ReadingBuilder, entries: { metric: CanonicalMetric; names: readonly string[] }[], data: InsightSeries[]): void {
  for (const { metric, names } of entries) reading.set(metric, ...names.map((name) => numberOf(singleValue(data.find((series) => series.name === name)))));
}

/**
 * Threads Insights (threads_manage_insights): each post's views, likes, replies, reposts and
 * quotes (reposts and quotes are its shares); per day the profile's views, and today's followers.
 */
export function threadsMetrics(config: ProviderConfig): MetricsCapability {
  return {
    postsPerCall: 25,
    callsFor: (posts) => posts,
    accountCallsFor: (days) => days,
    // The user insights do not go back before 13 April 2024; 30 days is what a new account asks for.
    accountHistoryDays: 30,
    limits: [
      {
        scope: 'account',
        max: 48_000,
        windowMs: 24 * 3600_000,
        name: 'Threads API: 4,800 calls × impressions (at least 10) per 24 hours per account',
        sharedWithPublishing: true,
      },
    ],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      const entries = sources('post', config.now());
      const names = [...new Set(entries.flatMap((entry) => entry.names))];
      await Promise.all(
        posts.map(async (post) => {
          const insights = await readInsights(config, `/${post.externalId}/insights`, account.tokens.accessToken, { metric: names.join(',') }).catch((error: unknown) => {
            // A post deleted on Threads: left out, its pull fails as gone.
            if (objectGone(error)) return null;
            throw error;
          });
          if (!insights) return;
          const reading = new ReadingBuilder();
          if ('refused' in insights) reading.refuse(entries.map((entry) => entry.metric), insights.refused);
          else fill(reading, entries, insights.data);
          found.set(post.externalId, reading.build());
        }),
      );
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const now = config.now();
      for (const day of days) {
        // followers_count is only the current figure: asked for on today and yesterday only.
        const entries = sources('account', now).filter((entry) => entry.metric !== 'followers' || isRecentDay(day, now));
        const reading = new ReadingBuilder();
        const insights = await readInsights(config, `/${account.externalId}/threads_insights`, account.tokens.accessToken, {
          metric: [...new Set(entries.flatMap((entry) => entry.names))].join(','),
          since: Math.floor(dayStart(day).getTime() / 1000),
          until: Math.floor(dayStart(day, 1).getTime() / 1000),
        });
        if ('refused' in insights) reading.refuse(entries.map((entry) => entry.metric), insights.refused);
        else fill(reading, entries, insights.data);
        found.set(day, reading.build());
      }
      return found;
    },
  };
}
