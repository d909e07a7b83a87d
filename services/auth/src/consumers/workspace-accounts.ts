import { accountBroken, accountConnected, accountDisconnected } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { rememberAccount } from '../features/api-keys/api-keys.repository';

/**
 * posting.account.connected / disconnected / broken → which workspace the account belongs to
 * (`auth.workspace_accounts`), so an API key may name only its own workspace's accounts. Every
 * one of the three names the workspace: an account connected before this copy existed is learnt
 * at its next event. Repeated or late copies write the same fact.
 */
export const workspaceAccountsCopy = [accountConnected, accountDisconnected, accountBroken].map((event) =>
  defineHandler({
    event,
    async handle(tx, payload, message) {
      await rememberAccount(tx, { accountId: payload.accountId, workspaceId: payload.workspaceId, at: new Date(message.occurredAt) });
    },
  }),
);
