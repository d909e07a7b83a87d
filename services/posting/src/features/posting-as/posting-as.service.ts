import type { PostingAs } from '@cadence/contracts';
import { DisconnectedError, ProviderError, RateLimitedError } from '../../providers/provider-errors';
import type { ConnectionsDeps } from '../connections/connections.config';
import { findAccount } from '../connections/connections.repository';
import { withAccountAccess } from '../connections/with-account';
import { postingAsErrors } from './posting-as.errors';

/**
 * Who a post to one of the workspace's accounts goes out as, read from the network now through
 * its adapter's postingAs capability. An account of a network without it is not found; a
 * refused connection is a 409 with the network's message, an account the network takes no
 * more posts from (TikTok's spam_risk_too_many_posts) a 429, any other failure a 502.
 */
export async function postingAs(deps: ConnectionsDeps, workspaceId: number, accountId: number): Promise<PostingAs> {
  const account = await findAccount(deps.db, workspaceId, accountId);
  const capability = account ? deps.providers.get(account.type)?.postingAs : undefined;
  if (!account || !capability || account.status === 'disconnected') throw postingAsErrors.POSTING_AS_NOT_FOUND();
  try {
    const read = await withAccountAccess(deps, account.id, (access) => capability.read(access));
    if (!read) throw postingAsErrors.POSTING_AS_NOT_FOUND();
    return { accountId: account.id, ...read };
  } catch (error) {
    if (error instanceof DisconnectedError) throw postingAsErrors.POSTING_AS_DISCONNECTED(`${account.name}: ${error.message}. Reconnect it under Manage platforms.`);
    if (error instanceof RateLimitedError) throw postingAsErrors.POSTING_AS_LIMITED(`${account.name}: ${error.message}. The network takes posts from it again after ${error.retryAt.toISOString()}.`);
    if (error instanceof ProviderError) throw postingAsErrors.POSTING_AS_UNREACHABLE(`${account.name} could not be read: ${error.message}`);
    throw error;
  }
}
