import type { SavedReply, SavedReplyBody, SavedReplyListQuery, SavedReplyUpdateBody } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { fieldError, type Principal } from '@cadence/service-kit';
import { isDeskStaff } from '../people/desk-access';
import * as people from '../people/people.repository';
import { savedReplyErrors } from './saved-replies.errors';
import * as repository from './saved-replies.repository';

function requireStaff(principal: Principal): void {
  if (!isDeskStaff(principal)) throw savedReplyErrors.STAFF_ONLY();
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if ((current as Error & { code?: string }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

async function withNameCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw savedReplyErrors.NAME_TAKEN();
    throw error;
  }
}

/** Trimmed; a name or text of blanks only is refused like a missing one. */
function clean<T extends { name?: string; body?: string }>(body: T): T {
  const name = body.name?.trim();
  const text = body.body?.trim();
  if (name === '') throw fieldError('name', 'is required');
  if (text === '') throw fieldError('body', 'is required');
  return { ...body, ...(name === undefined ? {} : { name }), ...(text === undefined ? {} : { body: text }) };
}

async function present(db: Executor, rows: repository.SavedReplyRow[]): Promise<SavedReply[]> {
  const names = await people.namesOf(
    db,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    body: row.body,
    created_by: { id: row.createdBy, name: names.get(row.createdBy) ?? '' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

async function presentOne(db: Executor, row: repository.SavedReplyRow): Promise<SavedReply> {
  const [reply] = await present(db, [row]);
  return reply!;
}

export async function list(db: Database, principal: Principal, query: SavedReplyListQuery): Promise<PageResult<SavedReply>> {
  requireStaff(principal);
  const page = await repository.list(db, query);
  return { ...page, rows: await present(db, page.rows) };
}

export async function create(db: Database, principal: Principal, body: SavedReplyBody): Promise<SavedReply> {
  requireStaff(principal);
  const values = clean(body);
  return withNameCheck(async () => presentOne(db, await repository.insert(db, { name: values.name, body: values.body, createdBy: principal.userId })));
}

export async function update(db: Database, principal: Principal, id: number, body: SavedReplyUpdateBody): Promise<SavedReply> {
  requireStaff(principal);
  const values = clean(body);
  return withNameCheck(async () => {
    const row = await repository.update(db, id, values);
    if (!row) throw savedReplyErrors.NOT_FOUND();
    return presentOne(db, row);
  });
}

export async function remove(db: Database, principal: Principal, id: number): Promise<SavedReply> {
  requireStaff(principal);
  const row = await repository.remove(db, id);
  if (!row) throw savedReplyErrors.NOT_FOUND();
  return presentOne(db, row);
}
