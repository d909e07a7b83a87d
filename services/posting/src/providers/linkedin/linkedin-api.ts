import { firstLink } from '@cadence/contracts';
import type { AccountAccess, NetworkProfile, ProviderConfig, PublishRequest, PublishResult, TokenSet } from '../provider';
import { DisconnectedError, InvalidContentError, TransientError } from '../provider-errors';
import { callNetwork, connectionFailure, endpoint, errorForAnswer } from '../shared/http';
import { linkedinErrors, linkedinHeaders } from './linkedin-http';
import { linkedinArticle, uploadLinkedinMedia } from './linkedin-media';

export const authBase = (config: ProviderConfig) => config.authBaseUrl ?? 'https://www.linkedin.com';

/** The consent screen URL (LinkedIn takes no PKCE for web apps; scopes are space separated). */
export function linkedinAuthorizationUrl(config: ProviderConfig, input: { state: string; redirectUri: string }, scopes: readonly string[]): string {
  const url = endpoint(authBase(config), 'oauth/v2/authorization', { response_type: 'code', client_id: config.clientId ?? '', redirect_uri: input.redirectUri, state: input.state, scope: scopes.join(' ') });
  return url.toString();
}

/**
 * LinkedIn's token endpoint, called as a plain form POST: its answers carry no `token_type`,
 * which OAuth 2 requires and oauth4webapi checks, so the library cannot read them.
 */
async function tokenRequest(config: ProviderConfig, form: Record<string, string>, refreshing: boolean, previous?: TokenSet): Promise<TokenSet> {
  try {
    const answer = await callNetwork<{ access_token: string; expires_in?: number; refresh_token?: string; refresh_token_expires_in?: number; scope?: string }>(
      config,
      { method: 'POST', url: endpoint(authBase(config), 'oauth/v2/accessToken'), form: { ...form, client_id: config.clientId ?? '', client_secret: config.clientSecret ?? '' }, createsSomething: false },
      linkedinErrors,
    );
    const now = config.now().getTime();
    const body = answer.body;
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? previous?.refreshToken,
      expiresAt: body.expires_in ? new Date(now + body.expires_in * 1000) : undefined,
      refreshExpiresAt: body.refresh_token_expires_in ? new Date(now + body.refresh_token_expires_in * 1000) : previous?.refreshExpiresAt,
      scopes: body.scope?.split(/[ ,]+/).filter(Boolean),
      extra: previous?.extra,
    };
  } catch (error) {
    if (refreshing && error instanceof InvalidContentError) throw new DisconnectedError(error.message, error.raw);
    throw error;
  }
}

export const exchangeLinkedinCode = (config: ProviderConfig, input: { code: string; redirectUri: string }) =>
  tokenRequest(config, { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri }, false);

export function refreshLinkedinTokens(config: ProviderConfig, tokens: TokenSet): Promise<TokenSet> {
  if (!tokens.refreshToken) throw new DisconnectedError('LinkedIn gave no refresh token; connect the account again.');
  return tokenRequest(config, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, true, tokens);
}

export async function linkedinMember(config: ProviderConfig, tokens: TokenSet): Promise<NetworkProfile> {
  const answer = await callNetwork<{ sub: string; name: string; picture?: string; email?: string }>(
    config,
    { method: 'GET', url: endpoint(config.apiBaseUrl, 'v2/userinfo'), headers: { authorization: `Bearer ${tokens.accessToken}` } },
    linkedinErrors,
  );
  return { externalId: answer.body.sub, name: answer.body.name, avatarUrl: answer.body.picture, details: { urn: `urn:li:person:${answer.body.sub}` } };
}

