import type { FastifyInstance } from 'fastify';
import { listMails } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute } from '@cadence/service-kit';
import * as mails from './mail.service';

export function mailRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listMails, ({ request }) => mails.list(db, request.query));
}
