import { ROLES, hireAccepted, hireDeclined, hireEnded, hireRequested, type Hire, type HireListQuery, type HireRequestBody } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { fieldError, type Principal } from '@cadence/service-kit';
import { supportEvents } from '../../db/schema';
import * as creators from '../creators/creators.repository';
import * as people from '../people/people.repository';
import { hireErrors } from './hires.errors';
import * as repository from './hires.repository';

async function present(db: Executor, rows: repository.HireRow[]): Promise<Hire[]> {
  const [clients, names] = await Promise.all([
    people.namesOf(
      db,
      rows.map((row) => row.clientUserId),
    ),
    repository.creatorNames(
      db,
      rows.map((row) => row.creatorId),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    workspace_id: row.workspaceId,
    client: { id: row.clientUserId, name: clients.get(row.clientUserId) ?? '' },
    creator: { id: row.creatorId, user_id: row.creatorUserId, display_name: names.get(row.creatorId) ?? '' },
    brief: row.brief,
    budget: { amount: row.budgetAmount, currency: row.budgetCurrency },
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
  }));
}

async function presentOne(db: Executor, row: repository.HireRow): Promise<Hire> {
  const [hire] = await present(db, [row]);
  return hire!;
}

/**
 * Whether the caller speaks for their workspace's hires: its owner, admins and editors (those
 * who approve its posts). A contributor (a hired creator among them) or a viewer does not; staff,
 * outside any workspace, have no workspace side.
 */
function managesHires(principal: Principal): boolean {
  const role = principal.workspaceRole;
  return role !== null && (ROLES.editors as readonly string[]).includes(role);
}

/**
 * The workspace the client side acts for. The routes of that side admit only its owner, admins
 * and editors (their contracts' `roles`); a caller without a workspace is refused here.
 */
function workspaceOf(principal: Principal): number {
  if (principal.workspaceId === null) throw hireErrors.NO_WORKSPACE();
  return principal.workspaceId;
}

/**
 * The earliest calendar date anywhere on Earth now (UTC−12): a start on that day or later is
 * today or later for the client wherever they are.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A workspace's request to an approved creator, told to the creator. Dates run from today on; a
 * workspace has at most one pending request to a creator (checked under a lock on the pair, so
 * two requests sent at once do not both pass).
 */
export async function request(db: Database, principal: Principal, body: HireRequestBody, now: Date): Promise<Hire> {
  const workspaceId = workspaceOf(principal);
  const brief = body.brief.trim();
  if (brief === '') throw fieldError('brief', 'is required');
  if (body.starts_on < earliestToday(now)) throw fieldError('starts_on', 'must not be in the past');
  if (body.ends_on < body.starts_on) throw fieldError('ends_on', 'must not be before the start date');
  return db.transaction(async (tx) => {
    const creator = await creators.findApproved(tx, body.creator_id);
    if (!creator) throw hireErrors.CREATOR_NOT_FOUND();
    if (creator.userId === principal.userId) throw hireErrors.SELF_HIRE();
    await repository.lockPair(tx, workspaceId, creator.id);
    if (await repository.hasPending(tx, workspaceId, creator.id)) throw hireErrors.ALREADY_PENDING();
    const row = await repository.insert(tx, {
      workspaceId,
      clientUserId: principal.userId,
      creatorId: creator.id,
      creatorUserId: creator.userId,
      brief,
      budgetAmount: body.budget.amount,
      budgetCurrency: body.budget.currency,
      startsOn: body.starts_on,
      endsOn: body.ends_on,
    });
    await writeEvent(tx, supportEvents, hireRequested, { ...hireRef(row), startsOn: row.startsOn, endsOn: row.endsOn });
    return presentOne(tx, row);
  });
}

export async function ofWorkspace(db: Database, principal: Principal, query: HireListQuery): Promise<PageResult<Hire>> {
  const page = await repository.listOfWorkspace(db, workspaceOf(principal), query);
  return { ...page, rows: await present(db, page.rows) };
}

export async function inbox(db: Database, principal: Principal, query: HireListQuery): Promise<PageResult<Hire>> {
  const page = await repository.listOfCreator(db, principal.userId, query);
  return { ...page, rows: await present(db, page.rows) };
}

function hireRef(row: repository.HireRow) {
  return { hireId: row.id, workspaceId: row.workspaceId, creatorUserId: row.creatorUserId, clientUserId: row.clientUserId };
}

function refs(row: repository.HireRow) {
  return { ...hireRef(row), acceptedAt: (row.acceptedAt ?? row.createdAt).toISOString() };
}

/**
 * The creator answers a pending request; accepting announces it so auth adds them to the
 * workspace as a contributor; declining is announced so the requester hears of it.
 */
export async function answer(db: Database, principal: Principal, id: number, to: 'accepted' | 'declined'): Promise<Hire> {
  return db.transaction(async (tx) => {
    const found = await repository.findForCreator(tx, id, principal.userId);
    if (!found) throw hireErrors.NOT_FOUND();
    const row = await repository.transition(tx, id, 'pending', to);
    if (!row) throw hireErrors.WRONG_STATE();
    if (to === 'accepted') await writeEvent(tx, supportEvents, hireAccepted, refs(row));
    else await writeEvent(tx, supportEvents, hireDeclined, { ...hireRef(row), declinedAt: (row.endedAt ?? new Date()).toISOString() });
    return presentOne(tx, row);
  });
}

/**
 * Either side ends an accepted hire: the creator, or the client's workspace through its owner, an
 * admin or an editor. Auth then removes the membership the hire created.
 */
export async function end(db: Database, principal: Principal, id: number): Promise<Hire> {
  return db.transaction(async (tx) => {
    const workspaceId = managesHires(principal) ? principal.workspaceId : null;
    const found = await repository.findForParty(tx, id, { workspaceId, userId: principal.userId });
    if (!found) throw hireErrors.NOT_FOUND();
    const row = await repository.transition(tx, id, 'accepted', 'ended', { endedBy: principal.userId });
    if (!row) throw hireErrors.WRONG_STATE();
    await writeEvent(tx, supportEvents, hireEnded, { ...refs(row), endedBy: principal.userId });
    return presentOne(tx, row);
  });
}
