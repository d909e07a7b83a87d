import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { ListQuery } from '../list-query';
import { Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';
import { TICKET_CATEGORIES, TICKET_LABELS, TICKET_LABEL_STATUSES, TICKET_PRIORITIES, TICKET_STATUSES, type TicketCategory, type TicketLabel, type TicketPriority, type TicketStatus } from './ticket-values';

const tags = ['Support'];
const permission = 'HelpSupportDesk';

export function ticketLabel(status: TicketStatus): TicketLabel {
  return TICKET_LABELS.find((label) => TICKET_LABEL_STATUSES[label].includes(status)) ?? 'open';
}

/** SPEC §4 defaults of a new ticket. */
export const TICKET_DEFAULTS = { status: 'open', category: 'basic', priority: 'medium' } as const satisfies {
  status: TicketStatus;
  category: TicketCategory;
  priority: TicketPriority;
};

/** How soon staff answer a ticket waiting for them, per priority, in minutes. */
export const TICKET_RESPONSE_TARGET_MINUTES: Record<TicketPriority, number> = { critical: 60, high: 4 * 60, medium: 24 * 60, low: 3 * 24 * 60 };

/** Images a ticket or a reply may carry. */
export const SUPPORT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const SUPPORT_MAX_IMAGES = 5;
/** The multipart field of an image upload. */
export const SUPPORT_UPLOAD_FIELD = 'file';

const ImageIds = Type.Array(Id, { maxItems: SUPPORT_MAX_IMAGES, uniqueItems: true });

/**
 * SPEC §5: title and category are required (a client who leaves the category gets basic);
 * status and priority only from staff, who must give both. A client who sends either is refused.
 */
export const TicketCreateBody = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    category: Type.Optional(StringEnum(TICKET_CATEGORIES)),
    status: Type.Optional(StringEnum(TICKET_STATUSES)),
    priority: Type.Optional(StringEnum(TICKET_PRIORITIES)),
    image_ids: Type.Optional(ImageIds),
  },
  { additionalProperties: false },
);
export type TicketCreateBody = Static<typeof TicketCreateBody>;

/** Staff changes: status, priority, category and the assigned employee (null: nobody). */
export const TicketUpdateBody = Type.Object(
  {
    status: Type.Optional(StringEnum(TICKET_STATUSES)),
    priority: Type.Optional(StringEnum(TICKET_PRIORITIES)),
    category: Type.Optional(StringEnum(TICKET_CATEGORIES)),
    assignee_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type TicketUpdateBody = Static<typeof TicketUpdateBody>;

/** A reply; `internal` (staff only) keeps it among staff, never shown to the client. */
export const TicketMessageBody = Type.Object(
  {
    body: Type.String({ maxLength: 10_000 }),
    internal: Type.Optional(Type.Boolean()),
    image_ids: Type.Optional(ImageIds),
  },
  { additionalProperties: false },
);
export type TicketMessageBody = Static<typeof TicketMessageBody>;

export const SupportImage = Type.Object({
  id: Type.Integer(),
  mime_type: Type.String(),
  size: Type.Integer(),
  name: Type.String(),
});
export type SupportImage = Static<typeof SupportImage>;

const Person = Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]);

