import { entitlementsCopy } from '@cadence/events';
import { liveSchema } from '../../db/schema';

/** The live service's copy of each workspace's entitlements (concurrent streams, destinations), from billing.entitlements.changed. */
export const liveEntitlements = entitlementsCopy(liveSchema);
export const workspaceEntitlements = liveEntitlements.table;
