import type { Executor } from '@cadence/db';
import type { AccountSummary, AccountsPort } from '../delivery/ports';
import type { AccountAccess, TokenSet } from '../../providers/provider';
import { DisconnectedError, TransientError } from '../../providers/provider-errors';
import { emitBroken } from './account-events';
import { connectionsDeps, type ConnectionsContext, type ConnectionsDeps } from './connections.config';
import * as repo from './connections.repository';
import { mergeRefreshed, openTokens, sealTokens } from './token-vault';

function accessOf(row: repo.AccountRow, tokens: TokenSet): AccountAccess {
  return { accountId: row.id, externalId: row.externalId, tokens, details: row.details };
}

/**
 * The decrypted access of an account for one network call. Null when the account is gone or
 * disconnected; a broken account throws DisconnectedError with the network's message.
 */
export async function loadAccountAccess(deps: ConnectionsDeps, db: Executor, accountId: number): Promise<AccountAccess | null> {
  const access = accessOrError(deps, await repo.accountById(db, accountId));
  if (access instanceof DisconnectedError) throw access;
  return access;
}

/** The same for many accounts in one query: each id maps to its access, null, or the DisconnectedError of a broken account. */
export async function loadAccountsAccess(deps: ConnectionsDeps, db: Executor, accountIds: readonly number[]): Promise<Map<number, AccountAccess | DisconnectedError | null>> {
  const rows = await repo.accountsByIds(db, accountIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(accountIds.map((id) => [id, accessOrError(deps, byId.get(id))]));
}

function accessOrError(deps: ConnectionsDeps, row: repo.AccountRow | undefined): AccountAccess | DisconnectedError | null {
  if (!row || row.status === 'disconnected') return null;
  if (row.status === 'broken') return new DisconnectedError(row.lastError ?? 'The network no longer accepts this connection');
  const tokens = openTokens(deps.secrets, row);
  return tokens ? accessOf(row, tokens) : null;
}

type RefreshOutcome = { kind: 'refreshed'; access: AccountAccess } | { kind: 'broken'; error: DisconnectedError };

/**
 * Asks the network for new tokens and stores them, under the account's row lock so two
 * refreshes of one account never race (networks that rotate refresh tokens would revoke the
 * grant). When the network says the grant is gone, the account is marked broken with the
 * network's message, posting.account.broken is written, and DisconnectedError is thrown.
 */
export async function refreshAccountTokens(deps: ConnectionsDeps, db: Executor, accountId: number, options: { onlyIfExpiringBefore?: Date } = {}): Promise<AccountAccess> {
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await repo.lockAccount(tx, accountId);
    if (!row || row.status === 'disconnected') throw new DisconnectedError('This account is no longer connected');
    if (row.status === 'broken') throw new DisconnectedError(row.lastError ?? 'The network no longer accepts this connection');
    const provider = deps.providers.get(row.type);
    if (!provider) throw new TransientError(`${row.type} is not configured on this server`);
    const tokens = openTokens(deps.secrets, row);
    if (!tokens) throw new DisconnectedError('This account has no tokens; reconnect it');
    // Another process refreshed it while this one waited for the lock.
    const due = options.onlyIfExpiringBefore;
    if (due && (!row.tokenExpiresAt || row.tokenExpiresAt >= due)) return { kind: 'refreshed', access: accessOf(row, tokens) };
    try {
      const next = mergeRefreshed(tokens, await provider.refresh(tokens));
      const updated = await repo.updateAccount(tx, row.id, { ...sealTokens(deps.secrets, next), tokensRefreshedAt: deps.now(), lastError: null });
      return { kind: 'refreshed', access: accessOf(updated, next) };
    } catch (error) {
      if (!(error instanceof DisconnectedError)) throw error;
      const broken = await repo.updateAccount(tx, row.id, { status: 'broken', lastError: error.message });
      await emitBroken(tx, broken, error.message);
      return { kind: 'broken', error };
    }
  });
  if (outcome.kind === 'broken') throw outcome.error;
  return outcome.access;
}

/**
 * The network refused the account's credentials while publishing: the account needs
 * reconnection, with the network's message, and posting.account.broken tells its owner. Once
 * per breakage: an account already broken or disconnected is left as it is.
 */
export async function markAccountBroken(db: Executor, accountId: number, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.lockAccount(tx, accountId);
    if (!row || row.status !== 'active') return;
    const broken = await repo.updateAccount(tx, row.id, { status: 'broken', lastError: message });
    await emitBroken(tx, broken, message);
  });
}

/** The accounts among `ids` connected in `workspaceId` (working or broken; not disconnected). */
export async function accountsOfWorkspace(db: Executor, workspaceId: number, ids: readonly number[]): Promise<AccountSummary[]> {
  const rows = await repo.accountsAmong(db, workspaceId, ids);
  return rows.map((row) => ({ id: row.id, workspaceId: row.workspaceId, type: row.type, name: row.name, status: row.status }));
}

/** What posts and delivery read of connections, bound to the service's secrets and adapters. */
export function connectionsAccess(context: ConnectionsContext): AccountsPort {
  const deps = connectionsDeps(context);
  return {
    accountsOfWorkspace,
    markAccountBroken,
    loadAccountsAccess: (db, accountIds) => loadAccountsAccess(deps, db, accountIds),
    refreshAccountTokens: (db, accountId) => refreshAccountTokens(deps, db, accountId),
  };
}
