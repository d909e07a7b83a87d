import { entitlementsChanged } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { applyEntitlements } from '../features/workspaces/workspaces.repository';

/**
 * billing.entitlements.changed → the workspace's plan key, limits and features, so member and
 * invitation limits follow billing. Only a higher revision is stored: a late or repeated copy
 * changes nothing. A workspace auth does not know is skipped.
 */
export const storeWorkspaceEntitlements = defineHandler({
  event: entitlementsChanged,
  async handle(tx, payload) {
    await applyEntitlements(tx, payload);
  },
});
