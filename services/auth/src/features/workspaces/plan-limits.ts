import { PLAN_CATALOGUE, planIncludes, type PlanKey } from '@cadence/contracts';

/** The workspace plan value of a new sign-up: Traction's limits until billing changes it. */
export const TRIAL_PLAN = 'trial';
export const TRIAL_DAYS = 14;
const TRIAL_LIMITS_OF: PlanKey = 'traction';

export interface WorkspacePlanLimits {
  /** The name people see ("Traction", "Traction (trial)"). */
  label: string;
  users: number;
  teamCollaboration: boolean;
}

function planByKey(key: string) {
  return PLAN_CATALOGUE.find((plan) => plan.key === key);
}

export function planByName(name: string) {
  return PLAN_CATALOGUE.find((plan) => plan.name.toLowerCase() === name.trim().toLowerCase());
}

/** What billing last announced for the workspace (null columns until it has spoken). */
export interface BillingPlanCopy {
  planLimits: { users: number } | null;
  planFeatures: string[] | null;
}

/**
 * Limits of a workspace's plan (a catalogue key or 'trial'); an unknown value gets the smallest
 * plan. Once billing has announced the workspace's entitlements, its limits and features apply.
 */
export function limitsOf(plan: string, billing: BillingPlanCopy = { planLimits: null, planFeatures: null }): WorkspacePlanLimits {
  const isTrial = plan === TRIAL_PLAN;
  const definition = planByKey(isTrial ? TRIAL_LIMITS_OF : plan) ?? PLAN_CATALOGUE[0];
  return {
    label: isTrial ? `${definition.name} (trial)` : definition.name,
    users: billing.planLimits?.users ?? definition.limits.users,
    teamCollaboration: billing.planFeatures ? billing.planFeatures.includes('teamCollaboration') : planIncludes(definition.key, 'teamCollaboration'),
  };
}

/** Of the plans staff granted a client, the one with the most seats sets the workspace's limits. */
export function workspacePlanFor(planNames: readonly string[]): PlanKey | undefined {
  const granted = planNames.map(planByName).filter((plan) => plan !== undefined);
  granted.sort((a, b) => b.limits.users - a.limits.users);
  return granted[0]?.key;
}

export const PLAN_NAMES: readonly string[] = PLAN_CATALOGUE.map((plan) => plan.name);
