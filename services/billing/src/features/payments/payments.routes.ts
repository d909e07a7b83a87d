import type { FastifyInstance } from 'fastify';
import { PAYMENT_REPORT_CSV_PATH, PaymentReportQuery, listOwnPayments, listPayments, paymentReport } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { authenticate, listRoute, requirePermission, requireWorkspace, route } from '@cadence/service-kit';
import * as payments from './payments.service';

export function paymentsRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listPayments, ({ request }) => payments.list(db, request.query));
  listRoute(app, listOwnPayments, ({ request, principal }) => payments.listOwn(db, requireWorkspace(principal), request.query));
  route(app, paymentReport, ({ request }) => payments.report(db, request.query));
  app.get<{ Querystring: PaymentReportQuery }>(
    PAYMENT_REPORT_CSV_PATH,
    { schema: { summary: 'Settled payments by period, plan and method as CSV (staff)', tags: ['membership'], querystring: PaymentReportQuery, security: [{ bearerAuth: [] }] } },
    async (request, reply) => {
      requirePermission(await authenticate(request), 'PaymentsReport');
      const csv = await payments.reportCsv(db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${request.query.period}.csv"`)
        .send(csv);
    },
  );
}
