import { liveEntitlements } from '../features/limits/limits.tables';

/** billing.entitlements.changed → the live service's copy of the plan; only a higher revision replaces it. */
export const entitlementsOnChange = liveEntitlements.handler;
