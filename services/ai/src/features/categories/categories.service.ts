import type { PromptCategory, PromptCategoryBody, PromptCategoryListQuery } from '@cadence/contracts';
import type { Database, PageResult } from '@cadence/db';
import { commonErrors, type Principal } from '@cadence/service-kit';
import { assertMayChange, mayChange, readableScopes, scopeForNew, scopeName } from '../templates/library-access';
import * as repository from './categories.repository';

const NOT_FOUND = 'No such prompt category';

function presenter(principal: Principal, role: unknown, counts: Map<number, number>) {
  return (row: repository.CategoryRow): PromptCategory => ({
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    scope: scopeName(row.workspaceId),
    editable: mayChange(principal, role, row.workspaceId),
    templates: counts.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
  });
}

const writeOf = (body: PromptCategoryBody) => ({ name: body.name.trim(), description: body.description?.trim() || null, icon: body.icon });

export async function list(db: Database, principal: Principal, role: unknown, query: PromptCategoryListQuery): Promise<PageResult<PromptCategory>> {
  const scopes = readableScopes(principal);
  const page = await repository.list(db, scopes, query);
  const counts = await repository.templateCounts(
    db,
    page.rows.map((row) => row.id),
    scopes,
  );
  return { ...page, rows: page.rows.map(presenter(principal, role, counts)) };
}

async function one(db: Database, principal: Principal, role: unknown, row: repository.CategoryRow): Promise<PromptCategory> {
  const counts = await repository.templateCounts(db, [row.id], readableScopes(principal));
  return presenter(principal, role, counts)(row);
}

export async function create(db: Database, principal: Principal, role: unknown, body: PromptCategoryBody): Promise<PromptCategory> {
  const workspaceId = scopeForNew(principal, role, body.scope);
  if (!body.name.trim()) throw commonErrors.VALIDATION_FAILED('name: is required', [{ field: 'name', message: 'is required' }]);
  return one(db, principal, role, await repository.insert(db, { workspaceId, ...writeOf(body) }));
}

export async function update(db: Database, principal: Principal, role: unknown, id: number, body: PromptCategoryBody): Promise<PromptCategory> {
  const row = await repository.find(db, readableScopes(principal), id);
  if (!row) throw commonErrors.NOT_FOUND(NOT_FOUND);
  assertMayChange(principal, role, row.workspaceId, body.scope);
  if (!body.name.trim()) throw commonErrors.VALIDATION_FAILED('name: is required', [{ field: 'name', message: 'is required' }]);
  const saved = await repository.update(db, id, writeOf(body));
  if (!saved) throw commonErrors.NOT_FOUND(NOT_FOUND);
  return one(db, principal, role, saved);
}

export async function remove(db: Database, principal: Principal, role: unknown, id: number): Promise<{ id: number }> {
  const row = await repository.find(db, readableScopes(principal), id);
  if (!row) throw commonErrors.NOT_FOUND(NOT_FOUND);
  assertMayChange(principal, role, row.workspaceId, undefined);
  if (!(await repository.remove(db, id))) throw commonErrors.NOT_FOUND(NOT_FOUND);
  return { id };
}
