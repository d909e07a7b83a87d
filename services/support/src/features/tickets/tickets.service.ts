import {
  TICKET_DEFAULTS,
  TICKET_RESPONSE_TARGET_MINUTES,
  nonprofitApproved,
  ticketAssigned,
  ticketCreated,
  ticketLabel,
  ticketReplied,
  ticketStatusChanged,
  type NonprofitApprovalBody,
  type Ticket,
  type TicketCreateBody,
  type TicketDetail,
  type TicketListQuery,
  type TicketMessageBody,
  type TicketStatus,
  type TicketUpdateBody,
} from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { commonErrors, fieldError, requireWorkspace, type Principal } from '@cadence/service-kit';
import { supportEvents } from '../../db/schema';
import * as images from '../images/images.repository';
import { presentImage } from '../images/images.service';
import { isDeskStaff } from '../people/desk-access';
import * as people from '../people/people.repository';
import { ticketErrors } from './tickets.errors';
import * as repository from './tickets.repository';

const DONE: readonly TicketStatus[] = ['resolved', 'closed'];

interface Problem {
  field: string;
  message: string;
}
function refuse(problems: Problem[]): void {
  if (problems.length > 0) throw commonErrors.VALIDATION_FAILED(problems.map((p) => `${p.field}: ${p.message}`).join('; '), problems);
}

/** The workspace a caller's tickets are read in: any for staff (null), their own for a client. */
function scopeOf(principal: Principal): number | null {
  return isDeskStaff(principal) ? null : requireWorkspace(principal);
}

/** When staff are due to answer: a waiting client's first unanswered message plus the priority's target. */
export function responseDue(row: repository.TicketRow): Date | null {
  if (!row.awaitingSince || DONE.includes(row.status)) return null;
  return new Date(row.awaitingSince.getTime() + TICKET_RESPONSE_TARGET_MINUTES[row.priority] * 60_000);
}

