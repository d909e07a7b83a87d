import { entitlementsChanged, entitlementsOf, findPlan, type Entitlements } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { billingEvents } from '../../db/schema';
import * as accounts from '../accounts/accounts.repository';
import * as subscriptions from '../subscriptions/subscriptions.repository';
import { enabledAddOns, enabledFeatures } from '../plans/plan-view';

const STATUS: Record<subscriptions.SubscriptionRow['status'], Entitlements['status']> = {
  trial: 'trial',
  active: 'active',
  past_due: 'past_due',
  cancelled: 'cancelled',
  expired: 'cancelled',
};

/**
 * A plan's monthly AI generations: its own figure, else its tier's in the catalogue (plans saved
 * before the limit existed). A grant without end is the plan's, with the plan's allowance.
 */
function aiAllowance(plan: { key: Entitlements['plan']; limits: Partial<Entitlements['limits']> }): number | null {
  return plan.limits.aiGenerationsPerMonth !== undefined ? plan.limits.aiGenerationsPerMonth : findPlan(plan.key).limits.aiGenerationsPerMonth;
}

/**
 * What workspace W may do and how much of it, from its subscription's plan (the plan in force:
 * a scheduled downgrade does not count until it applies). A workspace billing has not heard of
 * gets the sign-up default (Traction's limits, trial).
 */
export async function entitlementsFor(db: Executor, workspaceId: number): Promise<Entitlements> {
  const account = await accounts.find(db, workspaceId);
  const current = await subscriptions.findWithPlan(db, workspaceId);
  if (!current) return { ...entitlementsOf(workspaceId, 'traction', 'trial'), revision: account?.entitlementsRevision ?? 0 };
  const { subscription, plan } = current;
  return {
    workspaceId,
    plan: plan.key,
    status: STATUS[subscription.status],
    limits: { ...plan.limits, aiGenerationsPerMonth: aiAllowance(plan) },
    features: enabledFeatures(plan),
    addOns: enabledAddOns(plan),
    periodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    revision: account?.entitlementsRevision ?? 0,
  };
}

/** Announces the workspace's entitlements with the next revision, in the caller's transaction. */
export async function publishEntitlements(tx: Executor, workspaceId: number): Promise<Entitlements> {
  await accounts.nextRevision(tx, workspaceId);
  const entitlements = await entitlementsFor(tx, workspaceId);
  await writeEvent(tx, billingEvents, entitlementsChanged, entitlements);
  return entitlements;
}
