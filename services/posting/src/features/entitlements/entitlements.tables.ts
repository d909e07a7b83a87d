import { entitlementsCopy } from '@cadence/events';
import { postingSchema } from '../../db/schema';

/** Posting's copy of each workspace's entitlements (profiles, daily posts per user), from billing.entitlements.changed. */
export const postingEntitlements = entitlementsCopy(postingSchema);
export const workspaceEntitlements = postingEntitlements.table;
