import Type from 'typebox';
import { defineEvent } from '../event';
import { StringEnum } from '../schema';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from './ticket-values';

const TicketRef = {
  ticketId: Type.Integer(),
  workspaceId: Type.Integer(),
  /** Who opened the ticket (the client told of staff changes). */
  openerId: Type.Integer(),
  title: Type.String(),
};

/** A new ticket; `deskStaffIds` are the employees who work the desk other than its opener, told of it. */
export const ticketCreated = defineEvent({
  name: 'support.ticket.created',
  version: 1,
  payload: Type.Object({
    ...TicketRef,
    category: StringEnum(TICKET_CATEGORIES),
    priority: StringEnum(TICKET_PRIORITIES),
    deskStaffIds: Type.Optional(Type.Array(Type.Integer())),
  }),
  key: (payload) => String(payload.ticketId),
});

/** A reply from either side; internal notes are never announced to the client side. */
export const ticketReplied = defineEvent({
  name: 'support.ticket.replied',
  version: 1,
  payload: Type.Object({ ...TicketRef, messageId: Type.Integer(), authorId: Type.Integer(), fromStaff: Type.Boolean(), internal: Type.Boolean(), assigneeId: Type.Union([Type.Integer(), Type.Null()]) }),
  key: (payload) => String(payload.ticketId),
});

export const ticketStatusChanged = defineEvent({
  name: 'support.ticket.status_changed',
  version: 1,
  payload: Type.Object({ ...TicketRef, from: StringEnum(TICKET_STATUSES), to: StringEnum(TICKET_STATUSES), byUserId: Type.Integer() }),
  key: (payload) => String(payload.ticketId),
});

export const ticketAssigned = defineEvent({
  name: 'support.ticket.assigned',
  version: 1,
  payload: Type.Object({ ...TicketRef, assigneeId: Type.Union([Type.Integer(), Type.Null()]), byUserId: Type.Integer() }),
  key: (payload) => String(payload.ticketId),
});

/** Staff approved a nonprofit request: billing grants the workspace's nonprofit discount (once per account). */
export const nonprofitApproved = defineEvent({
  name: 'support.nonprofit.approved',
  version: 1,
  payload: Type.Object({ ...TicketRef, approvedBy: Type.Integer(), note: Type.String() }),
  key: (payload) => String(payload.workspaceId),
});
