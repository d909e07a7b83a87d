import type { Executor } from '@cadence/db';
import type { Revocation } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as tokens from './refresh-tokens.repository';
import { revokeKeysOf } from '../api-keys/api-keys.service';

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
 * they belong to, and their API keys are revoked with them.
 */
export async function endSessionsOf(deps: RevokeDeps, tx: Executor, userId: number, options: { exceptFamily?: string | undefined; deactivated?: boolean } = {}): Promise<void> {
  const families = await tokens.revokeAllOfUser(tx, userId, options.exceptFamily);
  await revokeAccess(deps, { sessions: families, ...(options.deactivated ? { userId } : {}) });
  if (options.deactivated) await revokeKeysOf(deps, tx, { userId });
}

/**
 * A member leaves a workspace (removed, or a hire ended): their tokens for it are refused and
 * the API keys they made in it are revoked.
 */
export async function endMembership(deps: RevokeDeps, tx: Executor, membership: { workspaceId: number; userId: number }): Promise<void> {
  await revokeAccess(deps, { membership });
  await revokeKeysOf(deps, tx, membership);
}
