import * as oauth from 'oauth4webapi';
import type { ProviderConfig, TokenSet } from '../provider';
import { DisconnectedError, InvalidContentError, TransientError } from '../provider-errors';
import { errorForAnswer, type NetworkErrors } from './http';

/** A network's OAuth 2 server as oauth4webapi needs it. */
export interface OAuthServer {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** How the client authenticates at the token endpoint. */
  clientAuth: 'basic' | 'post' | 'none';
}

const oauthErrors: NetworkErrors = {
  message: (body) => {
    if (typeof body === 'object' && body !== null) {
      const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
      if (typeof description === 'string') return description;
      if (typeof error === 'string') return error;
    }
    return 'The authorisation server refused the request.';
  },
};

/** The network's consent screen URL with the standard parameters (and PKCE S256 when given). */
export function authorizationUrl(
  server: OAuthServer,
  input: { clientId: string; redirectUri: string; state: string; scopes: readonly string[]; codeChallenge?: string; scopeSeparator?: string; extra?: Record<string, string> },
): string {
  const url = new URL(server.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  if (input.scopes.length > 0) url.searchParams.set('scope', input.scopes.join(input.scopeSeparator ?? ' '));
  if (input.codeChallenge) {
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  for (const [key, value] of Object.entries(input.extra ?? {})) url.searchParams.set(key, value);
  return url.toString();
}

function clientOf(config: ProviderConfig, server: OAuthServer): { client: oauth.Client; auth: oauth.ClientAuth } {
  if (!config.clientId) throw new InvalidContentError('The network is not configured (no client id).');
  const client: oauth.Client = { client_id: config.clientId };
  const secret = config.clientSecret ?? '';
  const auth = server.clientAuth === 'basic' ? oauth.ClientSecretBasic(secret) : server.clientAuth === 'post' ? oauth.ClientSecretPost(secret) : oauth.None();
  return { client, auth };
}

function requestOptions(config: ProviderConfig, server: OAuthServer): oauth.TokenEndpointRequestOptions {
  return {
    [oauth.customFetch]: (url, options) => config.fetch(url, options),
    // Only a local test server is reached over plain HTTP; the networks' endpoints are HTTPS.
    [oauth.allowInsecureRequests]: server.tokenEndpoint.startsWith('http:'),
  };
}

function tokenSetOf(response: oauth.TokenEndpointResponse, now: Date, previousRefresh?: string): TokenSet {
  const refreshIn = response['refresh_token_expires_in'];
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token ?? previousRefresh,
    expiresAt: response.expires_in === undefined ? undefined : new Date(now.getTime() + response.expires_in * 1000),
    refreshExpiresAt: typeof refreshIn === 'number' ? new Date(now.getTime() + refreshIn * 1000) : undefined,
    scopes: response.scope?.split(/[ ,]+/).filter(Boolean),
  };
}

async function tokenCall(
  config: ProviderConfig,
  server: OAuthServer,
  send: () => Promise<Response>,
  process: (response: Response) => Promise<oauth.TokenEndpointResponse>,
  /** A refresh the server refuses means the grant is gone, whatever code it uses (X answers invalid_request). */
  refusalMeansDisconnected: boolean,
): Promise<oauth.TokenEndpointResponse> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    throw new TransientError(`The authorisation server could not be reached: ${(error as Error).message}`);
  }
  if (response.status === 429 || response.status >= 500) {
    const body = await response.text();
    throw errorForAnswer({ status: response.status, headers: response.headers, body }, oauthErrors, config.now());
  }
  try {
    return await process(response);
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) {
      const raw = { status: error.status, body: error.cause };
      const message = error.error_description ?? error.error;
      if (refusalMeansDisconnected || error.error === 'invalid_grant' || error.error === 'invalid_token' || error.error === 'unauthorized_client') throw new DisconnectedError(message, raw);
      throw new InvalidContentError(message, raw);
    }
    throw new InvalidContentError(`The authorisation server's answer was not usable: ${(error as Error).message} (${server.issuer})`);
  }
}

/** Exchanges an authorisation code (with its PKCE verifier when the flow used one) for tokens. */
export async function exchangeCode(
  config: ProviderConfig,
  server: OAuthServer,
  input: { code: string; redirectUri: string; codeVerifier?: string },
): Promise<{ tokens: TokenSet; response: oauth.TokenEndpointResponse }> {
  const as: oauth.AuthorizationServer = { issuer: server.issuer, authorization_endpoint: server.authorizationEndpoint, token_endpoint: server.tokenEndpoint };
  const { client, auth } = clientOf(config, server);
  // The state was checked by the caller when the browser came back; here only the code matters.
  const parameters = oauth.validateAuthResponse(as, client, new URLSearchParams({ code: input.code }), oauth.skipStateCheck);
  const response = await tokenCall(
    config,
    server,
    () => oauth.authorizationCodeGrantRequest(as, client, auth, parameters, input.redirectUri, input.codeVerifier ?? oauth.nopkce, requestOptions(config, server)),
    (answer) => oauth.processAuthorizationCodeResponse(as, client, answer),
    false,
  );
  return { tokens: tokenSetOf(response, config.now()), response };
}

/** A new token set from a refresh token; an invalid grant means the connection is gone. */
export async function refreshTokens(config: ProviderConfig, server: OAuthServer, tokens: TokenSet): Promise<TokenSet> {
  if (!tokens.refreshToken) throw new DisconnectedError('The connection has no refresh token; reconnect the account.');
  const refreshToken = tokens.refreshToken;
  const as: oauth.AuthorizationServer = { issuer: server.issuer, authorization_endpoint: server.authorizationEndpoint, token_endpoint: server.tokenEndpoint };
  const { client, auth } = clientOf(config, server);
  const response = await tokenCall(
    config,
    server,
    () => oauth.refreshTokenGrantRequest(as, client, auth, refreshToken, requestOptions(config, server)),
    (answer) => oauth.processRefreshTokenResponse(as, client, answer),
    true,
  );
  return { ...tokenSetOf(response, config.now(), refreshToken), extra: tokens.extra };
}
