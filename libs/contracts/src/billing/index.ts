export * from './plan-catalogue';
export * from './entitlements';
export * from './plans.contracts';
export * from './coupons.contracts';
export * from './subscriptions.contracts';
export * from './payments.contracts';
export * from './checkout.contracts';
export * from './billing.events';
