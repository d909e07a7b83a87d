import type { MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { ReadingBuilder, isRecentDay, numberOf } from '../shared/metrics';
import { youtubeApi } from './youtube-api';

type Statistics = { viewCount?: string; likeCount?: string; commentCount?: string };

/**
 * YouTube figures (Data API v3): videos.list part=statistics (views, likes, comments; 50 videos
 * for 1 quota unit) and the channel's subscribers today (channels.list, rounded by YouTube; a
 * channel that hides it gives none). Reads spend the project's daily quota that uploads spend too.
 */
export function youtubeMetrics(config: ProviderConfig): MetricsCapability {
  return {
    postsPerCall: 50,
    accountHistoryDays: 0,
    limits: [{ scope: 'app', max: 10_000, windowMs: 24 * 3600_000, name: 'YouTube Data API: 10,000 quota units a day per project', sharedWithPublishing: true }],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      if (posts.length === 0) return found;
      const answer = await youtubeApi<{ items?: { id: string; statistics?: Statistics }[] }>(config, account.tokens.accessToken, 'videos', { part: 'statistics', id: posts.map((post) => post.externalId).join(',') });
      for (const item of answer.body.items ?? []) {
        const stats = item.statistics ?? {};
        const views = numberOf(stats.viewCount);
        found.set(item.id, new ReadingBuilder().set('impressions_or_views', views).set('video_views', views).set('likes', numberOf(stats.likeCount)).set('comments', numberOf(stats.commentCount)).build());
      }
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const recent = days.filter((day) => isRecentDay(day, config.now()));
      let reading: MetricsReading = { metrics: {}, unavailable: [] };
      if (recent.length > 0) {
        const answer = await youtubeApi<{ items?: { statistics?: { subscriberCount?: string; hiddenSubscriberCount?: boolean } }[] }>(config, account.tokens.accessToken, 'channels', { part: 'statistics', mine: 'true' });
        const stats = answer.body.items?.[0]?.statistics;
        reading = stats?.hiddenSubscriberCount
          ? new ReadingBuilder().refuse(['followers'], 'The channel hides its subscriber count').build()
          : new ReadingBuilder().set('followers', numberOf(stats?.subscriberCount)).build();
      }
      for (const day of days) found.set(day, recent.includes(day) ? reading : { metrics: {}, unavailable: [{ metric: 'followers', message: 'YouTube gives only the current subscriber count' }] });
      return found;
    },
  };
}
