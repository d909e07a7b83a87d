import type { WordpressOverview } from '@cadence/contracts';
import { DisconnectedError, ProviderError } from '../../providers/provider-errors';
import type { ConnectionsDeps } from '../connections/connections.config';
import { findAccount } from '../connections/connections.repository';
import { withAccountAccess } from '../connections/with-account';
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
  try {
    const overview = await withAccountAccess(deps, account.id, (access) => capability.overview(access));
    if (!overview) throw siteErrors.SITE_NOT_FOUND();
    return { accountId: account.id, ...overview };
  } catch (error) {
    if (error instanceof DisconnectedError) throw siteErrors.SITE_DISCONNECTED(`${account.name}: ${error.message}. Reconnect it under Manage platforms.`);
    if (error instanceof ProviderError) throw siteErrors.SITE_UNREACHABLE(`${account.name} could not be read: ${error.message}`);
    throw error;
  }
}
