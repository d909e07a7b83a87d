import { accountConnected } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { applyChange } from '../features/accounts/accounts.repository';

/** posting.account.connected → the account joins its workspace's analytics (reconnected: connected again). */
export const accountOnConnect = defineHandler({
  event: accountConnected,
  async handle(tx, payload, message) {
    await applyChange(tx, { accountId: payload.accountId, workspaceId: payload.workspaceId, network: payload.type, name: payload.name, status: 'connected', message: null, at: new Date(message.occurredAt) });
  },
});
