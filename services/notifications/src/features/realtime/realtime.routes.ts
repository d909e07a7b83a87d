import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import Type from 'typebox';
import { NOTIFICATIONS_SOCKET_PATH, createSocketTicket } from '@cadence/contracts';
import { commonErrors, route } from '@cadence/service-kit';
import type { Realtime } from './realtime';

const SocketQuery = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 4096 }) }, { additionalProperties: false });

/**
 * POST /api/notifications/ws/ticket (bearer token) → a single-use ticket; GET
 * /api/notifications/ws?ticket=… upgrades to the socket that pushes the user's new
 * notifications. A missing, used or expired ticket is refused with 401 before the upgrade.
 */
export async function realtimeRoutes(app: FastifyInstance, realtime: Realtime): Promise<void> {
  route(app, createSocketTicket, ({ principal }) => realtime.tickets.issue(principal.userId));

  // The socket route in a scope of its own: the plugin's hooks run on its requests only, not on
  // every route of the service.
  await app.register(async (sockets) => {
    // Clients send nothing but pongs; a large frame is a misuse.
    await sockets.register(websocket, { options: { maxPayload: 1024 } });
    socketRoute(sockets, realtime);
  });
}

function socketRoute(app: FastifyInstance, realtime: Realtime): void {
  const owners = new WeakMap<FastifyRequest, number>();
  app.get<{ Querystring: { ticket: string } }>(
    NOTIFICATIONS_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true, querystring: SocketQuery },
      preHandler: async (request) => {
        const userId = await realtime.tickets.redeem(request.query.ticket);
        if (userId === null) throw commonErrors.UNAUTHENTICATED('The socket ticket is missing, used or expired; ask for a new one');
        owners.set(request, userId);
      },
    },
    (socket, request) => {
      const userId = owners.get(request);
      if (userId === undefined) {
        socket.close(1008, 'not authenticated');
        return;
      }
      realtime.sockets.add(userId, socket);
    },
  );
}
