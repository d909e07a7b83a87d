import { NETWORK_RULES } from '@cadence/contracts';
import type { AccountAccess, Provider, ProviderConfig, ProviderFactory, TokenSet } from '../provider';
import { DisconnectedError, InvalidContentError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors } from '../shared/http';
import { authorizationUrl, exchangeCode, type OAuthServer } from '../shared/oauth';
import { APPLICATION_PASSWORD_HINT, deleteWpPost, findWpPost, publishWpPost, readWpOverview, wpMessage, wpNestedStatus, type WpSite } from './wp-rest';
import { wordpressComMetrics, wordpressOrgMetrics } from './wordpress-metrics';

/** Application passwords never expire: any 401 (the answer's or the one WordPress nests in its body) means the password was revoked or the user is gone. */
const selfHostedErrors: NetworkErrors = { message: wpMessage, revoked: (status, body) => status === 401 || wpNestedStatus(body) === 401 };

/** WordPress's own pages a user may paste instead of the site's address. */
const ADMIN_PATH = /\/(?:wp-admin(?:\/.*)?|wp-login\.php|wp-json(?:\/.*)?)$/i;

/** The site's address as people type it: without a scheme (https), or copied from the dashboard (/wp-admin/) or the sign-in page. */
export function normaliseSiteUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`);
  } catch {
    throw new InvalidContentError('The site URL is not a valid address.');
  }
  const path = url.pathname.replace(/\/+$/, '').replace(ADMIN_PATH, '');
  return `${url.origin}${path.replace(/\/+$/, '')}`;
}

function selfHostedSite(tokens: TokenSet): WpSite {
  const siteUrl = tokens.extra?.siteUrl ?? '';
  return { base: `${siteUrl}/wp-json/wp/v2`, authorization: `Basic ${tokens.accessToken}`, errors: selfHostedErrors };
}

async function currentUser(config: ProviderConfig, site: WpSite): Promise<{ id: number; name: string; slug: string; avatar_urls?: Record<string, string> }> {
  const answer = await callNetwork<{ id: number; name: string; slug: string; avatar_urls?: Record<string, string> }>(
    config,
    { method: 'GET', url: endpoint(site.base, 'users/me', { context: 'edit' }), headers: { authorization: site.authorization } },
    site.errors,
  );
  return answer.body;
}

/**
 * Self-hosted WordPress (REST API with an application password). Posts carry a slug derived from
 * their title and the target's idempotency key: findPublished looks the slug up, and publish does
 * so first, so no attempt creates a second post.
 */
export const wordpressOrgProvider: ProviderFactory = (config) => ({
  type: 'wordpress-org',
  rules: NETWORK_RULES['wordpress-org'],
  // No documented limit; one post a second at most spares small shared hosts.
  limits: [{ scope: 'account', max: 60, windowMs: 60_000, name: 'Self-hosted WordPress: 60 posts a minute per site' }],
  connect: {
    method: 'app-password',
    fields: [
      { name: 'siteUrl', label: 'Site URL', secret: false, placeholder: 'https://example.com' },
      { name: 'username', label: 'Username', secret: false },
      { name: 'appPassword', label: 'Application password', secret: true, placeholder: 'xxxx xxxx xxxx xxxx xxxx xxxx' },
    ],
    async connect(fields) {
      const siteUrl = normaliseSiteUrl(fields.siteUrl ?? '');
      const tokens: TokenSet = {
        accessToken: Buffer.from(`${fields.username?.trim() ?? ''}:${fields.appPassword?.trim() ?? ''}`).toString('base64'),
        extra: { siteUrl, username: fields.username?.trim() ?? '' },
      };
      const site = selfHostedSite(tokens);
      const user = await currentUser(config, site).catch((error: unknown) => {
        if (error instanceof DisconnectedError) throw new DisconnectedError(`${error.message} ${APPLICATION_PASSWORD_HINT}`, error.raw);
        throw error;
      });
      const index = await callNetwork<{ name?: string }>(config, { method: 'GET', url: endpoint(siteUrl, 'wp-json/') }, selfHostedErrors);
      return {
        tokens,
        profile: { externalId: siteUrl, name: index.body.name || siteUrl, username: user.slug, avatarUrl: user.avatar_urls?.['96'], details: { userId: user.id } },
      };
    },
  },
  // The title is required by the shared settings schema; nothing else is WordPress-only.
  validate: () => [],
  async refresh(tokens) {
    // Nothing to renew: check the password still works (a revoked one is a 401).
    await currentUser(config, selfHostedSite(tokens));
    return tokens;
  },
  publish: (request) => publishWpPost(config, selfHostedSite(request.account.tokens), request),
  findPublished: (request) => findWpPost(config, selfHostedSite(request.account.tokens), request),
  delete: (account: AccountAccess, published) => deleteWpPost(config, selfHostedSite(account.tokens), published),
  metrics: wordpressOrgMetrics(config, (account) => selfHostedSite(account.tokens)),
  site: { overview: (account) => readWpOverview(config, selfHostedSite(account.tokens)) },
});

type WpcomError = { error?: string; code?: string };

/** WordPress.com: `{ error: 'invalid_token' }` or `{ code: 'rest_forbidden' }`-style 401/403 for a revoked token. */
const wpcomErrors: NetworkErrors = {
  message: wpMessage,
  revoked: (status, body) => {
    const error = (body ?? {}) as WpcomError;
    return status === 401 || error.error === 'invalid_token' || error.code === 'invalid_token' || error.error === 'authorization_required';
  },
};

function wpcomServer(config: ProviderConfig): OAuthServer {
  const auth = config.authBaseUrl ?? config.apiBaseUrl;
  return {
    issuer: auth,
    authorizationEndpoint: endpoint(auth, 'oauth2/authorize').toString(),
    tokenEndpoint: endpoint(config.apiBaseUrl, 'oauth2/token').toString(),
    clientAuth: 'post',
  };
}

const wpcomSite = (config: ProviderConfig, account: AccountAccess): WpSite => ({
  base: endpoint(config.apiBaseUrl, `wp/v2/sites/${account.externalId}`).toString(),
  authorization: `Bearer ${account.tokens.accessToken}`,
  errors: wpcomErrors,
});

/**
 * WordPress.com sites: OAuth 2 (no PKCE, no refresh: tokens last until revoked) at
 * public-api.wordpress.com, sites from REST v1.1 /me/sites, posts through its wp/v2 API.
 */
export const wordpressProvider: ProviderFactory = (config) => {
  const SCOPES = ['global'] as const;
  const provider: Provider = {
    type: 'wordpress',
    rules: NETWORK_RULES.wordpress,
    limits: [{ scope: 'account', max: 60, windowMs: 60_000, name: 'WordPress.com: 60 posts a minute per site' }],
    connect: {
      method: 'oauth2',
      pkce: false,
      scopes: SCOPES,
      authorizationUrl: ({ state, redirectUri }) => authorizationUrl(wpcomServer(config), { clientId: config.clientId ?? '', redirectUri, state, scopes: SCOPES }),
      exchangeCode: async (input) => (await exchangeCode(config, wpcomServer(config), { code: input.code, redirectUri: input.redirectUri })).tokens,
      async listProfiles(tokens) {
        const answer = await callNetwork<{ sites: { ID: number; name: string; URL: string; icon?: { img?: string } }[] }>(
          config,
          { method: 'GET', url: endpoint(config.apiBaseUrl, 'rest/v1.1/me/sites'), headers: { authorization: `Bearer ${tokens.accessToken}` } },
          wpcomErrors,
        );
        return answer.body.sites.map((site) => ({ externalId: String(site.ID), name: site.name || site.URL, username: site.URL, avatarUrl: site.icon?.img, details: { url: site.URL } }));
      },
    },
    validate: () => [],
    async refresh(tokens) {
      // WordPress.com tokens do not expire; a revoked one is refused here.
      try {
        await callNetwork(config, { method: 'GET', url: endpoint(config.apiBaseUrl, 'rest/v1.1/me'), headers: { authorization: `Bearer ${tokens.accessToken}` } }, wpcomErrors);
      } catch (error) {
        if (error instanceof InvalidContentError) throw new DisconnectedError(error.message, error.raw);
        throw error;
      }
      return tokens;
    },
    publish: (request) => publishWpPost(config, wpcomSite(config, request.account), request),
    findPublished: (request) => findWpPost(config, wpcomSite(config, request.account), request),
    delete: (account, published) => deleteWpPost(config, wpcomSite(config, account), published),
    metrics: wordpressComMetrics(config, (account) => wpcomSite(config, account), wpcomErrors),
    site: { overview: (account) => readWpOverview(config, wpcomSite(config, account)) },
  };
  return provider;
};
