import type { SecretBox } from '@cadence/service-kit';
import type { TokenSet } from '../../providers/provider';
import type { socialAccounts } from './connections.tables';

type AccountRow = typeof socialAccounts.$inferSelect;
type TokenColumns = Pick<AccountRow, 'accessTokenEncrypted' | 'refreshTokenEncrypted' | 'tokenExtraEncrypted' | 'tokenExpiresAt' | 'refreshExpiresAt'>;

/** Each column's name is bound to its value: a ciphertext moved to another column does not decrypt. */
const CONTEXT = {
  access: 'posting.social_accounts.access_token',
  refresh: 'posting.social_accounts.refresh_token',
  extra: 'posting.social_accounts.token_extra',
} as const;

/** A token set as the account row stores it: every secret encrypted, the expiries in clear. */
export function sealTokens(secrets: SecretBox, tokens: TokenSet): TokenColumns {
  return {
    accessTokenEncrypted: secrets.encrypt(tokens.accessToken, CONTEXT.access),
    refreshTokenEncrypted: tokens.refreshToken ? secrets.encrypt(tokens.refreshToken, CONTEXT.refresh) : null,
    tokenExtraEncrypted: secrets.encrypt(JSON.stringify({ scopes: tokens.scopes ?? null, extra: tokens.extra ?? null }), CONTEXT.extra),
    tokenExpiresAt: tokens.expiresAt ?? null,
    refreshExpiresAt: tokens.refreshExpiresAt ?? null,
  };
}

/** The columns of a disconnected account: nothing left to decrypt. */
export const WIPED_TOKENS: TokenColumns = {
  accessTokenEncrypted: null,
  refreshTokenEncrypted: null,
  tokenExtraEncrypted: null,
  tokenExpiresAt: null,
  refreshExpiresAt: null,
};

/** The token set of a row; null when the row holds none (disconnected). */
export function openTokens(secrets: SecretBox, row: TokenColumns): TokenSet | null {
  if (!row.accessTokenEncrypted) return null;
  const { scopes, extra } = row.tokenExtraEncrypted
    ? (JSON.parse(secrets.decrypt(row.tokenExtraEncrypted, CONTEXT.extra)) as { scopes: string[] | null; extra: Record<string, string> | null })
    : { scopes: null, extra: null };
  return {
    accessToken: secrets.decrypt(row.accessTokenEncrypted, CONTEXT.access),
    ...(row.refreshTokenEncrypted ? { refreshToken: secrets.decrypt(row.refreshTokenEncrypted, CONTEXT.refresh) } : {}),
    ...(row.tokenExpiresAt ? { expiresAt: row.tokenExpiresAt } : {}),
    ...(row.refreshExpiresAt ? { refreshExpiresAt: row.refreshExpiresAt } : {}),
    ...(scopes ? { scopes } : {}),
    ...(extra ? { extra } : {}),
  };
}

/** A refreshed set keeps what the network did not send again (most keep the refresh token). */
export function mergeRefreshed(previous: TokenSet, next: TokenSet): TokenSet {
  return {
    ...next,
    refreshToken: next.refreshToken ?? previous.refreshToken,
    refreshExpiresAt: next.refreshExpiresAt ?? (next.refreshToken ? undefined : previous.refreshExpiresAt),
    scopes: next.scopes ?? previous.scopes,
    extra: { ...previous.extra, ...next.extra },
  };
}
