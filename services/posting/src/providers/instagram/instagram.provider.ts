import { instagramRules } from '@cadence/contracts';
import type { ProviderFactory } from '../provider';
import { facebookExchangeCode, facebookLoginUrl, graph, managedPages, verifyToken } from '../facebook/graph';
import { validateInstagram } from './instagram-format';
import { findInstagramPost, publishToInstagram } from './instagram-publish';
import { instagramMetrics } from './instagram-metrics';

const SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  // Media and account figures (Instagram Insights).
  'instagram_manage_insights',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
] as const;

/**
 * Instagram professional accounts through the Instagram Graph API with Facebook Login: each
 * Page the user manages may link one Instagram business or creator account, published to with
 * that Page's token (which does not expire).
 */
export const instagramProvider: ProviderFactory = (config) => ({
  type: 'instagram',
  rules: instagramRules,
  connect: {
    method: 'oauth2',
    pkce: false,
    scopes: SCOPES,
    authorizationUrl: (input) => facebookLoginUrl(config, SCOPES, input),
    exchangeCode: (input) => facebookExchangeCode(config, SCOPES, input),
    async listProfiles(tokens) {
      const pages = await managedPages(config, tokens.accessToken, true);
      return pages.flatMap((page) => {
        const ig = page.instagram_business_account;
        if (!ig) return [];
        return [
          {
            externalId: ig.id,
            name: ig.name ?? ig.username ?? page.name,
            username: ig.username,
            avatarUrl: ig.profile_picture_url,
            tokens: { accessToken: page.access_token, scopes: [...SCOPES] },
            details: { professional: true, pageId: page.id, pageName: page.name },
          },
        ];
      });
    },
  },
  limits: [{ scope: 'account', max: 100, windowMs: 24 * 60 * 60 * 1000, name: 'content_publishing_limit' }],
  validate: (content, account) => validateInstagram(content, account?.details.professional !== false),
  refresh: (tokens) => verifyToken(config, tokens),
  publish: (request) => publishToInstagram(config, request),
  findPublished: (request) => findInstagramPost(config, request),
  metrics: instagramMetrics(config),
  async delete(account, published) {
    await graph(config, `/${published.externalId}`, { method: 'DELETE', token: account.tokens.accessToken });
  },
});