async function presentMany(db: Executor, principal: Principal, rows: repository.TicketRow[]): Promise<Ticket[]> {
  const staff = isDeskStaff(principal);
  const names = await people.namesOf(
    db,
    rows.flatMap((row) => [row.openerId, ...(row.assigneeId ? [row.assigneeId] : [])]),
  );
  // The ticket's own images (not those of replies).
  const imageRows = (await images.ofTickets(db, rows.map((row) => row.id))).filter((image) => image.messageId === null);
  const now = Date.now();
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return rows.map((row) => {
    const due = staff ? responseDue(row) : null;
    return {
      id: row.id,
      workspace_id: row.workspaceId,
      title: row.title,
      description: row.description,
      status: row.status,
      label: ticketLabel(row.status),
      category: row.category,
      priority: row.priority,
      opened_by: person(row.openerId),
      assignee: person(row.assigneeId),
      images: imageRows.filter((image) => image.ticketId === row.id).map(presentImage),
      response_due_at: due ? due.toISOString() : null,
      time_left_seconds: due ? Math.round((due.getTime() - now) / 1000) : null,
      nonprofit_approved_at: row.nonprofitApprovedAt ? row.nonprofitApprovedAt.toISOString() : null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

async function detail(db: Executor, principal: Principal, row: repository.TicketRow): Promise<TicketDetail> {
  const staff = isDeskStaff(principal);
  const [ticket] = await presentMany(db, principal, [row]);
  const messages = await repository.messagesOf(db, row.id, staff);
  const names = await people.namesOf(
    db,
    messages.map((message) => message.authorId),
  );
  const shown = new Set(messages.map((message) => message.id));
  const imageRows = (await images.ofTickets(db, [row.id])).filter((image) => image.messageId !== null && shown.has(image.messageId));
  return {
    ...ticket!,
    staff_view: staff,
    messages: messages.map((message) => ({
      id: message.id,
      author: { id: message.authorId, name: names.get(message.authorId) ?? '' },
      from_staff: message.fromStaff,
      internal: message.internal,
      body: message.body,
      images: imageRows.filter((image) => image.messageId === message.id).map(presentImage),
      created_at: message.createdAt.toISOString(),
    })),
  };
}

/** Joins the caller's uploads; one that is not theirs or is already used refuses the whole change. */
async function attachImages(tx: Executor, principal: Principal, ids: readonly number[] | undefined, ticketId: number, messageId: number | null): Promise<void> {
  const wanted = ids ?? [];
  const joined = await images.attach(tx, wanted, principal.userId, ticketId, messageId);
  const missing = wanted.filter((id) => !joined.includes(id));
  if (missing.length > 0) throw fieldError('image_ids', `no such image of yours waiting to be attached: ${missing.join(', ')}`);
}

const ref = (row: repository.TicketRow) => ({ ticketId: row.id, workspaceId: row.workspaceId, openerId: row.openerId, title: row.title });

export async function list(db: Database, principal: Principal, query: TicketListQuery): Promise<PageResult<Ticket>> {
  const page = await repository.list(db, scopeOf(principal), query);
  if (isDeskStaff(principal)) await people.touchAgent(db, principal.userId);
  return { ...page, rows: await presentMany(db, principal, page.rows) };
}

export async function get(db: Database, principal: Principal, id: number): Promise<TicketDetail> {
  const row = await repository.find(db, scopeOf(principal), id);
  if (!row) throw ticketErrors.NOT_FOUND();
  return detail(db, principal, row);
}

/**
 * SPEC §4/§5: title and category are required; a client's ticket is open and medium (their
 * category, else basic), and a client may not set status or priority; staff give both.
 */
export async function create(db: Database, principal: Principal, body: TicketCreateBody): Promise<TicketDetail> {
  const workspaceId = requireWorkspace(principal);
  const staff = isDeskStaff(principal);
  const title = body.title.trim();
  const problems: Problem[] = title ? [] : [{ field: 'title', message: 'is required' }];
  for (const field of ['status', 'priority'] as const) {
    if (!staff && body[field] !== undefined) problems.push({ field, message: 'is set by support staff' });
    if (staff && body[field] === undefined) problems.push({ field, message: 'is required' });
  }
  refuse(problems);
  return db.transaction(async (tx) => {
    const row = await repository.insert(tx, {
      workspaceId,
      openerId: principal.userId,
      title,
      description: body.description?.trim() ?? '',
      status: (staff && body.status) || TICKET_DEFAULTS.status,
      category: body.category ?? TICKET_DEFAULTS.category,
      priority: (staff && body.priority) || TICKET_DEFAULTS.priority,
      awaitingSince: staff ? null : new Date(),
    });
    await attachImages(tx, principal, body.image_ids, row.id, null);
    if (staff) await people.touchAgent(tx, principal.userId);
    const deskStaffIds = (await people.agentIds(tx)).filter((id) => id !== principal.userId);
    await writeEvent(tx, supportEvents, ticketCreated, { ...ref(row), category: row.category, priority: row.priority, deskStaffIds });
    return detail(tx, principal, row);
  });
}

/** Staff change status, priority or category, or assign an employee of the desk (an open ticket becomes assigned). */
export async function update(db: Database, principal: Principal, id: number, body: TicketUpdateBody): Promise<TicketDetail> {
  if (!isDeskStaff(principal)) throw ticketErrors.STAFF_ONLY('Only support staff change the status, priority or assignment of a ticket');
  return db.transaction(async (tx) => {
    await people.touchAgent(tx, principal.userId);
    const row = await repository.find(tx, null, id, true);
    if (!row) throw ticketErrors.NOT_FOUND();
    if (body.assignee_id !== undefined && body.assignee_id !== null && !(await people.isAgent(tx, body.assignee_id))) {
      throw fieldError('assignee_id', 'is not an employee of the support desk');
    }
    const assigning = body.assignee_id !== undefined && body.assignee_id !== row.assigneeId;
    let status = body.status ?? row.status;
    if (assigning && body.assignee_id !== null && body.status === undefined && row.status === 'open') status = 'assigned';
    const saved = await repository.update(tx, id, {
      status,
      ...(body.priority ? { priority: body.priority } : {}),
      ...(body.category ? { category: body.category } : {}),
      ...(body.assignee_id !== undefined ? { assigneeId: body.assignee_id } : {}),
      ...(DONE.includes(status) ? { awaitingSince: null } : {}),
    });
    if (status !== row.status) await writeEvent(tx, supportEvents, ticketStatusChanged, { ...ref(saved), from: row.status, to: status, byUserId: principal.userId });
    if (assigning) await writeEvent(tx, supportEvents, ticketAssigned, { ...ref(saved), assigneeId: saved.assigneeId, byUserId: principal.userId });
    return detail(tx, principal, saved);
  });
}

/**
 * A reply from either side, or a staff internal note. A client's reply waits for staff (and
 * reopens a resolved or closed ticket); staff's public answer ends the wait and takes an open
 * ticket into processing.
 */
export async function reply(db: Database, principal: Principal, id: number, body: TicketMessageBody): Promise<TicketDetail> {
  const staff = isDeskStaff(principal);
  const text = body.body.trim();
  const problems: Problem[] = text ? [] : [{ field: 'body', message: 'is required' }];
  if (!staff && body.internal) problems.push({ field: 'internal', message: 'internal notes are for support staff' });
  refuse(problems);
  const internal = staff && body.internal === true;
  return db.transaction(async (tx) => {
    const row = await repository.find(tx, scopeOf(principal), id, true);
    if (!row) throw ticketErrors.NOT_FOUND();
    const message = await repository.insertMessage(tx, { ticketId: id, authorId: principal.userId, fromStaff: staff, internal, body: text });
    await attachImages(tx, principal, body.image_ids, id, message.id);
    let status = row.status;
    let awaitingSince = row.awaitingSince;
    if (!staff) {
      awaitingSince ??= new Date();
      if (DONE.includes(row.status)) status = 'open';
    } else if (!internal) {
      awaitingSince = null;
      if (row.status === 'open' || row.status === 'assigned') status = 'in_progress';
    }
    const saved = await repository.update(tx, id, { status, awaitingSince });
    if (staff) await people.touchAgent(tx, principal.userId);
    await writeEvent(tx, supportEvents, ticketReplied, {
      ...ref(saved),
      messageId: message.id,
      authorId: principal.userId,
      fromStaff: staff,
      internal,
      assigneeId: saved.assigneeId,
    });
    if (status !== row.status) await writeEvent(tx, supportEvents, ticketStatusChanged, { ...ref(saved), from: row.status, to: status, byUserId: principal.userId });
    return detail(tx, principal, saved);
  });
}

/**
 * Staff approve a nonprofit request: the approval (with staff's note, kept as an internal note)
 * is recorded once, the ticket is resolved, and support.nonprofit.approved asks billing to grant
 * the workspace's discount (billing keeps one per account).
 */
export async function approveNonprofit(db: Database, principal: Principal, id: number, body: NonprofitApprovalBody): Promise<TicketDetail> {
  if (!isDeskStaff(principal)) throw ticketErrors.STAFF_ONLY('Only support staff approve a nonprofit request');
  const note = body.note.trim();
  refuse(note ? [] : [{ field: 'note', message: 'is required' }]);
  return db.transaction(async (tx) => {
    await people.touchAgent(tx, principal.userId);
    const row = await repository.find(tx, null, id, true);
    if (!row) throw ticketErrors.NOT_FOUND();
    if (row.category !== 'nonprofit') throw ticketErrors.NOT_NONPROFIT();
    if (row.nonprofitApprovedAt) throw ticketErrors.NONPROFIT_APPROVED();
    await repository.insertMessage(tx, { ticketId: id, authorId: principal.userId, fromStaff: true, internal: true, body: note });
    const saved = await repository.update(tx, id, { status: 'resolved', awaitingSince: null, nonprofitApprovedAt: new Date(), nonprofitApprovedBy: principal.userId });
    await writeEvent(tx, supportEvents, nonprofitApproved, { ...ref(saved), approvedBy: principal.userId, note });
    if (row.status !== 'resolved') await writeEvent(tx, supportEvents, ticketStatusChanged, { ...ref(saved), from: row.status, to: 'resolved', byUserId: principal.userId });
    return detail(tx, principal, saved);
  });
}

export async function agents(db: Database, principal: Principal) {
  if (!isDeskStaff(principal)) throw ticketErrors.STAFF_ONLY('Only support staff see the desk’s employees');
  await people.touchAgent(db, principal.userId);
  return people.listAgents(db);
}

/** An image's bytes for whoever may see it: its uploader, or those who see its ticket (internal notes' images: staff only). */
export async function imageFor(db: Database, principal: Principal, imageId: number) {
  const image = await images.find(db, imageId);
  if (!image) return undefined;
  if (image.ticketId === null) return image.uploaderId === principal.userId ? image : undefined;
  const staff = isDeskStaff(principal);
  const ticket = await repository.find(db, staff ? null : principal.workspaceId ?? -1, image.ticketId);
  if (!ticket) return undefined;
  if (image.messageId !== null && !staff) {
    const message = await repository.findMessage(db, image.messageId);
    if (!message || message.internal) return undefined;
  }
  return image;
}
