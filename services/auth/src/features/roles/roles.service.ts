import { ROLE_IDS, isPermission, type CreateRoleBody, type Permission, type Role, type RoleListQuery, type UpdateRoleBody } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { commonErrors, type Principal } from '@cadence/service-kit';
import { isUniqueViolation } from '../../shared/db-errors';
import type { AuthDeps } from '../../deps';
import { revokeAccess } from '../session/end-sessions';
import { emitUsersUpdated } from '../users/user-events';
import { staffErrors } from './roles.errors';
import * as repo from './roles.repository';

function toRole(row: repo.RoleRow, permissions: string[]): Role {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    permissions: permissions.filter(isPermission),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const nameTaken = () => staffErrors.ROLE_NAME_TAKEN(undefined, [{ field: 'name', message: 'is already used by another role' }]);

/** Nobody hands out a permission they do not hold themselves. */
export function assertCanGrant(principal: Principal, permissions: readonly string[]): void {
  const missing = permissions.filter((permission) => !principal.permissions.includes(permission as Permission));
  if (missing.length > 0) throw commonErrors.FORBIDDEN(`You cannot grant permissions you do not hold: ${missing.join(', ')}`);
}

export async function list(db: Database, query: RoleListQuery): Promise<PageResult<Role>> {
  const page = await repo.listRoles(db, query);
  const permissions = await repo.permissionsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return { ...page, rows: page.rows.map((row) => toRole(row, permissions.get(row.id) ?? [])) };
}

export async function roleById(db: Executor, id: number): Promise<Role> {
  const row = await repo.findRole(db, id);
  if (!row) throw staffErrors.ROLE_NOT_FOUND();
  const permissions = await repo.permissionsOf(db, [id]);
  return toRole(row, permissions.get(id) ?? []);
}

export async function create(db: Database, principal: Principal, body: CreateRoleBody): Promise<Role> {
  assertCanGrant(principal, body.permissions);
  const name = body.name.trim();
  try {
    return await db.transaction(async (tx) => {
      if (await repo.nameTaken(tx, name)) throw nameTaken();
      const row = await repo.insertRole(tx, { name, status: body.status });
      await repo.setPermissions(tx, row.id, body.permissions);
      return roleById(tx, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The seeded Admin role keeps every permission and stays active; other roles, Client included, are editable. */
export async function update(deps: Pick<AuthDeps, 'db' | 'revocations' | 'accessTokenTtlSeconds'>, principal: Principal, id: number, body: UpdateRoleBody): Promise<Role> {
  const { db } = deps;
  const existing = await roleById(db, id);
  if (id === ROLE_IDS.ADMIN) {
    const samePermissions = body.permissions === undefined || [...body.permissions].sort().join() === [...existing.permissions].sort().join();
    if (!samePermissions || (body.status !== undefined && body.status !== 'active')) throw staffErrors.ADMIN_ROLE_FIXED();
  }
  if (body.permissions) assertCanGrant(principal, body.permissions);
  // Editing a role whose holders can do more than the caller would let the caller act beyond their own rights.
  assertCanGrant(principal, existing.permissions);
  const name = body.name?.trim();
  try {
    return await db.transaction(async (tx) => {
      if (name && (await repo.nameTaken(tx, name, id))) throw nameTaken();
      await repo.updateRole(tx, id, { ...(name ? { name } : {}), ...(body.status ? { status: body.status } : {}) });
      if (body.permissions && id !== ROLE_IDS.ADMIN) await repo.setPermissions(tx, id, body.permissions);
      const updated = await roleById(tx, id);
      // Access tokens carry their holder's permissions: when what the role grants changes, the
      // holders' tokens end now and their next ones (renewed on the spot) carry the new set.
      const grantsChanged = updated.status !== existing.status || [...updated.permissions].sort().join() !== [...existing.permissions].sort().join();
      if (grantsChanged) {
        const holders = await repo.holdersOf(tx, id);
        await Promise.all(holders.map((userId) => revokeAccess(deps, { userId })));
        // The other services learn each holder's new permissions (monitoring alerts go to those holding MonitoringServices).
        await emitUsersUpdated(tx, holders);
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
