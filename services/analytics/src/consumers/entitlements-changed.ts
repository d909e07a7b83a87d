import { analyticsEntitlements } from '../db/schema';

/** billing.entitlements.changed → analytics' copy of the workspace's plan (only a higher revision replaces it). */
export const entitlementsOnChange = analyticsEntitlements.handler;
