import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import {
  createReport,
  createReportSchedule,
  deleteReport,
  deleteReportSchedule,
  getReportBranding,
  getReportFile,
  listReportSchedules,
  listReports,
  SHARED_REPORT_PATH,
  updateReportBranding,
} from '@cadence/contracts';
import { fileRoute, listRoute, requireWorkspace, route } from '@cadence/service-kit';
import { missingCjkFont } from './report-messages';
import * as reports from './reports.service';

export function reportsRoutes(app: FastifyInstance, deps: reports.ReportsDeps): void {
  const { db } = deps;
  const fontWarning = missingCjkFont();
  if (fontWarning) app.log.warn(fontWarning);
  listRoute(app, listReports, ({ request, principal }) => reports.listReports(db, requireWorkspace(principal), request.query));
  route(app, createReport, ({ request, principal }) => reports.createReport(deps, requireWorkspace(principal), principal.userId, request.body), { message: 'Report created' });
  route(app, deleteReport, ({ request, principal }) => reports.deleteReport(db, requireWorkspace(principal), request.params.id), { message: 'Report deleted' });
  route(app, listReportSchedules, ({ principal }) => reports.listSchedules(db, requireWorkspace(principal)));
  route(app, createReportSchedule, ({ request, principal }) => reports.createSchedule(deps, requireWorkspace(principal), principal.userId, request.body), { message: 'Scheduled report saved' });
  route(app, deleteReportSchedule, ({ request, principal }) => reports.deleteSchedule(db, requireWorkspace(principal), request.params.id), { message: 'Scheduled report stopped' });
  route(app, getReportBranding, ({ principal }) => reports.branding(db, requireWorkspace(principal)));
  route(app, updateReportBranding, ({ request, principal }) => reports.updateBranding(db, requireWorkspace(principal), request.body), { message: 'Report branding saved' });

  fileRoute(app, getReportFile, async ({ request, reply, principal }) => {
    const file = await reports.reportFile(db, requireWorkspace(principal), request.params.id);
    const format = request.params.format;
    return reply
      .header('content-type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reports.fileName(file, format)}"`)
      .header('cache-control', 'private, no-store')
      .send(format === 'pdf' ? file.pdf : file.csv);
  });

  app.get<{ Params: { token: string } }>(
    SHARED_REPORT_PATH,
    {
      schema: { summary: 'A mailed report: the link is the key, for a limited time', tags: ['reports'], params: Type.Object({ token: Type.String({ maxLength: 100 }) }) },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const file = await reports.sharedReport(db, request.params.token, deps.clock.now());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${reports.fileName(file, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(file.pdf);
    },
  );
}
