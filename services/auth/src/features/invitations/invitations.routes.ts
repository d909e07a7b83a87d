import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptInvitation, copyInvitationLink, createInvitation, getInvitation, listInvitations, previewInvitation, resendInvitation, revokeInvitation } from '@cadence/contracts';
import { authenticate, listRoute, route, type Principal } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as invitations from './invitations.service';

/** Accepting is public (new accounts have no token) but reads the bearer token when one is sent. */
async function optionalPrincipal(request: FastifyRequest): Promise<Principal | null> {
  return request.headers.authorization ? authenticate(request) : null;
}

export function invitationsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  listRoute(app, listInvitations, ({ request, principal }) => invitations.list(deps, principal, request.query));
  route(app, createInvitation, ({ request, principal }) => invitations.create(deps, principal, request.body), { message: 'Invitation sent' });
  route(app, previewInvitation, ({ request }) => invitations.preview(deps, request.query.token), { rateLimit: { max: 30, timeWindow: 60_000 } });
  route(app, acceptInvitation, async ({ request }) => invitations.accept(deps, await optionalPrincipal(request), request.body), {
    message: 'Invitation accepted',
    rateLimit: { max: 20, timeWindow: 60_000 },
  });
  route(app, getInvitation, ({ request, principal }) => invitations.get(deps, principal, request.params.id));
  route(app, resendInvitation, ({ request, principal }) => invitations.resend(deps, principal, request.params.id), { message: 'Invitation sent again' });
  route(app, copyInvitationLink, ({ request, principal }) => invitations.copyLink(deps, principal, request.params.id));
  route(app, revokeInvitation, ({ request, principal }) => invitations.revoke(deps, principal, request.params.id), { message: 'Invitation revoked' });
}
