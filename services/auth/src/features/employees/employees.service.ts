import { ROLE_IDS, STAFF_WRITE_PERMISSION, type CreateEmployeeBody, type Employee, type EmployeeListQuery, type UpdateEmployeeBody } from '@cadence/contracts';
import type { Executor, PageResult } from '@cadence/db';
import { requirePermission, type Principal } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import { isUniqueViolation } from '../../shared/db-errors';
import { staffErrors } from '../roles/roles.errors';
import * as rolesRepo from '../roles/roles.repository';
import { assertCanGrant } from '../roles/roles.service';
import { emailTaken } from '../session/session.errors';
import * as users from '../session/session.repository';
import { endSessionsOf, revokeAccess } from '../session/end-sessions';
import { emitUserUpdated } from '../users/user-events';
import * as repo from './employees.repository';

function toEmployee(row: users.UserRow, roles: { id: number; name: string }[]): Employee {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status === 'active' ? 'active' : 'disabled',
    roles,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function employeeById(db: Executor, id: number): Promise<Employee> {
  const row = await repo.findEmployee(db, id);
  if (!row) throw staffErrors.EMPLOYEE_NOT_FOUND();
  const roles = await repo.rolesOf(db, [id]);
  return toEmployee(row, roles.get(id) ?? []);
}

export async function list(deps: AuthDeps, query: EmployeeListQuery): Promise<PageResult<Employee>> {
  const page = await repo.listEmployees(deps.db, query);
  const roles = await repo.rolesOf(
    deps.db,
    page.rows.map((row) => row.id),
  );
  return { ...page, rows: page.rows.map((row) => toEmployee(row, roles.get(row.id) ?? [])) };
}

export function get(deps: AuthDeps, id: number): Promise<Employee> {
  return employeeById(deps.db, id);
}

/** Staff roles that exist, never Client; and only roles whose permissions the caller holds. */
async function checkRoles(db: Executor, principal: Principal, roleIds: readonly number[]): Promise<void> {
  const invalid = () => staffErrors.INVALID_ROLES(undefined, [{ field: 'roles', message: 'must list existing staff roles (not Client)' }]);
  if (roleIds.includes(ROLE_IDS.CLIENT)) throw invalid();
  const found = await rolesRepo.findRolesByIds(db, roleIds);
  if (found.length !== roleIds.length) throw invalid();
  const permissions = await rolesRepo.permissionsOf(db, roleIds);
  assertCanGrant(principal, [...permissions.values()].flat());
}

/** Someone who can do more than the caller is out of the caller's reach. */
async function checkReach(db: Executor, principal: Principal, userId: number): Promise<void> {
  const access = await users.accessOf(db, userId);
  assertCanGrant(principal, access.permissions);
}

export async function create(deps: AuthDeps, principal: Principal, body: CreateEmployeeBody): Promise<Employee> {
  requirePermission(principal, STAFF_WRITE_PERMISSION);
  await checkRoles(deps.db, principal, body.roles);
  const passwordHash = await deps.hasher.hash(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      if (await users.findUserByEmail(tx, body.email)) throw emailTaken();
      const row = await users.insertUser(tx, { name: body.name.trim(), email: body.email.trim(), passwordHash, status: body.status, emailVerified: true });
      await repo.replaceRoles(tx, row.id, body.roles);
      await emitUserUpdated(tx, row);
      return employeeById(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Refuses a change that would leave no active administrator. */
async function protectLastAdmin(tx: Executor, userId: number, change: { roles?: readonly number[] | undefined; status?: string | undefined }): Promise<void> {
  await repo.lockAdministrators(tx);
  const access = await users.accessOf(tx, userId);
  const target = await users.findUserById(tx, userId);
  const isActiveAdmin = target?.status === 'active' && access.roleIds.includes(ROLE_IDS.ADMIN);
  if (!isActiveAdmin) return;
  const losesAdmin = (change.roles !== undefined && !change.roles.includes(ROLE_IDS.ADMIN)) || (change.status !== undefined && change.status !== 'active');
  if (losesAdmin && (await repo.otherActiveAdmins(tx, userId)) === 0) throw staffErrors.LAST_ADMIN();
}

export async function update(deps: AuthDeps, principal: Principal, id: number, body: UpdateEmployeeBody): Promise<Employee> {
  requirePermission(principal, STAFF_WRITE_PERMISSION);
  await employeeById(deps.db, id);
  await checkReach(deps.db, principal, id);
  if (body.roles) await checkRoles(deps.db, principal, body.roles);
  const passwordHash = body.password ? await deps.hasher.hash(body.password) : undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      await protectLastAdmin(tx, id, { roles: body.roles, status: body.status });
      if (body.email) {
        const holder = await users.findUserByEmail(tx, body.email);
        if (holder && holder.id !== id) throw emailTaken();
      }
      const updated = await users.updateUser(tx, id, {
        ...(body.name ? { name: body.name.trim() } : {}),
        ...(body.email ? { email: body.email.trim() } : {}),
        ...(body.status ? { status: body.status } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (!updated) throw staffErrors.EMPLOYEE_NOT_FOUND();
      if (body.roles) await repo.replaceRoles(tx, id, body.roles);
      if (passwordHash || updated.status !== 'active') await endSessionsOf(deps, tx, id, { deactivated: updated.status !== 'active' });
      // New roles, new permissions: tokens signed with the old ones stop working (a renewal gets the new ones).
      else if (body.roles) await revokeAccess(deps, { userId: id });
      await emitUserUpdated(tx, updated);
      return employeeById(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function disable(deps: AuthDeps, principal: Principal, id: number): Promise<Employee> {
  return update(deps, principal, id, { status: 'disabled' });
}
