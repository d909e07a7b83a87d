import { metricSources, type CanonicalMetric } from '@cadence/contracts';
import type { MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { ReadingBuilder, dayOf, dayStart, numberOf } from '../shared/metrics';
import { ProviderError } from '../provider-errors';
import { graph, graphErrorOf } from './graph';
import { readInsights, singleValue } from './graph-insights';

/** Insights names the registry gives for a level today, e.g. post_media_view for impressions_or_views. */
function insightsNames(level: 'post' | 'account', now: Date): { metric: CanonicalMetric; name: string }[] {
  return metricSources('facebook_page', level, now)
    .filter((entry) => entry.endpoint.includes('/insights'))
    .map((entry) => ({ metric: entry.metric, name: (entry.names[0] ?? '').replace(/\[.*$/, '') }));
}

type PostFields = { shares?: { count?: number }; reactions?: { summary?: { total_count?: number } }; comments?: { summary?: { total_count?: number } } };

const FIELDS = 'shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)';

/** Whether Graph refused an id it does not have (error 100: a deleted post). */
function unknownObject(error: unknown): boolean {
  return error instanceof ProviderError && graphErrorOf(error.raw?.body)?.code === 100;
}

/**
 * The posts' fields in one call (GET /?ids=). Graph refuses the whole call when one id is gone;
 * then each post is read alone and a deleted one left out.
 */
async function postFields(config: ProviderConfig, token: string, ids: readonly string[]): Promise<Record<string, PostFields>> {
  try {
    return await graph<Record<string, PostFields>>(config, '/', { token, query: { ids: ids.join(','), fields: FIELDS } });
  } catch (error) {
    if (!unknownObject(error) || ids.length === 1) {
      if (unknownObject(error)) return {};
      throw error;
    }
  }
  const found: Record<string, PostFields> = {};
  for (const id of ids) Object.assign(found, await postFields(config, token, [id]));
  return found;
}

/**
 * Facebook Page figures (Graph API): per post, reactions, comments and shares from the post's
 * fields and views, reach and link clicks from its insights (post_media_view since impressions
 * retired in November 2025); per day, the Page's views, reach, follows and page views.
 */
export function facebookPageMetrics(config: ProviderConfig): MetricsCapability {
  return {
    postsPerCall: 25,
    // One read of the posts' fields, then one insights read per post.
    callsFor: (posts) => 1 + posts,
    accountHistoryDays: 30,
    limits: [{ scope: 'account', max: 4800, windowMs: 24 * 3600_000, name: 'Pages API: 4,800 calls per 24 hours per Page', sharedWithPublishing: true }],
    async postMetrics(account, posts) {
      const token = account.tokens.accessToken;
      const found = new Map<string, MetricsReading>();
      if (posts.length === 0) return found;
      const ids = posts.map((post) => post.externalId);
      const fields = await postFields(config, token, ids);
      const names = insightsNames('post', config.now());
      // Each post's insights are one call; the calls of one read go out together.
      await Promise.all(ids.map(async (id) => {
        const post = fields[id];
        if (!post) return;
        const reading = new ReadingBuilder()
          .set('likes', post.reactions?.summary?.total_count)
          .set('comments', post.comments?.summary?.total_count)
          // Graph leaves `shares` out of a post nobody shared.
          .set('shares', post.shares?.count ?? 0);
        const insights = await readInsights(config, id, token, { metric: names.map((entry) => entry.name).join(',') });
        if ('refused' in insights) reading.refuse(names.map((entry) => entry.metric), insights.refused);
        else {
          for (const { metric, name } of names) {
            const value = singleValue(insights.data.find((series) => series.name === name));
            if (name === 'post_clicks_by_type') reading.set(metric, numberOf((value as Record<string, unknown> | undefined)?.['link clicks']));
            else reading.set(metric, numberOf(value));
          }
        }
        found.set(id, reading.build());
      }));
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const [first] = days;
      const last = days[days.length - 1];
      if (!first || !last) return found;
      const names = insightsNames('account', config.now());
      const insights = await readInsights(config, account.externalId, account.tokens.accessToken, {
        metric: names.map((entry) => entry.name).join(','),
        period: 'day',
        since: Math.floor(dayStart(first).getTime() / 1000),
        until: Math.floor(dayStart(last, 1).getTime() / 1000),
      });
      for (const day of days) {
        const reading = new ReadingBuilder();
        if ('refused' in insights) reading.refuse(names.map((entry) => entry.metric), insights.refused);
        else {
          for (const { metric, name } of names) {
            // A day's value ends at the next day's start (end_time).
            const value = insights.data.find((series) => series.name === name)?.values?.find((entry) => entry.end_time && dayOf(new Date(Date.parse(entry.end_time) - 86_400_000)) === day);
            reading.set(metric, numberOf(value?.value));
          }
        }
        found.set(day, reading.build());
      }
      return found;
    },
  };
}
