import type { FastifyInstance } from 'fastify';
import { exportPaymentReport, listOwnPayments, listPayments, paymentReport, refundPayment } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { fileRoute, listRoute, requireWorkspace, route } from '@cadence/service-kit';
import type { Gateways } from '../../providers/gateways';
import * as payments from './payments.service';
import { refund } from './refunds';

export function paymentsRoutes(app: FastifyInstance, deps: { db: Database; gateways: Gateways }): void {
  const { db } = deps;
  listRoute(app, listPayments, ({ request }) => payments.list(db, request.query));
  listRoute(app, listOwnPayments, ({ request, principal }) => payments.listOwn(db, requireWorkspace(principal), request.query));
  route(app, refundPayment, ({ request, principal }) => refund(deps, request.params.id, principal.userId));
  route(app, paymentReport, ({ request }) => payments.report(db, request.query));
  fileRoute(app, exportPaymentReport, async ({ request, reply }) => {
    const csv = await payments.reportCsv(db, request.query);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="payments-${request.query.period}.csv"`).send(csv);
  });
}
