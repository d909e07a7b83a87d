import { fileURLToPath } from 'node:url';
import { defineService, type ServiceConfig, type ServiceContext } from '@cadence/service-kit';
import { billingEnv } from './config';
import { billingEvents } from './db/schema';
import { startTrialOnRegistration } from './consumers/user-registered';
import { grantNonprofitOnApproval } from './consumers/nonprofit-approved';
import { grantOnUsersAdminPlan } from './consumers/plan-granted';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { couponsRoutes } from './features/coupons/coupons.routes';
import { entitlementsRoutes } from './features/entitlements/entitlements.routes';
import { paymentsRoutes } from './features/payments/payments.routes';
import { syncPlan } from './features/plans/plan-sync';
import { plansRoutes } from './features/plans/plans.routes';
import * as plansRepo from './features/plans/plans.repository';
import { offerLandedFeatures, seedPlans } from './features/seed/seed-plans';
import { createPeriodSweep } from './features/subscriptions/period-sweep';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { gatewaysOf } from './providers/gateways';

type BillingContext = ServiceContext<ServiceConfig<typeof billingEnv>>;

function depsOf(context: BillingContext) {
  const { config } = context;
  return {
    db: context.db,
    gateways: gatewaysOf(config),
    log: context.log,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT || 3000}`).replace(/\/$/, ''),
  };
}

/** Plans, coupons, subscriptions, payments through Stripe and PayPal, and the entitlements every service follows. */
export const billingService = defineService({
  name: 'billing',
  areas: ['membership', 'subscriptions', 'billing', 'users/get-all-subscriptions'],
  env: billingEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: billingEvents,
  async routes(app, context) {
    const deps = depsOf(context);
    plansRoutes(app, deps);
    couponsRoutes(app, deps.db);
    subscriptionsRoutes(app, deps);
    paymentsRoutes(app, deps);
    checkoutRoutes(app, deps);
    entitlementsRoutes(app, deps.db);
    await webhooksRoutes(app, deps.db, deps.gateways);
  },
  consumers: () => [startTrialOnRegistration, grantNonprofitOnApproval, grantOnUsersAdminPlan],
  workers: (context) => [createPeriodSweep(depsOf(context), context.config.BILLING_SWEEP_INTERVAL_MS)],
  async onReady(context) {
    const created = await seedPlans(context.db);
    if (created.length > 0) context.log.info({ plans: created.length }, 'plan catalogue seeded');
    const offered = await offerLandedFeatures(context.db);
    if (offered > 0) context.log.info({ plans: offered }, 'features that landed since the plans were seeded put on them');
    const { db, gateways, log } = depsOf(context);
    const page = await plansRepo.list(db, { pagination: false, limit: 100, page: 0, orderBy: 'id', order: 'asc' });
    for (const plan of page.rows) {
      const expected = (on: boolean) => (on ? 'synced' : 'disabled');
      const needsSync = plan.stripeSync !== expected(gateways.stripe !== null) || plan.paypalSync !== expected(gateways.paypal !== null);
      if (needsSync) await syncPlan(db, gateways, plan.id, false, log);
    }
  },
});
