import type { Executor } from '@cadence/db';
import type { Revocation } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as tokens from './refresh-tokens.repository';

type RevokeDeps = Pick<AuthDeps, 'revocations' | 'accessTokenTtlSeconds'>;

/** A minute beyond the access tokens' lifetime covers clocks a little apart. */
const CLOCK_MARGIN_SECONDS = 60;

/**
 * Makes the access tokens already handed out stop working now, in every process, not when they
 * expire. Called inside the transaction that ends the sessions: should it roll back, sessions
 * were ended early, never kept too long.
 */
export function revokeAccess(deps: RevokeDeps, revocation: Omit<Revocation, 'ttlSeconds'>): Promise<void> {
  return deps.revocations.revoke({ ...revocation, ttlSeconds: deps.accessTokenTtlSeconds + CLOCK_MARGIN_SECONDS });
}

/**
 * Signs a user out of every session (or every one but the caller's): refresh tokens revoked and
 * their access tokens refused. A banned or disabled user's tokens are refused whatever session
 * they belong to.
 */
export async function endSessionsOf(deps: RevokeDeps, tx: Executor, userId: number, options: { exceptFamily?: string | undefined; deactivated?: boolean } = {}): Promise<void> {
  const families = await tokens.revokeAllOfUser(tx, userId, options.exceptFamily);
  await revokeAccess(deps, { sessions: families, ...(options.deactivated ? { userId } : {}) });
}
