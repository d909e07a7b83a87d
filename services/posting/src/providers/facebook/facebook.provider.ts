import {
  FACEBOOK_PROFILE_PUBLISHING_UNAVAILABLE,
  facebookPageRules,
  facebookRules,
  type ValidationIssue,
} from '@cadence/contracts';
import type { OAuthConnect, ProviderConfig, ProviderFactory } from '../provider';
import { InvalidContentError } from '../provider-errors';
import { facebookExchangeCode, facebookLoginUrl, facebookLongLived, graph, managedPages, verifyToken } from './graph';
import { deletePagePost, findPagePost, publishToPage } from './page-publish';
import { facebookPageMetrics } from './facebook-metrics';

/** read_insights: the Page's and its posts' figures (Page Insights); publish_video: its live videos (the live service's live_videos). */
const PAGE_SCOPES = ['pages_show_list', 'pages_read_engagement', 'pages_manage_posts', 'pages_manage_engagement', 'read_insights', 'publish_video'] as const;
/** publish_video: live videos on the profile's timeline (the live service), the one thing an app may still publish there. */
const PROFILE_SCOPES = ['public_profile', 'publish_video'] as const;

function facebookLogin(config: ProviderConfig, scopes: readonly string[], listProfiles: OAuthConnect['listProfiles']): OAuthConnect {
  return {
    method: 'oauth2',
    pkce: false,
    scopes,
    authorizationUrl: (input) => facebookLoginUrl(config, scopes, input),
    exchangeCode: (input) => facebookExchangeCode(config, scopes, input),
    listProfiles,
  };
}

/**
 * Facebook Pages. Connecting lists every Page the user manages with its Page token; a Page token
 * obtained from a long-lived user token does not expire, so refreshing only checks it still works.
 */
export const facebookPageProvider: ProviderFactory = (config) => ({
  type: 'facebook_page',
  rules: facebookPageRules,
  connect: facebookLogin(config, PAGE_SCOPES, async (tokens) => {
    const pages = await managedPages(config, tokens.accessToken);
    return pages
      .filter((page) => !page.tasks || page.tasks.includes('CREATE_CONTENT'))
      .map((page) => ({
        externalId: page.id,
        name: page.name,
        avatarUrl: page.picture?.data?.url,
        tokens: { accessToken: page.access_token, scopes: [...PAGE_SCOPES] },
        details: { tasks: page.tasks ?? [] },
      }));
  }),
  limits: [],
  validate: () => [],
  refresh: (tokens) => verifyToken(config, tokens),
  publish: (request) => publishToPage(config, request),
  findPublished: (request) => findPagePost(config, request),
  delete: (account, published) => deletePagePost(config, account, published),
  metrics: facebookPageMetrics(config),
});

const profileIssue: ValidationIssue = {
  field: 'text',
  code: 'facebook.profile_publishing_unavailable',
  message: FACEBOOK_PROFILE_PUBLISHING_UNAVAILABLE,
};

/**
 * A Facebook personal profile. Facebook removed `publish_actions` in 2018: no app can publish to
 * a personal timeline. The profile connects (Facebook Login, the user's name and picture), and
 * every post to it fails validation with a message that points to connecting a Page instead.
 */
export const facebookProvider: ProviderFactory = (config) => ({
  type: 'facebook',
  rules: facebookRules,
  connect: facebookLogin(config, PROFILE_SCOPES, async (tokens) => {
    const me = await graph<{ id: string; name: string; picture?: { data?: { url?: string } } }>(config, '/me', {
      token: tokens.accessToken,
      query: { fields: 'id,name,picture{url}' },
    });
    return [{ externalId: me.id, name: me.name, avatarUrl: me.picture?.data?.url, details: { publishing: false } }];
  }),
  limits: [],
  validate: () => [profileIssue],
  refresh: (tokens) => facebookLongLived(config, tokens.accessToken),
  async publish() {
    throw new InvalidContentError(FACEBOOK_PROFILE_PUBLISHING_UNAVAILABLE);
  },
  findPublished: async () => null,
  async delete() {
    throw new InvalidContentError(FACEBOOK_PROFILE_PUBLISHING_UNAVAILABLE);
  },
});
