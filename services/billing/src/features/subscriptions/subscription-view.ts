import type { Subscription } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import * as repo from './subscriptions.repository';

const planRef = (plan: repo.PlanRow) => ({ id: plan.id, key: plan.key, name: plan.name });

export function toSubscription(row: repo.SubscriptionRow, plans: Map<number, repo.PlanRow>, nonprofit: boolean): Subscription {
  const plan = plans.get(row.planId);
  if (!plan) throw new Error(`plan ${row.planId} of subscription ${row.id} is missing`);
  const scheduledPlan = row.scheduledPlanId === null ? undefined : plans.get(row.scheduledPlanId);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    plan: planRef(plan),
    interval: row.interval,
    status: row.status,
    provider: row.provider,
    amount: row.amount,
    currency: row.currency,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    scheduledChange:
      row.scheduledKind === null
        ? null
        : {
            kind: row.scheduledKind,
            plan: scheduledPlan ? planRef(scheduledPlan) : null,
            interval: row.scheduledInterval,
            effectiveAt: (row.currentPeriodEnd ?? new Date()).toISOString(),
          },
    nonprofit,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Views of several subscriptions with the plans they name, in two queries. */
export async function viewsOf(db: Executor, rows: repo.SubscriptionRow[], nonprofitOf: (workspaceId: number) => boolean): Promise<Subscription[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.scheduledPlanId === null ? [row.planId] : [row.planId, row.scheduledPlanId])))];
  const plans = await repo.plansById(db, ids);
  return rows.map((row) => toSubscription(row, plans, nonprofitOf(row.workspaceId)));
}

export async function viewOf(db: Executor, row: repo.SubscriptionRow, nonprofit: boolean): Promise<Subscription> {
  const [view] = await viewsOf(db, [row], () => nonprofit);
  if (!view) throw new Error('unreachable');
  return view;
}
