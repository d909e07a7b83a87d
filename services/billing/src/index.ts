export { billingService } from './app';
export { entitlementsFor } from './features/entitlements/entitlements.service';
