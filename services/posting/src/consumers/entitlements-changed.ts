import { postingEntitlements } from '../features/entitlements/entitlements.tables';

/**
 * billing.entitlements.changed → posting's copy of the workspace's plan limits (profiles, daily
 * posts per user). Only a higher revision replaces the copy, so a late or repeated event never
 * undoes a newer one.
 */
export const entitlementsOnChange = postingEntitlements.handler;
