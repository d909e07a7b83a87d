import { planGranted, ROLE_IDS, userRegistered, type AdminUser, type CreateUserBody, type PlanNameOption, type UpdateUserBody, type UserListQuery } from '@cadence/contracts';
import type { Executor, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { fieldError } from '@cadence/service-kit';
import { authEvents } from '../../db/schema';
import type { AuthDeps } from '../../deps';
import { isUniqueViolation } from '../../shared/db-errors';
import { emailTaken } from '../session/session.errors';
import * as users from '../session/session.repository';
import { endSessionsOf } from '../session/end-sessions';
import { PLAN_NAMES, planByName, workspacePlanFor } from '../workspaces/plan-limits';
import * as workspaces from '../workspaces/workspaces.repository';
import { emitUserUpdated } from './user-events';
import { usersErrors } from './users.errors';
import * as repo from './users.repository';

function toAdminUser(row: users.UserRow, roleIds: number[], workspace: { id: number; plan: string; trialEndsAt: Date | null } | null): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    email_verified: row.emailVerified,
    mobile_verified: row.mobileVerified,
    plans: row.plans,
    roleIds,
    workspaceId: workspace?.id ?? null,
    workspacePlan: workspace?.plan ?? null,
    trialEndsAt: workspace?.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

async function adminUsers(db: Executor, rows: users.UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const [roleIds, workspaceIds] = await Promise.all([repo.roleIdsOf(db, ids), repo.workspaceOf(db, ids)]);
  return rows.map((row) => toAdminUser(row, roleIds.get(row.id) ?? [], workspaceIds.get(row.id) ?? null));
}

async function clientById(db: Executor, id: number): Promise<AdminUser> {
  const row = await repo.findClient(db, id);
  if (!row) throw usersErrors.NOT_FOUND();
  const [user] = await adminUsers(db, [row]);
  if (!user) throw usersErrors.NOT_FOUND();
  return user;
}

/** A granted plan's end, which must be in the future (null or absent: without end). */
function futureEnd(value: string | null | undefined): string | null | undefined {
  if (value && new Date(value).getTime() <= Date.now()) throw fieldError('plan_ends_at', 'must be in the future');
  return value;
}

/** The catalogue's spelling of each plan; an unknown name is a field error. */
function canonicalPlans(names: readonly string[]): string[] {
  const plans = names.map((name) => planByName(name)?.name);
  const unknown = names.filter((_, index) => plans[index] === undefined);
  if (unknown.length > 0) throw usersErrors.UNKNOWN_PLAN(undefined, [{ field: 'plans', message: `unknown plan: ${unknown.join(', ')}; choose from ${PLAN_NAMES.join(', ')}` }]);
  return [...new Set(plans.filter((plan) => plan !== undefined))];
}

export async function list(deps: AuthDeps, query: UserListQuery): Promise<PageResult<AdminUser>> {
  const plan = query.plan ? (planByName(query.plan)?.name ?? query.plan) : undefined;
  const page = await repo.listClients(deps.db, { ...query, plan });
  return { ...page, rows: await adminUsers(deps.db, page.rows) };
}

export function get(deps: AuthDeps, id: number): Promise<AdminUser> {
  return clientById(deps.db, id);
}

export function planOptions(): PlanNameOption[] {
  return PLAN_NAMES.map((name) => ({ name }));
}

/** A client account created by staff: the user, the Client role, a workspace on the granted plan, auth.user.registered. */
export async function create(deps: AuthDeps, body: CreateUserBody): Promise<AdminUser> {
  const plans = canonicalPlans(body.plans);
  const endsAt = futureEnd(body.plan_ends_at);
  const passwordHash = await deps.hasher.hash(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      if (await users.findUserByEmail(tx, body.email)) throw emailTaken();
      const row = await users.insertUser(tx, {
        name: body.name.trim(),
        email: body.email.trim(),
        passwordHash,
        plans,
        status: body.status ? 'active' : 'banned',
        emailVerified: body.email_verified,
        mobileVerified: body.mobile_verified,
      });
      await users.grantRoles(tx, row.id, [ROLE_IDS.CLIENT]);
      const plan = workspacePlanFor(plans) ?? 'creator';
      const workspace = await workspaces.createWorkspace(tx, { ownerId: row.id, name: `${row.name}'s workspace`, plan, trialEndsAt: null });
      await writeEvent(tx, authEvents, userRegistered, { userId: row.id, workspaceId: workspace.id, email: row.email, name: row.name, locale: row.locale });
      await writeEvent(tx, authEvents, planGranted, { workspaceId: workspace.id, userId: row.id, plan, endsAt: endsAt ?? null });
      return clientById(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function update(deps: AuthDeps, id: number, body: UpdateUserBody): Promise<AdminUser> {
  const existing = await repo.findClient(deps.db, id);
  if (!existing) throw usersErrors.NOT_FOUND();
  const plans = body.plans ? canonicalPlans(body.plans) : undefined;
  const plansChanged = plans !== undefined && plans.join() !== existing.plans.join();
  const endsAt = futureEnd(body.plan_ends_at);
  const passwordHash = body.password ? await deps.hasher.hash(body.password) : undefined;
  const status = body.status === undefined ? undefined : body.status ? ('active' as const) : ('banned' as const);
  try {
    return await deps.db.transaction(async (tx) => {
      if (body.email) {
        const holder = await users.findUserByEmail(tx, body.email);
        if (holder && holder.id !== id) throw emailTaken();
      }
      const updated = await users.updateUser(tx, id, {
        ...(body.name ? { name: body.name.trim() } : {}),
        ...(body.email ? { email: body.email.trim() } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        ...(status ? { status } : {}),
        ...(body.email_verified !== undefined ? { emailVerified: body.email_verified } : {}),
        ...(body.mobile_verified !== undefined ? { mobileVerified: body.mobile_verified } : {}),
        ...(plansChanged ? { plans, previousPlan: existing.plans[0] ?? null } : {}),
      });
      if (!updated) throw usersErrors.NOT_FOUND();
      // New plans, or a new end for them: the owned workspace is granted the plan through billing.
      if (plansChanged || body.plan_ends_at !== undefined) {
        const owned = await workspaces.ownedWorkspace(tx, id);
        const plan = workspacePlanFor(plans ?? existing.plans);
        if (owned && plan) {
          if (plansChanged) await workspaces.setWorkspacePlan(tx, owned.id, plan);
          await writeEvent(tx, authEvents, planGranted, { workspaceId: owned.id, userId: id, plan, endsAt: endsAt ?? null });
        }
      }
      if (passwordHash || updated.status !== 'active') await endSessionsOf(deps, tx, id, { deactivated: updated.status !== 'active' });
      await emitUserUpdated(tx, updated);
      return clientById(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export const ban = (deps: AuthDeps, id: number) => update(deps, id, { status: false });
export const unban = (deps: AuthDeps, id: number) => update(deps, id, { status: true });
