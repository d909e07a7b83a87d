import { subscriptionChanged, type PayloadOf } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { billingEvents } from '../../db/schema';
import * as accounts from '../accounts/accounts.repository';
import { publishEntitlements } from '../entitlements/entitlements.service';
import * as repo from './subscriptions.repository';

type Change = PayloadOf<typeof subscriptionChanged>['change'];

/**
 * Announces a subscription change in the caller's transaction: billing.subscription.changed for
 * the people to tell and, when what the workspace may do changed, billing.entitlements.changed.
 */
export async function announce(tx: Executor, row: repo.SubscriptionRow, change: Change, options: { entitlements: boolean; effectiveAt?: Date | null }): Promise<void> {
  const account = await accounts.find(tx, row.workspaceId);
  const plans = await repo.plansById(tx, [row.planId]);
  const plan = plans.get(row.planId);
  if (!plan) throw new Error(`plan ${row.planId} is missing`);
  const effectiveAt = options.effectiveAt === undefined ? row.currentPeriodEnd : options.effectiveAt;
  await writeEvent(tx, billingEvents, subscriptionChanged, {
    workspaceId: row.workspaceId,
    subscriptionId: row.id,
    userIds: account ? [account.ownerUserId] : [],
    change,
    plan: plan.key,
    planName: plan.name,
    interval: row.interval,
    status: row.status,
    effectiveAt: effectiveAt?.toISOString() ?? null,
  });
  if (options.entitlements) await publishEntitlements(tx, row.workspaceId);
}
