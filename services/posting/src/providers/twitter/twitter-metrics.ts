import type { AccountAccess, MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { callNetwork, endpoint } from '../shared/http';
import { ReadingBuilder, isRecentDay } from '../shared/metrics';
import { twitterErrors } from './twitter.provider';

type PublicMetrics = { retweet_count?: number; reply_count?: number; like_count?: number; quote_count?: number; bookmark_count?: number; impression_count?: number };
type TweetMetrics = { id: string; public_metrics?: PublicMetrics; non_public_metrics?: { url_link_clicks?: number } };
type PartialError = { resource_id?: string; field?: string; title?: string; detail?: string };

/**
 * X figures (API v2): GET /2/tweets?ids= with public_metrics (impressions, likes, replies,
 * reposts and quotes, bookmarks) and non_public_metrics (link clicks, only for the author's
 * posts of the last 30 days: older ones come back as a partial "Field Authorization Error");
 * followers from GET /2/users/me.
 */
export function twitterMetrics(config: ProviderConfig): MetricsCapability {
  const bearer = (account: AccountAccess) => ({ authorization: `Bearer ${account.tokens.accessToken}` });
  return {
    postsPerCall: 100,
    accountHistoryDays: 0,
    limits: [{ scope: 'account', max: 900, windowMs: 15 * 60_000, name: 'GET /2/tweets per user (900 per 15 minutes)', sharedWithPublishing: false }],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      if (posts.length === 0) return found;
      const answer = await callNetwork<{ data?: TweetMetrics[]; errors?: PartialError[] }>(
        config,
        { method: 'GET', url: endpoint(config.apiBaseUrl, '2/tweets', { ids: posts.map((post) => post.externalId).join(','), 'tweet.fields': 'public_metrics,non_public_metrics' }), headers: bearer(account) },
        twitterErrors,
      );
      const refused = new Map((answer.body.errors ?? []).filter((error) => error.field === 'non_public_metrics' && error.resource_id).map((error) => [error.resource_id ?? '', error.detail ?? error.title ?? 'Not authorized']));
      for (const tweet of answer.body.data ?? []) {
        const metrics = tweet.public_metrics ?? {};
        const reading = new ReadingBuilder()
          .set('impressions_or_views', metrics.impression_count)
          .set('likes', metrics.like_count)
          .set('comments', metrics.reply_count)
          .set('shares', metrics.retweet_count, metrics.quote_count)
          .set('saves', metrics.bookmark_count)
          .set('link_clicks', tweet.non_public_metrics?.url_link_clicks);
        const message = refused.get(tweet.id);
        if (message) reading.refuse(['link_clicks'], message);
        found.set(tweet.id, reading.build());
      }
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const recent = days.filter((day) => isRecentDay(day, config.now()));
      let followers: number | undefined;
      if (recent.length > 0) {
        const me = await callNetwork<{ data: { public_metrics?: { followers_count?: number } } }>(
          config,
          { method: 'GET', url: endpoint(config.apiBaseUrl, '2/users/me', { 'user.fields': 'public_metrics' }), headers: bearer(account) },
          twitterErrors,
        );
        followers = me.body.data.public_metrics?.followers_count;
      }
      for (const day of days) {
        found.set(day, recent.includes(day) ? new ReadingBuilder().set('followers', followers).build() : { metrics: {}, unavailable: [{ metric: 'followers', message: 'X gives only the current follower count' }] });
      }
      return found;
    },
  };
}
