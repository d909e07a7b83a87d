import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Notification } from './notifications.contracts';

/** The WebSocket that pushes new notifications: `wss://host/api/notifications/ws?ticket=…`. */
export const NOTIFICATIONS_SOCKET_PATH = '/api/notifications/ws';

/** SPEC §9: the client retries 5 times, 1000 ms apart, before it shows it is offline. */
export const SOCKET_RETRY_ATTEMPTS = 5;
export const SOCKET_RETRY_DELAY_MS = 1000;

/** What POST /api/notifications/ws/ticket answers. */
export const SocketTicket = Type.Object({
  ticket: Type.String({ description: 'Single use; open the socket with it before it expires.' }),
  expires_in: Type.Integer({ minimum: 1, description: 'Seconds the ticket stays valid.' }),
});
export type SocketTicket = Static<typeof SocketTicket>;

/**
 * A browser cannot set an Authorization header on a WebSocket: it first asks for a short-lived,
 * single-use ticket with its bearer token, then opens the socket with the ticket.
 */
export const createSocketTicket = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/ws/ticket',
  summary: 'A single-use ticket (valid 30 s) to open the notifications WebSocket',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  status: 201,
  response: SocketTicket,
});

/** What the server sends on the socket. */
export const SocketMessage = Type.Union([Type.Object({ type: Type.Literal('notification'), data: Notification })]);
export type SocketMessage = Static<typeof SocketMessage>;
