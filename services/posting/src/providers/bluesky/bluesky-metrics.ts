import type { Agent } from '@atproto/api';
import { ProviderError } from '../provider-errors';
import type { AccountAccess, MetricsCapability, MetricsReading, ProviderConfig } from '../provider';
import { ReadingBuilder, allUnavailable, isRecentDay } from '../shared/metrics';

/**
 * An AT Protocol server that cannot answer app.bsky reads: a PDS without an AppView to proxy
 * to (502 UpstreamFailure) or one that does not implement them. Counts of likes, reposts,
 * replies and followers are aggregated by an AppView from every repository; a PDS holds only
 * its own accounts' records and cannot count them. The figures are then unavailable with a
 * message that says so, names the server and how to mend it, and quotes the server's answer.
 */
function appViewMissing(error: unknown, service: string): string | null {
  if (!(error instanceof ProviderError)) return null;
  const name = (error.raw?.body as { error?: string } | undefined)?.error;
  if (error.raw?.status !== 502 && error.raw?.status !== 501 && name !== 'UpstreamFailure' && name !== 'MethodNotImplemented') return null;
  return appViewMissingMessage(service, error.message);
}

/** What analytics shows for a Bluesky server without an AppView. */
function appViewMissingMessage(service: string, answer: string): string {
  let host = service;
  try {
    host = new URL(service).host;
  } catch {
    // not a URL: named as given
  }
  return `${host} has no AppView to count likes, reposts, replies and followers (it answered "${answer}"). Point the server at one (the PDS's PDS_BSKY_APP_VIEW_URL and PDS_BSKY_APP_VIEW_DID), or connect the account through a server that has one.`;
}

/**
 * Bluesky figures through the account's PDS, which proxies app.bsky reads to its AppView:
 * app.bsky.feed.getPosts (like, repost, quote, reply and bookmark counts, 25 posts a call) and
 * app.bsky.actor.getProfile (followers today).
 */
export function blueskyMetrics(
  config: ProviderConfig,
  agentFor: (account: AccountAccess) => Agent,
  call: <T>(run: () => Promise<T>) => Promise<T>,
  serviceOf: (account: AccountAccess) => string,
): MetricsCapability {
  return {
    postsPerCall: 25,
    accountHistoryDays: 0,
    limits: [{ scope: 'app', max: 3000, windowMs: 5 * 60_000, name: 'Bluesky API: 3,000 requests per 5 minutes', sharedWithPublishing: false }],
    async postMetrics(account, posts) {
      const found = new Map<string, MetricsReading>();
      if (posts.length === 0) return found;
      try {
        const { data } = await call(() => agentFor(account).app.bsky.feed.getPosts({ uris: posts.map((post) => post.externalId) }));
        for (const post of data.posts) {
          const counts = post as typeof post & { bookmarkCount?: number };
          found.set(
            post.uri,
            new ReadingBuilder()
              .set('likes', post.likeCount)
              .set('comments', post.replyCount)
              .set('shares', post.repostCount, post.quoteCount)
              .set('saves', counts.bookmarkCount)
              .build(),
          );
        }
      } catch (error) {
        const missing = appViewMissing(error, serviceOf(account));
        if (missing === null) throw error;
        for (const post of posts) found.set(post.externalId, allUnavailable('bluesky', 'post', missing, config.now()));
      }
      return found;
    },
    async accountMetrics(account, days) {
      const found = new Map<string, MetricsReading>();
      const recent = days.filter((day) => isRecentDay(day, config.now()));
      let reading: MetricsReading | undefined;
      if (recent.length > 0) {
        try {
          const { data } = await call(() => agentFor(account).app.bsky.actor.getProfile({ actor: account.externalId }));
          reading = new ReadingBuilder().set('followers', data.followersCount).build();
        } catch (error) {
          const missing = appViewMissing(error, serviceOf(account));
          if (missing === null) throw error;
          reading = allUnavailable('bluesky', 'account', missing, config.now());
        }
      }
      for (const day of days) found.set(day, reading && recent.includes(day) ? reading : { metrics: {}, unavailable: [{ metric: 'followers', message: 'Bluesky gives only the current follower count' }] });
      return found;
    },
  };
}
