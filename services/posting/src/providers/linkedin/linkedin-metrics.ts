import type { AccountAccess, MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { ProviderError } from '../provider-errors';
import { callNetwork, endpoint } from '../shared/http';
import { ReadingBuilder, allUnavailable, isRecentDay } from '../shared/metrics';
import { linkedinErrors, linkedinHeaders } from './linkedin-http';

const LIMIT = { scope: 'app', max: 100_000, windowMs: 24 * 3600_000, name: 'LinkedIn Community Management API: daily application limit', sharedWithPublishing: true } as const;

function get<T>(config: ProviderConfig, account: AccountAccess, path: string, query?: Record<string, string>) {
  // Rest.li lists (List(...)) keep their parentheses and commas; the URNs inside are encoded.
  const url = endpoint(config.apiBaseUrl, path);
  if (query) url.search = Object.entries(query).map(([name, value]) => `${name}=${value}`).join('&');
  return callNetwork<T>(config, { method: 'GET', url, headers: linkedinHeaders(account.tokens) }, linkedinErrors);
}

/** 403 ACCESS_DENIED: the app or grant may not read this figure; the figures are unavailable with LinkedIn's message. */
function refusal(error: unknown): string | null {
  return error instanceof ProviderError && error.raw?.status === 403 ? error.message : null;
}

/**
 * A member's posts: likes and comments from socialActions, which needs r_member_social (a
 * permission LinkedIn grants to few apps): without it, unavailable with LinkedIn's message.
 */
export function linkedinMemberMetrics(config: ProviderConfig): MetricsCapability {
  return {
    postsPerCall: 10,
    callsFor: (posts) => posts,
    accountHistoryDays: 0,
    limits: [LIMIT],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      for (const post of posts) {
        try {
          const answer = await get<{ likesSummary?: { totalLikes?: number }; commentsSummary?: { aggregatedTotalComments?: number } }>(config, account, `rest/socialActions/${encodeURIComponent(post.externalId)}`);
          found.set(post.externalId, new ReadingBuilder().set('likes', answer.body.likesSummary?.totalLikes).set('comments', answer.body.commentsSummary?.aggregatedTotalComments).build());
        } catch (error) {
          if (error instanceof ProviderError && error.raw?.status === 404) continue;
          const refused = refusal(error);
          if (refused === null) throw error;
          found.set(post.externalId, allUnavailable('linkedin', 'post', refused, config.now()));
        }
      }
      return found;
    },
  };
}

type ShareStatistics = { share?: string; ugcPost?: string; totalShareStatistics?: Record<string, number> };

/**
 * An organisation page: organizationalEntityShareStatistics per post (impressions, unique
 * impressions, clicks, likes, comments, shares; up to 20 posts a call) and followers today from
 * networkSizes.
 */
export function linkedinPageMetrics(config: ProviderConfig): MetricsCapability {
  return {
    postsPerCall: 20,
    accountHistoryDays: 0,
    limits: [LIMIT],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      if (posts.length === 0) return found;
      const organisation = `urn:li:organization:${account.externalId}`;
      const list = (prefix: string) => posts.filter((post) => post.externalId.startsWith(prefix)).map((post) => encodeURIComponent(post.externalId));
      const shares = list('urn:li:share:');
      const ugcPosts = list('urn:li:ugcPost:');
      const query: Record<string, string> = { q: 'organizationalEntity', organizationalEntity: encodeURIComponent(organisation) };
      if (shares.length) query.shares = `List(${shares.join(',')})`;
      if (ugcPosts.length) query.ugcPosts = `List(${ugcPosts.join(',')})`;
      try {
        const answer = await get<{ elements?: ShareStatistics[] }>(config, account, 'rest/organizationalEntityShareStatistics', query);
        for (const element of answer.body.elements ?? []) {
          const urn = element.share ?? element.ugcPost;
          const stats = element.totalShareStatistics ?? {};
          if (!urn) continue;
          found.set(
            urn,
            new ReadingBuilder()
              .set('impressions_or_views', stats.impressionCount)
              .set('reach', stats.uniqueImpressionsCount)
              .set('link_clicks', stats.clickCount)
              .set('likes', stats.likeCount)
              .set('comments', stats.commentCount)
              .set('shares', stats.shareCount)
              .build(),
          );
        }
      } catch (error) {
        const refused = refusal(error);
        if (refused === null) throw error;
        for (const post of posts) found.set(post.externalId, allUnavailable('linkedin-page', 'post', refused, config.now()));
      }
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const recent = days.filter((day) => isRecentDay(day, config.now()));
      let reading: MetricsReading = { metrics: {}, unavailable: [] };
      if (recent.length > 0) {
        const answer = await get<{ firstDegreeSize?: number }>(config, account, `rest/networkSizes/${encodeURIComponent(`urn:li:organization:${account.externalId}`)}`, { edgeType: 'COMPANY_FOLLOWED_BY_MEMBER' });
        reading = new ReadingBuilder().set('followers', answer.body.firstDegreeSize).build();
      }
      for (const day of days) found.set(day, recent.includes(day) ? reading : { metrics: {}, unavailable: [{ metric: 'followers', message: 'LinkedIn gives only the current follower count' }] });
      return found;
    },
  };
}
