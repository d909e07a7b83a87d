import type { Executor } from '@cadence/db';
import { recordOutcome } from './outcome';
import { claimAccountTargets } from './delivery.repository';

/** What a target shows when its account was disconnected before it published. */
export const DISCONNECTED_REASON = 'The account was disconnected; reconnect it and retry';

/**
 * Fails the account's targets still to go and updates their posts' statuses
 * (with their events), in `tx`. A target whose last call's outcome is unknown keeps its open
 * attempt on record.
 */
export async function failAccountTargets(tx: Executor, accountId: number): Promise<number> {
  const holder = `account-disconnected:${accountId}`;
  const targets = await claimAccountTargets(tx, accountId, holder);
  for (const target of targets) {
    await recordOutcome(tx, target, holder, {
      status: 'failed',
      openAttempt: target.openAttemptAt === null ? 'close' : 'keep',
      errorMessage: DISCONNECTED_REASON,
      errorBody: null,
    });
  }
  return targets.length;
}
