import type { FastifyInstance } from 'fastify';
import { listMails } from '@cadence/contracts';
import { listRoute } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as mails from './mail.service';

export function mailRoutes(app: FastifyInstance, deps: AuthDeps): void {
  listRoute(app, listMails, ({ request }) => mails.list(deps.db, deps.mailSeal, request.query));
}
