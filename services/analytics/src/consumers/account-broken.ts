import { accountBroken } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { applyChange } from '../features/accounts/accounts.repository';

/** posting.account.broken → the account is marked broken with the network's message. */
export const accountOnBreak = defineHandler({
  event: accountBroken,
  async handle(tx, payload, message) {
    await applyChange(tx, { accountId: payload.accountId, workspaceId: payload.workspaceId, network: payload.type, name: payload.name, status: 'broken', message: payload.message, at: new Date(message.occurredAt) });
  },
});
