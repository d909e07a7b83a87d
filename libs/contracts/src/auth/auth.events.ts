import Type from 'typebox';
import { defineEvent } from '../event';

export const userRegistered = defineEvent({
  name: 'auth.user.registered',
  version: 1,
  payload: Type.Object({
    userId: Type.Integer(),
    workspaceId: Type.Union([Type.Integer(), Type.Null()]),
    email: Type.String(),
    name: Type.String(),
    locale: Type.String(),
  }),
  key: (payload) => String(payload.userId),
});
