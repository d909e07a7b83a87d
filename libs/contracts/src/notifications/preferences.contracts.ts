import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Strict } from '../schema';
import { NOTIFICATION_TYPES, NotificationTypeSchema } from './notification-types';

/** One kind of notification and the channels it reaches the user by. */
export const NotificationPreference = Type.Object({
  type: NotificationTypeSchema,
  in_app: Type.Boolean(),
  email: Type.Boolean(),
  push: Type.Boolean(),
});
export type NotificationPreference = Static<typeof NotificationPreference>;

export const UpdatePreferencesBody = Strict({
  preferences: Type.Array(Strict({ type: NotificationTypeSchema, in_app: Type.Boolean(), email: Type.Boolean(), push: Type.Optional(Type.Boolean()) }), {
    minItems: 1,
    maxItems: NOTIFICATION_TYPES.length,
  }),
});
export type UpdatePreferencesBody = Static<typeof UpdatePreferencesBody>;

export const getNotificationPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/preferences',
  summary: "The caller's channels for every kind of notification (defaults where no choice was made)",
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  response: Type.Array(NotificationPreference),
});

export const updateNotificationPreferences = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications/preferences',
  summary: 'Set the channels of one or more kinds of notification; answers every kind',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  body: UpdatePreferencesBody,
  response: Type.Array(NotificationPreference),
});
