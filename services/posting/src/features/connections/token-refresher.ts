import type { AccountType } from '@cadence/contracts';
import { Wakeup } from '@cadence/events';
import type { Worker } from '@cadence/service-kit';
import { refreshAccountTokens } from './account-access';
import { connectionsDeps, type ConnectionsContext, type ConnectionsDeps } from './connections.config';
import * as repo from './connections.repository';
import { openTokens, sealTokens } from './token-vault';

const BATCH = 50;
const HOUR_MS = 3_600_000;

/**
 * One round: refreshes every active account whose access token ends within the look-ahead
 * window (24 h by default), so a scheduled post never meets an expired token, and earlier for a
 * network that renews its token ahead of time (`renewAheadMs`: Threads, a week). A grant the
 * network revoked marks the account broken (inside refreshAccountTokens); other failures are
 * logged and tried again next round. Returns the ids it refreshed.
 */
export async function refreshDueTokens(deps: ConnectionsDeps): Promise<number[]> {
  const now = deps.now();
  const aheadMs = deps.config.CONNECTIONS_REFRESH_AHEAD_HOURS * HOUR_MS;
  const rounds: { before: Date; types?: AccountType[] }[] = [{ before: new Date(now.getTime() + aheadMs) }];
  for (const type of deps.providers.enabled()) {
    const renewAheadMs = deps.providers.get(type)?.renewAheadMs ?? 0;
    if (renewAheadMs > aheadMs) rounds.push({ before: new Date(now.getTime() + renewAheadMs), types: [type] });
  }
  const refreshed: number[] = [];
  for (const { before, types } of rounds) {
    for (const id of await repo.accountsDueForRefresh(deps.db, before, BATCH, types)) {
      if (refreshed.includes(id)) continue;
      try {
        await refreshAccountTokens(deps, deps.db, id, { onlyIfExpiringBefore: before });
        refreshed.push(id);
      } catch (error) {
        deps.log.warn({ err: error, accountId: id }, 'refreshing an account ahead of expiry failed');
      }
    }
  }
  await repo.deleteExpired(deps.db, new Date(now.getTime() - 24 * HOUR_MS));
  return refreshed;
}

/**
 * After SECRETS_KEY changes (the old key kept in SECRETS_PREVIOUS_KEYS), encrypts each
 * account's tokens again with the new key, a batch per round, each under its row lock.
 * Returns the ids it re-encrypted.
 */
export async function reencryptWithCurrentKey(deps: ConnectionsDeps): Promise<number[]> {
  const done: number[] = [];
  for (const id of await repo.accountsWithOlderKey(deps.db, deps.secrets.currentKeyId, BATCH)) {
    await deps.db.transaction(async (tx) => {
      const row = await repo.lockAccount(tx, id);
      const tokens = row ? openTokens(deps.secrets, row) : null;
      if (!row || !tokens) return;
      await repo.updateAccount(tx, row.id, sealTokens(deps.secrets, tokens));
      done.push(id);
    });
  }
  return done;
}

/** The background loop that runs `refreshDueTokens` every CONNECTIONS_REFRESH_INTERVAL_MS. */
export function connectionsWorkers(context: ConnectionsContext): Worker[] {
  const deps = connectionsDeps(context);
  const wakeup = new Wakeup();
  let running: Promise<void> | undefined;
  let stopped = false;
  async function loop() {
    while (!stopped) {
      await refreshDueTokens(deps).catch((error: unknown) => deps.log.error({ err: error }, 'the token refresher round failed'));
      await reencryptWithCurrentKey(deps).catch((error: unknown) => deps.log.error({ err: error }, 're-encrypting tokens with the current key failed'));
      if (!stopped) await wakeup.wait(deps.config.CONNECTIONS_REFRESH_INTERVAL_MS);
    }
  }
  return [
    {
      name: 'posting-token-refresher',
      async start() {
        stopped = false;
        running = loop();
      },
      async stop() {
        stopped = true;
        wakeup.ring();
        await running;
      },
    },
  ];
}
