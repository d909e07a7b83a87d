import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Email, Id, IdParams, IsoDate, StringEnum, Strict } from '../schema';
import { ListQuery } from '../list-query';
import { CONTENT_LOCALES, ContentLocaleSchema, DEFAULT_CONTENT_LOCALE } from './content.contracts';

/**
 * What visitors send from the public site: a question (an inquiry, the spec's `/inquires`) or a
 * quote request. Staff work through them by status.
 */
export const REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const RequestStatusSchema = StringEnum(REQUEST_STATUSES);

export const TEAM_SIZES = ['1-5', '6-20', '21-50', '51-200', '200+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

const Name = Type.String({ minLength: 1, maxLength: 120 });
const Company = Type.String({ maxLength: 160 });
const Message = Type.String({ minLength: 1, maxLength: 5000 });
/**
 * Left empty by people: the field is hidden from them, and a form that fills it is taken for a
 * robot (answered like any other, kept nowhere).
 */
const Trap = Type.Optional(Type.String({ maxLength: 500 }));

export const Inquiry = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  company: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  locale: ContentLocaleSchema,
  status: RequestStatusSchema,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Inquiry = Static<typeof Inquiry>;

export const InquiryBody = Strict({
  name: Name,
  email: Email,
  company: Type.Optional(Company),
  message: Message,
  locale: StringEnum(CONTENT_LOCALES, { default: DEFAULT_CONTENT_LOCALE }),
  website: Trap,
});
export type InquiryBody = Static<typeof InquiryBody>;

export const Quote = Type.Object({
  id: Id,
  name: Type.String(),
  email: Type.String(),
  company: Type.Union([Type.String(), Type.Null()]),
  team_size: StringEnum(TEAM_SIZES),
  message: Type.String(),
  locale: ContentLocaleSchema,
  status: RequestStatusSchema,
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Quote = Static<typeof Quote>;

export const QuoteBody = Strict({
  name: Name,
  email: Email,
  company: Type.Optional(Company),
  team_size: StringEnum(TEAM_SIZES),
  message: Message,
  locale: StringEnum(CONTENT_LOCALES, { default: DEFAULT_CONTENT_LOCALE }),
  website: Trap,
});
export type QuoteBody = Static<typeof QuoteBody>;

/** The same answer whether the request was kept, repeated or taken for a robot. */
export const RequestReceived = Type.Object({ received: Type.Literal(true) });

export const RequestStatusBody = Strict({ status: RequestStatusSchema });
export type RequestStatusBody = Static<typeof RequestStatusBody>;

/** SPEC §7 list query; search on name, e-mail, company and message. */
export const RequestListQuery = ListQuery({
  orderBy: ['id', 'name', 'email', 'createdAt'],
  filters: { status: Type.Optional(RequestStatusSchema) },
});
export type RequestListQuery = Static<typeof RequestListQuery>;

const tags = ['content'] as const;

export const sendInquiry = defineEndpoint({
  method: 'POST',
  path: '/api/inquires',
  summary: 'Send a question from the public site’s contact form',
  tags,
  auth: 'public',
  body: InquiryBody,
  response: RequestReceived,
  status: 201,
});

export const listInquiries = defineEndpoint({
  method: 'GET',
  path: '/api/inquires',
  summary: 'Questions sent from the public site (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  query: RequestListQuery,
  response: Inquiry,
  paged: true,
});

export const setInquiryStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/inquires/:id/status',
  summary: 'Move a question to another status (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  body: RequestStatusBody,
  response: Inquiry,
});

export const sendQuoteRequest = defineEndpoint({
  method: 'POST',
  path: '/api/quotes',
  summary: 'Ask for a quote from the public site',
  tags,
  auth: 'public',
  body: QuoteBody,
  response: RequestReceived,
  status: 201,
});

export const listQuotes = defineEndpoint({
  method: 'GET',
  path: '/api/quotes',
  summary: 'Quote requests sent from the public site (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  query: RequestListQuery,
  response: Quote,
  paged: true,
});

export const setQuoteStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/quotes/:id/status',
  summary: 'Move a quote request to another status (staff)',
  tags,
  auth: 'user',
  roles: 'none',
  permission: 'WebsiteSetting',
  params: IdParams,
  body: RequestStatusBody,
  response: Quote,
});
