import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { ListQuery } from '../list-query';
import { IsoDate, StringEnum } from '../schema';
import { PLAN_KEYS } from '../billing/plan-catalogue';

const tags = ['AI'];

/** The first day of the month after `now`, UTC: when a monthly allowance starts again. */
export function allowanceResetsAt(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The first day of `now`'s month, UTC: the month usage is counted in. */
export function usageMonthOf(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

/** A workspace's AI use in one month, with its plan's allowance. */
export const AiUsage = Type.Object({
  /** The month counted, as its first day (YYYY-MM-01). */
  month: Type.String(),
  /** Generations asked for this month. */
  used: Type.Integer({ minimum: 0 }),
  /** Generations the plan allows per month; null: no limit. */
  allowance: Type.Union([Type.Integer(), Type.Null()]),
  plan: StringEnum(PLAN_KEYS),
  /** When the allowance starts again (the first day of next month, UTC). */
  resets_at: IsoDate,
  tokens_in: Type.Integer({ minimum: 0 }),
  tokens_out: Type.Integer({ minimum: 0 }),
});
export type AiUsage = Static<typeof AiUsage>;

export const WorkspaceAiUsage = Type.Object({
  workspace_id: Type.Integer(),
  ...AiUsage.properties,
});
export type WorkspaceAiUsage = Static<typeof WorkspaceAiUsage>;

export const getAiUsage = defineEndpoint({
  method: 'GET',
  path: '/api/ai/usage',
  summary: "The workspace's AI use this month and its plan's allowance",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: ['AIContentGenerator', 'AIComposer'],
  response: AiUsage,
});

export const AiUsageListQuery = ListQuery({
  orderBy: ['id', 'used', 'tokens_in', 'tokens_out'] as const,
  defaultLimit: 10,
  filters: {
    /** The month, as YYYY-MM (default: this month). */
    month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })),
  },
});
export type AiUsageListQuery = Static<typeof AiUsageListQuery>;

/** `id` sorts by workspace; search matches the workspace id. */
export const listAiUsage = defineEndpoint({
  method: 'GET',
  path: '/api/ai/usage/workspaces',
  summary: "Each workspace's AI use in a month (staff)",
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'SystemSetting',
  query: AiUsageListQuery,
  response: WorkspaceAiUsage,
  paged: true,
});

/** What a 429 over the allowance carries in `errors`: the field `resets_at` with the date. */
export const AI_ALLOWANCE_RESET_FIELD = 'resets_at';
