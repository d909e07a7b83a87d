import type { AccountAccess, MetricsCapability, MetricsReading, ProviderConfig, PublishedRef } from '../provider';
import { ProviderError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors } from '../shared/http';
import { ReadingBuilder, numberOf } from '../shared/metrics';
import type { WpSite } from './wp-rest';

const LIMIT = { scope: 'account', max: 60, windowMs: 60_000, name: 'WordPress REST: 60 reads a minute per site (kept light on the site)', sharedWithPublishing: true } as const;

/** Whether the site still has the post (404 rest_post_invalid_id when deleted), with `views` where a plugin exposes it. */
async function readPost(config: ProviderConfig, site: WpSite, id: string): Promise<{ views?: number } | null> {
  try {
    const answer = await callNetwork<{ id: number; views?: unknown }>(
      config,
      { method: 'GET', url: endpoint(site.base, `posts/${id}`, { _fields: 'id,views' }), headers: { authorization: site.authorization } },
      site.errors,
    );
    const views = numberOf(answer.body.views);
    return views === undefined ? {} : { views };
  } catch (error) {
    if (error instanceof ProviderError && error.raw?.status === 404) return null;
    throw error;
  }
}

/** The post's approved comments: the X-WP-Total header of GET /comments?post={id}&per_page=1. */
async function commentCount(config: ProviderConfig, site: WpSite, id: string): Promise<number | undefined> {
  const answer = await callNetwork<unknown[]>(
    config,
    { method: 'GET', url: endpoint(site.base, 'comments', { post: id, per_page: 1, _fields: 'id' }), headers: { authorization: site.authorization } },
    site.errors,
  );
  return numberOf(answer.headers.get('x-wp-total'));
}

/**
 * A self-hosted WordPress site's figures: each post's comments (X-WP-Total) and its views where
 * the site exposes a `views` field (a statistics plugin); WordPress itself counts no views, so
 * they are absent otherwise. No per-day account figures.
 */
export function wordpressOrgMetrics(config: ProviderConfig, siteOf: (account: AccountAccess) => WpSite): MetricsCapability {
  return {
    postsPerCall: 10,
    accountHistoryDays: 0,
    limits: [LIMIT],
    // The post, then its comments.
    callsFor: (posts) => 2 * posts,
    async postMetrics(account, posts) {
      const site = siteOf(account);
      const found = new Map<string, MetricsReading>();
      for (const post of posts) {
        const exists = await readPost(config, site, post.externalId);
        if (!exists) continue;
        found.set(post.externalId, new ReadingBuilder().set('comments', await commentCount(config, site, post.externalId)).set('impressions_or_views', exists.views).build());
      }
      return found;
    },
  };
}

type StatsVisits = { fields?: string[]; data?: unknown[][] };

/**
 * WordPress.com sites: comments as on any WordPress site, each post's views from REST v1.1
 * stats/post/{id}, and per day the site's views and visitors from stats/visits (30 days back).
 * Stats switched off for a site answer 403, and the views are unavailable with its message.
 */
export function wordpressComMetrics(config: ProviderConfig, siteOf: (account: AccountAccess) => WpSite, errors: NetworkErrors): MetricsCapability {
  const stats = async <T>(account: AccountAccess, path: string, query?: Record<string, string | number>): Promise<T | { refused: string }> => {
    try {
      const answer = await callNetwork<T>(
        config,
        { method: 'GET', url: endpoint(config.apiBaseUrl, `rest/v1.1/sites/${account.externalId}/${path}`, query), headers: { authorization: `Bearer ${account.tokens.accessToken}` } },
        errors,
      );
      return answer.body;
    } catch (error) {
      if (error instanceof ProviderError && error.raw?.status === 403) return { refused: error.message };
      throw error;
    }
  };
  return {
    postsPerCall: 10,
    accountHistoryDays: 30,
    limits: [LIMIT],
    // The post, its comments and its stats.
    callsFor: (posts) => 3 * posts,
    async postMetrics(account, posts: readonly PublishedRef[]) {
      const site = siteOf(account);
      const found = new Map<string, MetricsReading>();
      for (const post of posts) {
        const exists = await readPost(config, site, post.externalId);
        if (!exists) continue;
        const reading = new ReadingBuilder().set('comments', await commentCount(config, site, post.externalId));
        const views = await stats<{ views?: number }>(account, `stats/post/${post.externalId}`);
        if ('refused' in views) reading.refuse(['impressions_or_views'], views.refused);
        else reading.set('impressions_or_views', views.views);
        found.set(post.externalId, reading.build());
      }
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const last = [...days].sort().pop();
      if (!last) return found;
      const visits = await stats<StatsVisits>(account, 'stats/visits', { unit: 'day', quantity: Math.min(31, days.length), date: last });
      for (const day of days) {
        const reading = new ReadingBuilder();
        if ('refused' in visits) reading.refuse(['impressions_or_views', 'reach'], visits.refused);
        else {
          const fields = visits.fields ?? [];
          const row = (visits.data ?? []).find((entry) => entry[0] === day);
          if (row) reading.set('impressions_or_views', numberOf(row[fields.indexOf('views')])).set('reach', numberOf(row[fields.indexOf('visitors')]));
        }
        found.set(day, reading.build());
      }
      return found;
    },
  };
}
