import { PLAN_FEATURES, type PaymentSyncStatus, type Plan, type PlanFeature, type PublicPlan } from '@cadence/contracts';
import type { PlanRow } from './plans.repository';

/** One status for both providers: failed beats pending beats synced; disabled only when no provider is on. */
export function overallSync(statuses: PaymentSyncStatus[]): PaymentSyncStatus {
  const on = statuses.filter((status) => status !== 'disabled');
  if (on.length === 0) return 'disabled';
  if (on.includes('failed')) return 'failed';
  if (on.includes('pending')) return 'pending';
  return 'synced';
}

export function toPlan(row: PlanRow, subscriptions: number): Plan {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    currency: row.currency,
    price_monthly: row.priceMonthly,
    price_annually: row.priceAnnually,
    status: row.status,
    payment_status: overallSync([row.stripeSync, row.paypalSync]),
    payment_sync: { stripe: row.stripeSync, paypal: row.paypalSync },
    limits: row.limits,
    features: row.features,
    subscriptions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPublicPlan(row: PlanRow): PublicPlan {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    currency: row.currency,
    price_monthly: row.priceMonthly,
    price_annually: row.priceAnnually,
    limits: row.limits,
    features: row.features,
  };
}

/** The features a plan switches on for entitlements: enabled items of type feature whose key the catalogue knows. */
export function enabledFeatures(row: Pick<PlanRow, 'features'>): PlanFeature[] {
  const on = new Set(row.features.filter((item) => item.type === 'feature' && item.is_enable && item.key).map((item) => item.key));
  return PLAN_FEATURES.filter((feature) => on.has(feature));
}

export function enabledAddOns(row: Pick<PlanRow, 'features'>): string[] {
  return row.features.filter((item) => item.type === 'add_on' && item.is_enable && item.key).map((item) => item.key as string);
}
