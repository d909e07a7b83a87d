import type { FastifyBaseLogger } from 'fastify';
import { annualPriceCents, type CreatePlanBody, type Plan, type PlanListQuery, type PublicPlan, type UpdatePlanBody } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import type { PageResult } from '@cadence/service-kit';
import type { Gateways } from '../../providers/gateways';
import { billingErrors } from '../../lib/errors';
import { publishEntitlements } from '../entitlements/entitlements.service';
import { syncPlan } from './plan-sync';
import { toPlan, toPublicPlan } from './plan-view';
import * as repo from './plans.repository';

export interface PlansDeps {
  db: Database;
  gateways: Gateways;
  log: FastifyBaseLogger;
}

async function view(deps: PlansDeps, row: repo.PlanRow): Promise<Plan> {
  const counts = await repo.subscriptionCounts(deps.db, [row.id]);
  return toPlan(row, counts.get(row.id) ?? 0);
}

export async function list(deps: PlansDeps, query: PlanListQuery): Promise<PageResult<Plan>> {
  const page = await repo.list(deps.db, query);
  const counts = await repo.subscriptionCounts(deps.db, page.rows.map((row) => row.id));
  return { ...page, rows: page.rows.map((row) => toPlan(row, counts.get(row.id) ?? 0)) };
}

export async function listPublic(deps: PlansDeps): Promise<PublicPlan[]> {
  return (await repo.listActive(deps.db)).map(toPublicPlan);
}

export async function get(deps: PlansDeps, id: number): Promise<Plan> {
  const row = await repo.find(deps.db, id);
  if (!row) throw billingErrors.PLAN_NOT_FOUND();
  return view(deps, row);
}

export async function create(deps: PlansDeps, body: CreatePlanBody): Promise<Plan> {
  const name = body.name.trim();
  if (await repo.nameTaken(deps.db, name)) throw billingErrors.PLAN_NAME_TAKEN(undefined, [{ field: 'name', message: 'is already used by another plan' }]);
  const row = await repo.insert(deps.db, {
    key: body.key,
    name,
    priceMonthly: body.price_monthly,
    priceAnnually: body.price_annually ?? annualPriceCents(body.price_monthly),
    status: body.status,
    limits: body.limits,
    features: body.features,
  });
  return view(deps, (await syncPlan(deps.db, deps.gateways, row.id, true, deps.log)) ?? row);
}

export async function update(deps: PlansDeps, id: number, body: UpdatePlanBody): Promise<Plan> {
  const current = await repo.find(deps.db, id);
  if (!current) throw billingErrors.PLAN_NOT_FOUND();
  const name = body.name?.trim();
  if (name !== undefined && (await repo.nameTaken(deps.db, name, id))) throw billingErrors.PLAN_NAME_TAKEN(undefined, [{ field: 'name', message: 'is already used by another plan' }]);
  const priceMonthly = body.price_monthly ?? current.priceMonthly;
  const priceAnnually = body.price_annually ?? (body.price_monthly !== undefined ? annualPriceCents(body.price_monthly) : current.priceAnnually);
  const pricesChanged = priceMonthly !== current.priceMonthly || priceAnnually !== current.priceAnnually;
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.update(tx, id, {
      ...(body.key !== undefined && { key: body.key }),
      ...(name !== undefined && { name }),
      priceMonthly,
      priceAnnually,
      ...(body.status !== undefined && { status: body.status }),
      ...(body.limits !== undefined && { limits: body.limits }),
      ...(body.features !== undefined && { features: body.features }),
    });
    // What the plan grants changed: the workspaces already on it get it now, not at their next renewal.
    if (updated && (body.limits !== undefined || body.features !== undefined || body.key !== undefined)) {
      for (const workspaceId of await repo.workspacesOn(tx, id)) await publishEntitlements(tx, workspaceId);
    }
    return updated;
  });
  if (!row) throw billingErrors.PLAN_NOT_FOUND();
  const needsSync = pricesChanged || name !== undefined || row.stripeSync !== 'synced' || row.paypalSync !== 'synced';
  return view(deps, needsSync ? ((await syncPlan(deps.db, deps.gateways, id, pricesChanged, deps.log)) ?? row) : row);
}

/** Deletes a plan nobody is or will be subscribed to; the row lock keeps a checkout from slipping in between. */
export async function remove(deps: PlansDeps, id: number): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lock(tx, id);
    if (!row) throw billingErrors.PLAN_NOT_FOUND();
    const counts = await repo.subscriptionCounts(tx, [id]);
    if ((counts.get(id) ?? 0) > 0) throw billingErrors.PLAN_IN_USE();
    await repo.remove(tx, id);
    return { id };
  });
}
