import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Id, IsoDate, StringEnum } from '../schema';
import { ListQuery } from '../list-query';

export const MAIL_STATUSES = ['kept', 'pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What the auth service mails, by kind. */
export const AUTH_MAIL_KINDS = ['email-verification', 'password-reset', 'invitation'] as const;

/** A mail the service sent or kept (without an SMTP server, mails are kept for staff to read). */
export const Mail = Type.Object({
  id: Id,
  to: Type.String(),
  subject: Type.String(),
  kind: Type.String(),
  status: StringEnum(MAIL_STATUSES),
  text: Type.String(),
  createdAt: IsoDate,
  sentAt: Type.Union([IsoDate, Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});
export type Mail = Static<typeof Mail>;

export const MailListQuery = ListQuery({
  orderBy: ['id', 'createdAt'],
  filters: { status: Type.Optional(StringEnum(MAIL_STATUSES)) },
});
export type MailListQuery = Static<typeof MailListQuery>;

export const listMails = defineEndpoint({
  method: 'GET',
  path: '/api/auth/mails',
  summary: 'Mails of the auth service: kept (no SMTP server configured) and the send log',
  tags: ['mail'],
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  query: MailListQuery,
  response: Mail,
  paged: true,
});
