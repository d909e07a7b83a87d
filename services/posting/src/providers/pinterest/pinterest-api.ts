import type { ProviderConfig, TokenSet } from '../provider';
import { DisconnectedError, InvalidContentError, TokenExpiredError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors, type NetworkRequest } from '../shared/http';

/** Pinterest's error body: {code, message}; OAuth errors the same. 429 carries X-RateLimit-* headers. */
export const PINTEREST_ERRORS: NetworkErrors = {
  message: (body, status) => (body as { message?: string } | null)?.message ?? `Pinterest answered ${status}`,
};

export async function pinterest<T>(config: ProviderConfig, token: string, request: Omit<NetworkRequest, 'url'> & { path: string; query?: Record<string, string | number | undefined> }): Promise<T> {
  const { path, query, ...rest } = request;
  const answer = await callNetwork<T>(
    config,
    { ...rest, url: endpoint(config.apiBaseUrl, `v5/${path}`, query), headers: { ...rest.headers, authorization: `Bearer ${token}` } },
    PINTEREST_ERRORS,
  );
  return answer.body;
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  refresh_token_expires_in?: number;
  scope?: string;
}

/** POST /v5/oauth/token with the app's id and secret as Basic auth; a refused refresh means reconnecting. */
export async function pinterestToken(config: ProviderConfig, form: Record<string, string>, previous?: TokenSet): Promise<TokenSet> {
  const now = config.now().getTime();
  try {
    const { body } = await callNetwork<TokenAnswer>(
      config,
      {
        method: 'POST',
        url: endpoint(config.apiBaseUrl, 'v5/oauth/token'),
        headers: { authorization: `Basic ${Buffer.from(`${config.clientId ?? ''}:${config.clientSecret ?? ''}`).toString('base64')}` },
        form,
        createsSomething: false,
      },
      PINTEREST_ERRORS,
    );
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? previous?.refreshToken,
      expiresAt: new Date(now + body.expires_in * 1000),
      refreshExpiresAt: body.refresh_token_expires_in ? new Date(now + body.refresh_token_expires_in * 1000) : previous?.refreshExpiresAt,
      scopes: body.scope?.split(',') ?? previous?.scopes,
    };
  } catch (error) {
    if (form.grant_type === 'refresh_token' && (error instanceof TokenExpiredError || error instanceof InvalidContentError)) {
      throw new DisconnectedError(error.message, error.raw);
    }
    throw error;
  }
}
