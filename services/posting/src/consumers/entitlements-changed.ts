import { entitlementsChanged } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { applyEntitlements } from '../features/entitlements/entitlements.repository';

/**
 * billing.entitlements.changed → posting's copy of the workspace's plan limits (profiles, daily
 * posts per user). Only a higher revision replaces the copy, so a late or repeated event never
 * undoes a newer one.
 */
export const entitlementsOnChange = defineHandler({
  event: entitlementsChanged,
  async handle(tx, payload) {
    await applyEntitlements(tx, payload);
  },
});
