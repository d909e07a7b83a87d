import { aiEntitlements } from '../features/usage/usage.tables';

/**
 * billing.entitlements.changed → the AI service's copy of the workspace's plan (its monthly
 * generations). Only a higher revision replaces the copy, so a late or repeated event never
 * undoes a newer one.
 */
export const entitlementsOnChange = aiEntitlements.handler;
