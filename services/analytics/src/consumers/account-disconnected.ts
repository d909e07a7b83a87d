import { accountDisconnected } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { applyChange } from '../features/accounts/accounts.repository';

/** posting.account.disconnected → the account is marked disconnected; its history stays. */
export const accountOnDisconnect = defineHandler({
  event: accountDisconnected,
  async handle(tx, payload, message) {
    await applyChange(tx, { accountId: payload.accountId, workspaceId: payload.workspaceId, network: payload.type, name: payload.name, status: 'disconnected', message: payload.reason, at: new Date(message.occurredAt) });
  },
});
