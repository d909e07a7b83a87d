import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Id, IdParams, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { Mail, MailListQuery } from '../auth/mail.contracts';

export const Notification = Type.Object({
  id: Id,
  message: Type.String(),
  type: Type.String(),
  is_read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  /** The app's screen it is about (a path with its query), when it has one. */
  link: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type Notification = Static<typeof Notification>;

/** SPEC §7 and §9: page size 10, status all | unread | read. */
export const NotificationListQuery = ListQuery({
  orderBy: ['id', 'createdAt'],
  defaultLimit: 10,
  filters: {
    status: StringEnum(['all', 'unread', 'read'], { default: 'all' }),
    userId: Type.Optional(Id),
  },
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  summary: "The caller's notifications, newest first unless ordered otherwise",
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  query: NotificationListQuery,
  response: Notification,
  paged: true,
});

export const markNotificationRead = defineEndpoint({
  method: 'PATCH',
  path: '/api/notifications/mark-read/:id',
  summary: 'Mark one notification read',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  params: IdParams,
  response: Notification,
});

export const MarkAllReadResult = Type.Object({ updated: Type.Integer({ minimum: 0 }) });

export const markAllNotificationsRead = defineEndpoint({
  method: 'PATCH',
  path: '/api/notifications/mark-all-read/:userId',
  summary: "Mark all of a user's notifications read",
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  params: Type.Object({ userId: Id }, { additionalProperties: false }),
  response: MarkAllReadResult,
});

/** The notification e-mails: kept (no SMTP server configured) and the send log. */
export const listNotificationMails = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/mails',
  summary: 'Mails of the notifications service: kept (no SMTP server configured) and the send log',
  tags: ['mail'],
  auth: 'user',
  roles: 'none',
  permission: 'MonitoringServices',
  query: MailListQuery,
  response: Mail,
  paged: true,
});
