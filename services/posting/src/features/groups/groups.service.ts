import type { CreateGroupBody, Group, GroupListQuery, UpdateGroupBody } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { commonErrors } from '@cadence/service-kit';
import type { AccountsPort } from '../delivery/ports';
import * as repo from './groups.repository';
import { groupErrors } from './groups.errors';

export interface GroupsDeps {
  db: Database;
  accounts: AccountsPort;
}

function toGroup(row: repo.GroupRow, accountIds: number[]): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    accountIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if ((current as Error & { code?: string }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

async function checkAccounts(db: Executor, deps: GroupsDeps, workspaceId: number, accountIds: readonly number[]): Promise<void> {
  const found = await deps.accounts.accountsOfWorkspace(db, workspaceId, accountIds);
  const missing = accountIds.filter((id) => !found.some((account) => account.id === id));
  if (missing.length > 0) {
    const message = `No connected account ${missing.join(', ')} in this workspace`;
    throw commonErrors.VALIDATION_FAILED(`accountIds: ${message}`, [{ field: 'accountIds', message }]);
  }
}

async function withNameCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw groupErrors.GROUP_NAME_TAKEN();
    throw error;
  }
}

export async function listGroups(deps: GroupsDeps, workspaceId: number, query: GroupListQuery): Promise<PageResult<Group>> {
  const page = await repo.listGroups(deps.db, workspaceId, query);
  const members = await repo.membersOf(deps.db, page.rows.map((row) => row.id));
  return { ...page, rows: page.rows.map((row) => toGroup(row, members.get(row.id) ?? [])) };
}

export async function getGroup(deps: GroupsDeps, workspaceId: number, id: number): Promise<Group> {
  const row = await repo.findGroup(deps.db, workspaceId, id);
  if (!row) throw groupErrors.GROUP_NOT_FOUND();
  const members = await repo.membersOf(deps.db, [row.id]);
  return toGroup(row, members.get(row.id) ?? []);
}

export function createGroup(deps: GroupsDeps, workspaceId: number, body: CreateGroupBody): Promise<Group> {
  return withNameCheck(() =>
    deps.db.transaction(async (tx) => {
      await checkAccounts(tx, deps, workspaceId, body.accountIds);
      const row = await repo.insertGroup(tx, { workspaceId, name: body.name.trim(), description: body.description ?? null });
      await repo.replaceMembers(tx, row.id, body.accountIds);
      return toGroup(row, [...body.accountIds].sort((a, b) => a - b));
    }),
  );
}

export function updateGroup(deps: GroupsDeps, workspaceId: number, id: number, body: UpdateGroupBody): Promise<Group> {
  return withNameCheck(() =>
    deps.db.transaction(async (tx) => {
      const found = await repo.findGroup(tx, workspaceId, id, { lock: true });
      if (!found) throw groupErrors.GROUP_NOT_FOUND();
      if (body.accountIds) {
        await checkAccounts(tx, deps, workspaceId, body.accountIds);
        await repo.replaceMembers(tx, id, body.accountIds);
      }
      const row = await repo.updateGroup(tx, id, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
      });
      const members = await repo.membersOf(tx, [id]);
      return toGroup(row, members.get(id) ?? []);
    }),
  );
}

export function deleteGroup(deps: GroupsDeps, workspaceId: number, id: number): Promise<Group> {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findGroup(tx, workspaceId, id, { lock: true });
    if (!found) throw groupErrors.GROUP_NOT_FOUND();
    const members = await repo.membersOf(tx, [id]);
    await repo.deleteGroup(tx, id);
    return toGroup(found, members.get(id) ?? []);
  });
}
