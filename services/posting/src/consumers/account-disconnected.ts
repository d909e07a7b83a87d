import { accountDisconnected } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { failAccountTargets } from '../features/delivery/account-disconnected';

/**
 * posting.account.disconnected → the account's pending and waiting targets fail with a reason
 * to reconnect, and their posts take their outcome (failed once nothing is left to go).
 * Repeated delivery finds nothing left to fail.
 */
export const accountOnDisconnect = defineHandler({
  event: accountDisconnected,
  async handle(tx, payload) {
    await failAccountTargets(tx, payload.accountId);
  },
});
