import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  connectAccount,
  disconnectAccount,
  getProfileUsage,
  getSelection,
  listAccounts,
  listNetworks,
  oauthCallback,
  reconnectAccount,
  selectProfiles,
  type CallbackQuery,
} from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import { connectionsDeps, type ConnectionsContext } from './connections.config';
import * as connections from './connections.service';
import { liveAccessRoutes } from './live-access';

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** /api/accounts: the networks on offer, connected accounts and their health, connect, reconnect, disconnect. */
export function connectionsRoutes(app: FastifyInstance, context: ConnectionsContext): void {
  const deps = connectionsDeps(context);
  route(app, listNetworks, async ({ principal }) => connections.networks(deps, principal));
  listRoute(app, listAccounts, ({ request, principal }) => connections.list(deps, principal, request.query, request.apiKey?.accountIds ?? null));
  route(app, getProfileUsage, ({ principal }) => connections.usage(deps, principal));
  route(app, connectAccount, ({ request, principal }) => connections.connect(deps, principal, request.params.type, request.body, originOf(request)));
  route(app, reconnectAccount, ({ request, principal }) => connections.reconnect(deps, principal, request.params.id, request.body, originOf(request)));
  route(app, getSelection, ({ request, principal }) => connections.getSelection(deps, principal, request.params.id));
  route(app, selectProfiles, ({ request, principal }) => connections.selectProfiles(deps, principal, request.params.id, request.body.externalIds), { message: 'Connected' });
  route(app, disconnectAccount, ({ request, principal }) => connections.disconnect(deps, principal, request.params.id), { message: 'Disconnected' });
  liveAccessRoutes(app, deps);

  // The network sends the browser here: the answer is a redirect to /manage_platform, not JSON.
  app.route<{ Querystring: CallbackQuery }>({
    method: oauthCallback.method,
    url: oauthCallback.path,
    schema: { summary: oauthCallback.summary, tags: [...oauthCallback.tags], querystring: oauthCallback.query },
    handler: async (request, reply) => reply.redirect(await connections.callback(deps, request.query), 303),
  });
}
