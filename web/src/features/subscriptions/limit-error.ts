import { isApiError } from '../../lib/api';

/** Which allowance of the plan a refused request ran into. */
export type PlanLimitKind = 'users' | 'socialProfiles' | 'postsPerDay' | 'feature' | 'plan';

export interface PlanLimitError {
  kind: PlanLimitKind;
  /** The server's own words (it names the limit and the current count). */
  message: string;
  code: string;
}

/** Limits a team sets for itself, not the plan: raising the plan does not lift them. */
const NOT_PLAN_LIMITS = new Set(['TEAM_MEMBER_LIMIT']);

const KINDS: [RegExp, PlanLimitKind][] = [
  [/PLAN_FEATURE|FEATURE_NOT_IN_PLAN|NOT_IN_PLAN/, 'feature'],
  [/USER|SEAT|MEMBER/, 'users'],
  [/PROFILE|ACCOUNT|CONNECTION|CHANNEL/, 'socialProfiles'],
  [/POST|DAILY|PUBLISH/, 'postsPerDay'],
];

/**
 * A plan-limit refusal (a 402, 403 or 409 whose code names a limit or a feature outside the
 * plan, such as WORKSPACE_USER_LIMIT), or null for any other error. Every service answers
 * limits this way, so one helper tells the screens which limit was hit.
 */
export function planLimitOf(error: unknown): PlanLimitError | null {
  if (!isApiError(error)) return null;
  const code = error.code;
  if (!code || NOT_PLAN_LIMITS.has(code)) return null;
  if (![402, 403, 409, 429].includes(error.status)) return null;
  if (!/(_LIMIT|LIMIT_REACHED|LIMIT_EXCEEDED|PLAN_FEATURE|NOT_IN_PLAN)$/.test(code)) return null;
  const kind = KINDS.find(([pattern]) => pattern.test(code))?.[1] ?? 'plan';
  return { kind, message: error.message, code };
}
