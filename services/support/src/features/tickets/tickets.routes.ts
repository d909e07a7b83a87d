import type { FastifyInstance } from 'fastify';
import { approveNonprofitTicket, createTicket, getTicket, listSupportAgents, listTickets, replyToTicket, updateTicket } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as tickets from './tickets.service';

export function ticketRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  listRoute(app, listTickets, ({ request, principal }) => tickets.list(db, principal, request.query));
  route(app, getTicket, ({ request, principal }) => tickets.get(db, principal, request.params.id));
  route(app, createTicket, ({ request, principal }) => tickets.create(db, principal, request.body), { message: 'Ticket opened' });
  route(app, updateTicket, ({ request, principal }) => tickets.update(db, principal, request.params.id, request.body), { message: 'Ticket updated' });
  route(app, replyToTicket, ({ request, principal }) => tickets.reply(db, principal, request.params.id, request.body), { message: 'Reply sent' });
  route(app, approveNonprofitTicket, ({ request, principal }) => tickets.approveNonprofit(db, principal, request.params.id, request.body), { message: 'Nonprofit request approved' });
  route(app, listSupportAgents, ({ principal }) => tickets.agents(db, principal));
}