export const Ticket = Type.Object({
  id: Type.Integer(),
  workspace_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  status: StringEnum(TICKET_STATUSES),
  label: StringEnum(TICKET_LABELS),
  category: StringEnum(TICKET_CATEGORIES),
  priority: StringEnum(TICKET_PRIORITIES),
  opened_by: Person,
  assignee: Person,
  images: Type.Array(SupportImage),
  /** Staff only (null for clients): when staff are due to answer, and the seconds left (negative: overdue); null when nobody waits. */
  response_due_at: Type.Union([IsoDate, Type.Null()]),
  time_left_seconds: Type.Union([Type.Integer(), Type.Null()]),
  /** A nonprofit request: when staff approved it (billing then grants the discount); null otherwise. */
  nonprofit_approved_at: Type.Union([IsoDate, Type.Null()]),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type Ticket = Static<typeof Ticket>;

export const TicketMessage = Type.Object({
  id: Type.Integer(),
  author: Person,
  from_staff: Type.Boolean(),
  internal: Type.Boolean(),
  body: Type.String(),
  images: Type.Array(SupportImage),
  created_at: IsoDate,
});
export type TicketMessage = Static<typeof TicketMessage>;

export const TicketDetail = Type.Object({
  ...Ticket.properties,
  messages: Type.Array(TicketMessage),
  /** Whether the caller answers as staff (status, priority, assignment and internal notes). */
  staff_view: Type.Boolean(),
});
export type TicketDetail = Static<typeof TicketDetail>;

export const SupportAgent = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type SupportAgent = Static<typeof SupportAgent>;

export const TicketListQuery = ListQuery({
  orderBy: ['id', 'created_at', 'updated_at', 'title', 'priority', 'status'] as const,
  filters: {
    label: Type.Optional(StringEnum(TICKET_LABELS)),
    status: Type.Optional(StringEnum(TICKET_STATUSES)),
    category: Type.Optional(StringEnum(TICKET_CATEGORIES)),
    priority: Type.Optional(StringEnum(TICKET_PRIORITIES)),
    /** An employee's id, or 0 for tickets nobody is assigned to. */
    assignee_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  },
});
export type TicketListQuery = Static<typeof TicketListQuery>;

export const listTickets = defineEndpoint({
  method: 'GET',
  path: '/api/support/tickets',
  summary: "Tickets: a client's workspace's own; every workspace's for staff (search on title and description)",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission,
  query: TicketListQuery,
  response: Ticket,
  paged: true,
});

export const createTicket = defineEndpoint({
  method: 'POST',
  path: '/api/support/tickets',
  summary: 'Open a ticket (a client: open, medium, basic unless a category is picked)',
  tags,
  auth: 'user',
  roles: ROLES.writers,
  permission,
  body: TicketCreateBody,
  response: TicketDetail,
  status: 201,
});

export const getTicket = defineEndpoint({
  method: 'GET',
  path: '/api/support/tickets/:id',
  summary: 'One ticket with its conversation (internal notes for staff only)',
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission,
  params: IdParams,
  response: TicketDetail,
});

export const updateTicket = defineEndpoint({
  method: 'PATCH',
  path: '/api/support/tickets/:id',
  summary: 'Staff: change status, priority or category, or assign an employee',
  tags,
  auth: 'user',
  roles: 'none',
  permission,
  params: IdParams,
  body: TicketUpdateBody,
  response: TicketDetail,
});

export const replyToTicket = defineEndpoint({
  method: 'POST',
  path: '/api/support/tickets/:id/messages',
  summary: 'Reply to a ticket, or add an internal note (staff)',
  tags,
  auth: 'user',
  roles: ROLES.writers,
  permission,
  params: IdParams,
  body: TicketMessageBody,
  response: TicketDetail,
  status: 201,
});

/** Staff approve a nonprofit request: a note for billing's record (what was checked). */
export const NonprofitApprovalBody = Strict({ note: Type.String({ minLength: 1, maxLength: 500 }) });
export type NonprofitApprovalBody = Static<typeof NonprofitApprovalBody>;

export const approveNonprofitTicket = defineEndpoint({
  method: 'POST',
  path: '/api/support/tickets/:id/nonprofit-approval',
  summary: "Staff: approve a nonprofit request; the ticket is resolved and billing grants the workspace's nonprofit discount (409 when the ticket is not a nonprofit request or was already approved)",
  tags,
  auth: 'user',
  roles: 'none',
  permission,
  params: IdParams,
  body: NonprofitApprovalBody,
  response: TicketDetail,
});

export const listSupportAgents = defineEndpoint({
  method: 'GET',
  path: '/api/support/agents',
  summary: 'Staff: the employees who work the desk, to assign tickets to',
  tags,
  auth: 'user',
  roles: 'none',
  permission,
  response: Type.Array(SupportAgent),
});

/** multipart/form-data with one image in the field `file`; it joins a ticket or a reply through `image_ids`. */
export const uploadSupportImage = defineEndpoint({
  method: 'POST',
  path: '/api/support/images',
  summary: 'Upload one image (JPEG, PNG, WebP or GIF; multipart field "file") for a ticket or a reply',
  tags,
  auth: 'user',
  roles: ROLES.writers,
  permission,
  response: SupportImage,
  status: 201,
});

/** The bytes of an image (GET, bearer token) for whoever may see the ticket or reply it belongs to. */
export const supportImagePath = (id: number) => `/api/support/images/${id}`;
