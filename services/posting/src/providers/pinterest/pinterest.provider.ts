import { pinterestRules } from '@cadence/contracts';
import type { ProviderFactory, TokenSet } from '../provider';
import { DisconnectedError } from '../provider-errors';
import { authorizationUrl } from '../shared/oauth';
import { pinterest, pinterestToken } from './pinterest-api';
import { findPin, publishPin } from './pinterest-publish';
import { pinterestMetrics } from './pinterest-metrics';

const AUTH_BASE = 'https://www.pinterest.com';
const SCOPES = ['user_accounts:read', 'boards:read', 'pins:read', 'pins:write'] as const;
/** Board pages read when connecting (100 boards each). */
const BOARD_PAGES = 5;
/** The region Pinterest's trending keywords are read for. */
const TRENDS_REGION = 'US';

interface Board {
  id: string;
  name: string;
  privacy?: string;
}

async function boards(config: Parameters<ProviderFactory>[0], tokens: TokenSet): Promise<Board[]> {
  const all: Board[] = [];
  let bookmark: string | undefined;
  for (let page = 0; page < BOARD_PAGES; page += 1) {
    const answer = await pinterest<{ items: Board[]; bookmark?: string | null }>(config, tokens.accessToken, {
      method: 'GET',
      path: 'boards',
      query: { page_size: 100, bookmark },
    });
    all.push(...answer.items.map(({ id, name, privacy }) => ({ id, name, privacy })));
    bookmark = answer.bookmark ?? undefined;
    if (!bookmark) break;
  }
  return all;
}

/** Pinterest through API v5 (OAuth 2 with the app's Basic credentials); the boards are the picker's choices. */
export const pinterestProvider: ProviderFactory = (config) => ({
  type: 'pinterest',
  rules: pinterestRules,
  connect: {
    method: 'oauth2',
    pkce: false,
    scopes: SCOPES,
    authorizationUrl: (input) =>
      authorizationUrl(
        { issuer: AUTH_BASE, authorizationEndpoint: `${config.authBaseUrl ?? AUTH_BASE}/oauth/`, tokenEndpoint: `${config.apiBaseUrl}/v5/oauth/token`, clientAuth: 'basic' },
        { clientId: config.clientId ?? '', redirectUri: input.redirectUri, state: input.state, scopes: SCOPES, scopeSeparator: ',' },
      ),
    exchangeCode: (input) => pinterestToken(config, { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri }),
    async listProfiles(tokens) {
      const user = await pinterest<{ id?: string; username: string; profile_image?: string; account_type?: string }>(config, tokens.accessToken, {
        method: 'GET',
        path: 'user_account',
      });
      return [
        {
          externalId: user.id ?? user.username,
          name: user.username,
          username: user.username,
          avatarUrl: user.profile_image,
          details: { accountType: user.account_type ?? 'PINNER', boards: await boards(config, tokens) },
        },
      ];
    },
  },
  limits: [],
  validate(content, account) {
    const boardsKnown = account?.details.boards;
    const boardId = content.settings.boardId;
    if (Array.isArray(boardsKnown) && typeof boardId === 'string' && !boardsKnown.some((board: Board) => board.id === boardId)) {
      return [{ field: 'settings', code: 'pinterest.unknown_board', message: 'This board is not one of the account’s boards.' }];
    }
    return [];
  },
  async refresh(tokens) {
    if (!tokens.refreshToken) throw new DisconnectedError('The Pinterest connection has no refresh token: connect it again.');
    return pinterestToken(config, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, tokens);
  },
  publish: (request) => publishPin(config, request),
  findPublished: (request) => findPin(config, request),
  async delete(account, published) {
    await pinterest(config, account.tokens.accessToken, { method: 'DELETE', path: `pins/${published.externalId}` });
  },
  trends: {
    source: 'Pinterest Trends, growing keywords (US)',
    // GET /v5/trends/keywords/{region}/top/{trend_type} answers { trends: [{ keyword, pct_growth_wow, ... }] }.
    async trending(account) {
      const answer = await pinterest<{ trends?: { keyword: string; pct_growth_wow?: number }[] }>(config, account.tokens.accessToken, {
        method: 'GET',
        path: `trends/keywords/${TRENDS_REGION}/top/growing`,
        query: { limit: 30 },
      });
      return (answer.trends ?? []).map((trend) => ({ name: trend.keyword }));
    },
  },
  metrics: pinterestMetrics(config),
});
