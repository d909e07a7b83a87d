import { PLAN_KEYS, type BillingInterval, type PlanKey } from '@cadence/contracts';

/** Plans are ordered from the smallest to the largest (SPEC §9). */
export function planRank(plan: PlanKey): number {
  return PLAN_KEYS.indexOf(plan);
}

/** The largest plan: nothing to upgrade to. */
export const TOP_PLAN: PlanKey = PLAN_KEYS[PLAN_KEYS.length - 1] ?? 'enterprise';

export function isTopPlan(plan: PlanKey | null | undefined): boolean {
  return plan === TOP_PLAN;
}

/**
 * SPEC §1: an upgrade applies at once (the difference is charged, prorated), a downgrade at the
 * end of the billing cycle. A larger plan, or the same plan paid yearly instead of monthly, is an
 * upgrade; anything that costs less per period is a downgrade.
 */
export function changeKind(
  current: { plan: PlanKey; interval: BillingInterval },
  target: { plan: PlanKey; interval: BillingInterval },
): 'upgrade' | 'downgrade' | 'same' {
  if (current.plan === target.plan && current.interval === target.interval) return 'same';
  const rank = planRank(target.plan) - planRank(current.plan);
  if (rank !== 0) return rank > 0 ? 'upgrade' : 'downgrade';
  return target.interval === 'annual' ? 'upgrade' : 'downgrade';
}

/** Whole days left until `periodEnd` (0 once it has passed), for "prorated for 12 days". */
export function daysLeft(periodEnd: string, now: number): number {
  const end = Date.parse(periodEnd);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 86_400_000));
}