/** Organisations the member administers (organizationAcls), with their names. */
export async function linkedinOrganisations(config: ProviderConfig, tokens: TokenSet): Promise<NetworkProfile[]> {
  const acls = await callNetwork<{ elements: { organization: string; role: string; state: string }[] }>(
    config,
    { method: 'GET', url: endpoint(config.apiBaseUrl, 'rest/organizationAcls', { q: 'roleAssignee', role: 'ADMINISTRATOR', state: 'APPROVED' }), headers: linkedinHeaders(tokens) },
    linkedinErrors,
  );
  const profiles: NetworkProfile[] = [];
  for (const acl of acls.body.elements) {
    const id = acl.organization.split(':').pop() ?? '';
    const organisation = await callNetwork<{ localizedName: string; vanityName?: string }>(config, { method: 'GET', url: endpoint(config.apiBaseUrl, `rest/organizations/${id}`), headers: linkedinHeaders(tokens) }, linkedinErrors);
    profiles.push({ externalId: id, name: organisation.body.localizedName, username: organisation.body.vanityName, details: { urn: acl.organization } });
  }
  return profiles;
}

/** LinkedIn's "little text" format reserves these characters; escaped, they show as typed. */
export function littleText(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (character) => `\\${character}`);
}

/** Creates the post and returns its URN from the x-restli-id header. */
async function createPost(config: ProviderConfig, tokens: TokenSet, body: Record<string, unknown>): Promise<string> {
  let response: Response;
  try {
    response = await config.fetch(endpoint(config.apiBaseUrl, 'rest/posts'), { method: 'POST', headers: { ...linkedinHeaders(tokens), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    throw connectionFailure(error, 'POST /rest/posts', true);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the text is the message.
    }
    throw errorForAnswer({ status: response.status, headers: response.headers, body: parsed }, linkedinErrors, config.now());
  }
  const urn = response.headers.get('x-restli-id');
  if (!urn) throw new TransientError('LinkedIn created the post but named no id.');
  return urn;
}

const postUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/** Publishes as `author` (urn:li:person or urn:li:organization): the media, the post, then the first comment. */
export async function publishLinkedinPost(config: ProviderConfig, request: PublishRequest, author: string): Promise<PublishResult> {
  const { account, content } = request;
  const title = typeof content.settings.title === 'string' && content.settings.title.trim() ? content.settings.title : undefined;
  const upload = { config, tokens: account.tokens, owner: author };
  const link = request.media.length === 0 ? firstLink(content.text) : null;
  const media = link ? await linkedinArticle(upload, link) : await uploadLinkedinMedia(upload, request.media, title);
  const visibility = typeof content.settings.visibility === 'string' ? content.settings.visibility : 'PUBLIC';
  const urn = await createPost(config, account.tokens, {
    author,
    commentary: littleText(content.text),
    visibility,
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    ...(media ? { content: media } : {}),
  });
  const related: string[] = [];
  if (content.firstComment) {
    const comment = await callNetwork<{ id?: string; $URN?: string }>(
      config,
      {
        method: 'POST',
        url: endpoint(config.apiBaseUrl, `rest/socialActions/${encodeURIComponent(urn)}/comments`),
        headers: linkedinHeaders(account.tokens),
        json: { actor: author, object: urn, message: { text: content.firstComment } },
      },
      linkedinErrors,
    );
    if (comment.body.$URN) related.push(comment.body.$URN);
  }
  return { externalId: urn, url: postUrl(urn), related };
}

/** LinkedIn takes no idempotency key: an earlier attempt is the author's recent post with the same commentary. */
export async function findLinkedinPost(config: ProviderConfig, request: PublishRequest, author: string): Promise<PublishResult | null> {
  const answer = await callNetwork<{ elements: { id: string; commentary?: string }[] }>(
    config,
    { method: 'GET', url: endpoint(config.apiBaseUrl, 'rest/posts', { q: 'author', author, count: 20, sortBy: 'LAST_MODIFIED' }), headers: { ...linkedinHeaders(request.account.tokens), 'x-restli-method': 'FINDER' } },
    linkedinErrors,
  );
  const wanted = littleText(request.content.text);
  const found = answer.body.elements.find((post) => post.commentary === wanted);
  return found ? { externalId: found.id, url: postUrl(found.id) } : null;
}

export async function deleteLinkedinPost(config: ProviderConfig, account: AccountAccess, published: PublishResult): Promise<void> {
  await callNetwork(config, { method: 'DELETE', url: endpoint(config.apiBaseUrl, `rest/posts/${encodeURIComponent(published.externalId)}`), headers: linkedinHeaders(account.tokens) }, linkedinErrors);
}
