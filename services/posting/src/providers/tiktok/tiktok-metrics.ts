import type { MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { ProviderError } from '../provider-errors';
import { ReadingBuilder, isRecentDay } from '../shared/metrics';
import { tiktok, tiktokErrorCode } from './tiktok-api';

type VideoCounts = { id: string; view_count?: number; like_count?: number; comment_count?: number; share_count?: number };

/** A grant without the scope the figure needs: the figure is unavailable, the grant still publishes. */
function scopeRefusal(error: unknown): string | null {
  if (!(error instanceof ProviderError)) return null;
  const code = tiktokErrorCode(error.raw?.body);
  return code === 'scope_not_authorized' || code === 'scope_permission_missed' ? error.message : null;
}

/**
 * TikTok figures (Display API v2): POST /v2/video/query/ with view, like, comment and share
 * counts for up to 20 of the creator's videos; followers from /v2/user/info/ (follower_count
 * needs the user.info.stats scope, else unavailable with TikTok's message).
 */
export function tiktokMetrics(config: ProviderConfig): MetricsCapability {
  return {
    postsPerCall: 20,
    accountHistoryDays: 0,
    limits: [{ scope: 'account', max: 600, windowMs: 60_000, name: 'TikTok video query: 600 requests per minute', sharedWithPublishing: false }],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      if (posts.length === 0) return found;
      const data = await tiktok<{ videos?: VideoCounts[] }>(config, '/v2/video/query/', {
        token: account.tokens.accessToken,
        query: { fields: 'id,view_count,like_count,comment_count,share_count' },
        body: { filters: { video_ids: posts.map((post) => post.externalId) } },
      });
      for (const video of data.videos ?? []) {
        found.set(
          video.id,
          new ReadingBuilder().set('impressions_or_views', video.view_count).set('video_views', video.view_count).set('likes', video.like_count).set('comments', video.comment_count).set('shares', video.share_count).build(),
        );
      }
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const recent = days.filter((day) => isRecentDay(day, config.now()));
      let reading: MetricsReading = { metrics: {}, unavailable: [] };
      if (recent.length > 0) {
        try {
          const data = await tiktok<{ user?: { follower_count?: number } }>(config, '/v2/user/info/', { method: 'GET', token: account.tokens.accessToken, query: { fields: 'open_id,follower_count' } });
          reading = new ReadingBuilder().set('followers', data.user?.follower_count).build();
        } catch (error) {
          const refused = scopeRefusal(error);
          if (refused === null) throw error;
          reading = new ReadingBuilder().refuse(['followers'], refused).build();
        }
      }
      for (const day of days) found.set(day, recent.includes(day) ? reading : { metrics: {}, unavailable: [{ metric: 'followers', message: 'TikTok gives only the current follower count' }] });
      return found;
    },
  };
}
