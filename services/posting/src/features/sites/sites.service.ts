import type { WordpressOverview } from '@cadence/contracts';
import type { AccountAccess } from '../../providers/provider';
import { DisconnectedError, ProviderError, TokenExpiredError } from '../../providers/provider-errors';
import { loadAccountAccess, refreshAccountTokens } from '../connections/account-access';
import type { ConnectionsDeps } from '../connections/connections.config';
import { findAccount } from '../connections/connections.repository';
import { siteErrors } from './sites.errors';

/**
 * A connected site of the workspace read now through its adapter's site capability: its
 * categories, tags and latest posts. An account whose network is not a site of one's own is
 * not found; an expired token is refreshed once; a refused connection is a 409 with the site's
 * message, any other failure of the site a 502.
 */
export async function siteOverview(deps: ConnectionsDeps, workspaceId: number, accountId: number): Promise<WordpressOverview> {
  const account = await findAccount(deps.db, workspaceId, accountId);
  const capability = account ? deps.providers.get(account.type)?.site : undefined;
  if (!account || !capability || account.status === 'disconnected') throw siteErrors.SITE_NOT_FOUND();
  const read = async (access: AccountAccess) => ({ accountId: account.id, ...(await capability.overview(access)) });
  try {
    const access = await loadAccountAccess(deps, deps.db, account.id);
    if (!access) throw siteErrors.SITE_NOT_FOUND();
    try {
      return await read(access);
    } catch (error) {
      if (!(error instanceof TokenExpiredError)) throw error;
      return await read(await refreshAccountTokens(deps, deps.db, account.id));
    }
  } catch (error) {
    if (error instanceof DisconnectedError) throw siteErrors.SITE_DISCONNECTED(`${account.name}: ${error.message}. Reconnect it under Manage platforms.`);
    if (error instanceof ProviderError) throw siteErrors.SITE_UNREACHABLE(`${account.name} could not be read: ${error.message}`);
    throw error;
  }
}
