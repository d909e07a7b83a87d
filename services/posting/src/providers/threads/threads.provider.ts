import { EXPIRING_WITHIN_DAYS, threadsRules } from '@cadence/contracts';
import type { ProviderFactory } from '../provider';
import { threadsApi, threadsAuthorizationUrl, threadsExchangeCode, threadsMe, threadsRefresh } from './threads-api';
import { validateThreads } from './threads-format';
import { threadsMetrics } from './threads-metrics';
import { findThreadsPost, publishToThreads } from './threads-publish';

const SCOPES = [
  'threads_basic',
  'threads_content_publish',
  // Replies of a chain and the first comment (reply_to_id).
  'threads_manage_replies',
  'threads_manage_insights',
  'threads_delete',
] as const;

/**
 * Threads through the Threads API: the Threads authorisation window, a long-lived user token
 * (60 days, refreshed), media containers published with threads_publish, carousels, chains of
 * replies, the topic tag and who may reply, and the profile's 250 posts per 24 hours.
 */
export const threadsProvider: ProviderFactory = (config) => ({
  type: 'threads',
  rules: threadsRules,
  connect: {
    method: 'oauth2',
    pkce: false,
    scopes: SCOPES,
    authorizationUrl: (input) => threadsAuthorizationUrl(config, SCOPES, input),
    exchangeCode: (input) => threadsExchangeCode(config, SCOPES, input),
    async listProfiles(tokens) {
      const me = await threadsMe(config, tokens.accessToken);
      return [
        {
          externalId: me.id,
          name: me.name || me.username || me.id,
          username: me.username,
          avatarUrl: me.threads_profile_picture_url,
          details: { username: me.username },
        },
      ];
    },
  },
  limits: [{ scope: 'account', max: 250, windowMs: 24 * 60 * 60 * 1000, name: 'threads_publishing_limit' }],
  validate: (content) => validateThreads(content),
  refresh: (tokens) => threadsRefresh(config, tokens),
  // The long-lived token is its own refresh credential: renewed a week ahead, it shows as expiring for one refresher round at most.
  renewAheadMs: EXPIRING_WITHIN_DAYS * 24 * 60 * 60 * 1000,
  publish: (request) => publishToThreads(config, request),
  findPublished: (request) => findThreadsPost(config, request),
  metrics: threadsMetrics(config),
  async delete(account, published) {
    // The replies first, the last one first, then the post.
    for (const id of [...(published.related ?? [])].reverse().concat(published.externalId)) {
      await threadsApi(config, `/${id}`, { method: 'DELETE', token: account.tokens.accessToken });
    }
  },
});
