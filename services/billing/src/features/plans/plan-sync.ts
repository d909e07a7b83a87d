import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '@cadence/db';
import type { Gateways } from '../../providers/gateways';
import * as repo from './plans.repository';

/**
 * Creates a plan's product and its monthly and annual prices at each configured provider and
 * records the ids and the outcome (synced / failed; disabled when the provider is off). Prices
 * are created anew when the plan's prices changed (`pricesChanged`) or were never created;
 * subscribers keep the price they bought until they change plan.
 */
export async function syncPlan(db: Executor, gateways: Gateways, planId: number, pricesChanged: boolean, log: FastifyBaseLogger): Promise<repo.PlanRow | undefined> {
  const plan = await repo.find(db, planId);
  if (!plan) return undefined;
  const changes: Partial<repo.NewPlan> = {};

  if (!gateways.stripe) changes.stripeSync = 'disabled';
  else {
    const stripe = gateways.stripe;
    try {
      const productId = await stripe.ensureProduct(plan.id, plan.name, plan.stripeProductId);
      const renew = pricesChanged || !plan.stripeMonthlyPriceId || !plan.stripeAnnualPriceId;
      Object.assign(changes, {
        stripeProductId: productId,
        ...(renew && {
          stripeMonthlyPriceId: await stripe.createPrice(plan.id, productId, 'monthly', plan.priceMonthly, plan.currency),
          stripeAnnualPriceId: await stripe.createPrice(plan.id, productId, 'annual', plan.priceAnnually, plan.currency),
        }),
        stripeSync: 'synced',
      });
    } catch (error) {
      log.warn({ err: error, planId }, 'plan sync with Stripe failed');
      changes.stripeSync = 'failed';
    }
  }

  if (!gateways.paypal) changes.paypalSync = 'disabled';
  else {
    const paypal = gateways.paypal;
    try {
      const productId = await paypal.ensureProduct(plan.id, plan.name, plan.paypalProductId);
      const renew = pricesChanged || !plan.paypalMonthlyPlanId || !plan.paypalAnnualPlanId;
      Object.assign(changes, {
        paypalProductId: productId,
        ...(renew && {
          paypalMonthlyPlanId: await paypal.createPlan(plan.id, productId, plan.name, 'monthly', plan.priceMonthly, plan.currency),
          paypalAnnualPlanId: await paypal.createPlan(plan.id, productId, plan.name, 'annual', plan.priceAnnually, plan.currency),
        }),
        paypalSync: 'synced',
      });
    } catch (error) {
      log.warn({ err: error, planId }, 'plan sync with PayPal failed');
      changes.paypalSync = 'failed';
    }
  }
  return repo.update(db, plan.id, changes);
}
