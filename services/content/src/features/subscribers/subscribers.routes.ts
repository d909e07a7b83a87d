import type { FastifyInstance } from 'fastify';
import { exportSubscribers, listSubscribers, subscribe } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { fileRoute, listRoute, route } from '@cadence/service-kit';
import * as subscribers from './subscribers.service';

/** The public sign-up form is throttled per address on top of the global limit. */
export const SUBSCRIBE_RATE_LIMIT = { max: 10, timeWindow: 60_000 };

export function subscribersRoutes(app: FastifyInstance, db: Database): void {
  route(app, subscribe, ({ request }) => subscribers.subscribe(db, request.body), { message: 'Subscribed', rateLimit: SUBSCRIBE_RATE_LIMIT });
  listRoute(app, listSubscribers, ({ request }) => subscribers.list(db, request.query));
  fileRoute(app, exportSubscribers, async ({ request, reply }) => {
    const csv = await subscribers.exportCsv(db, request.query);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscribers.csv"').send(csv);
  });
}
