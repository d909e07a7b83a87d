import type { FastifyReply } from 'fastify';
import { AI_ALLOWANCE_RESET_FIELD, allowanceResetsAt, findPlan, pageCount, usageMonthOf, type AiUsage, type AiUsageListQuery, type Entitlements, type WorkspaceAiUsage } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { defineErrors } from '@cadence/service-kit';
import * as repository from './usage.repository';

export const usageErrors = defineErrors('AI', {
  ALLOWANCE_USED: [429, "This month's AI generations are used up"],
});

/** A plan's monthly generations; entitlements written before the limit existed take the plan's catalogue figure. */
export function allowanceOf(entitlements: Entitlements): number | null {
  const own = entitlements.limits.aiGenerationsPerMonth;
  return own !== undefined ? own : findPlan(entitlements.plan).limits.aiGenerationsPerMonth;
}

function present(entitlements: Entitlements, month: string, row: repository.UsageRow | undefined): AiUsage {
  return {
    month,
    used: row?.requests ?? 0,
    allowance: allowanceOf(entitlements),
    plan: entitlements.plan,
    resets_at: allowanceResetsAt(new Date(`${month}T00:00:00Z`)).toISOString(),
    tokens_in: row?.tokensIn ?? 0,
    tokens_out: row?.tokensOut ?? 0,
  };
}

export async function current(db: Database, workspaceId: number, now = new Date()): Promise<AiUsage> {
  const month = usageMonthOf(now);
  const [entitlements, row] = await Promise.all([repository.getEntitlements(db, workspaceId), repository.find(db, workspaceId, month)]);
  return present(entitlements, month, row);
}

export async function listWorkspaces(db: Database, query: AiUsageListQuery, now = new Date()): Promise<PageResult<WorkspaceAiUsage>> {
  const month = query.month ? `${query.month}-01` : usageMonthOf(now);
  const { rows, total } = await repository.listMonth(db, month, query);
  const entitlements = await repository.getEntitlementsOf(
    db,
    rows.map((row) => row.workspaceId),
  );
  return {
    rows: rows.map((row) => ({ workspace_id: row.workspaceId, ...present(entitlements.get(row.workspaceId)!, month, row) })),
    total,
    page: query.page,
    pages: pageCount(total, query.limit, query.pagination),
    limit: query.pagination ? query.limit : total,
  };
}

/**
 * Counts one generation in the workspace's month before the model is called. Over the plan's
 * allowance: 429 with the reset date (the first day of next month, UTC) in the message, the
 * `resets_at` error field and Retry-After. Returns the month counted, for the tokens later.
 */
export async function reserve(db: Executor, workspaceId: number, reply: FastifyReply, now = new Date()): Promise<string> {
  const month = usageMonthOf(now);
  const entitlements = await repository.getEntitlements(db, workspaceId);
  const allowance = allowanceOf(entitlements);
  if ((await repository.reserve(db, workspaceId, month, allowance)) === null) {
    const resetsAt = allowanceResetsAt(now);
    reply.header('retry-after', String(Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000))));
    throw usageErrors.ALLOWANCE_USED(
      `This month's AI generations are used up: your ${findPlan(entitlements.plan).name} plan allows ${allowance} a month. They start again on ${resetsAt.toISOString().slice(0, 10)}; upgrade the plan to generate more now.`,
      [{ field: AI_ALLOWANCE_RESET_FIELD, message: resetsAt.toISOString() }],
    );
  }
  return month;
}

export const addTokens = repository.addTokens;
export const release = repository.release;
