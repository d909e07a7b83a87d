import type { FastifyInstance } from 'fastify';
import {
  exportAnalyticsCsv,
  exportPlatformFiguresCsv,
  getAnalyticsAccess,
  getAnalyticsOverview,
  getNetworkAnalytics,
  getPlatformFigures,
  getWeekFigures,
} from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { fileRoute, route } from '@cadence/service-kit';
import * as analytics from './overview.service';

export function overviewRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  route(app, getAnalyticsAccess, ({ principal }) => analytics.access(db, analytics.workspaceOf(principal)));
  route(app, getAnalyticsOverview, ({ request, principal }) => analytics.overview(db, analytics.workspaceOf(principal), request.query));
  route(app, getNetworkAnalytics, ({ request, principal }) => analytics.overview(db, analytics.workspaceOf(principal), request.query, request.params.network));
  route(app, getWeekFigures, ({ request, principal }) => analytics.week(db, analytics.workspaceOf(principal), request.query.from, request.query.to));
  route(app, getPlatformFigures, ({ request }) => analytics.platform(db, request.query.from, request.query.to));

  fileRoute(app, exportAnalyticsCsv, async ({ request, reply, principal }) => {
    const csv = await analytics.overviewCsv(db, analytics.workspaceOf(principal), request.query);
    const name = `analytics-${request.query.network ? `${request.query.network}-` : ''}${request.query.table}-${request.query.from}-${request.query.to}.csv`;
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
  });

  fileRoute(app, exportPlatformFiguresCsv, async ({ request, reply }) => {
    const figures = await analytics.platform(db, request.query.from, request.query.to);
    const csv = analytics.toCsv(
      ['day', 'network', 'published', 'failed', 'lag_p50_seconds', 'lag_p95_seconds'],
      figures.days.map((day) => [day.day, day.network, day.published, day.failed, day.lag_p50_seconds, day.lag_p95_seconds]),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="platform-${request.query.from}-${request.query.to}.csv"`)
      .send(csv);
  });
}
