import type { AccountAccess } from '../../providers/provider';
import { TokenExpiredError } from '../../providers/provider-errors';
import { loadAccountAccess, refreshAccountTokens } from './account-access';
import type { ConnectionsDeps } from './connections.config';

/**
 * Calls the network once with a connected account's tokens, refreshing them once when the
 * network says they expired. Null when the account is gone or disconnected; a broken account
 * throws DisconnectedError, a network's refusal its ProviderError, for the caller to answer.
 */
export async function withAccountAccess<T>(deps: ConnectionsDeps, accountId: number, call: (access: AccountAccess) => Promise<T>): Promise<T | null> {
  const access = await loadAccountAccess(deps, deps.db, accountId);
  if (!access) return null;
  try {
    return await call(access);
  } catch (error) {
    if (!(error instanceof TokenExpiredError)) throw error;
    return await call(await refreshAccountTokens(deps, deps.db, accountId));
  }
}
