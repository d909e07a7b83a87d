import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_CSV_PATH,
  AnalyticsCsvQuery,
  PLATFORM_FIGURES_CSV_PATH,
  PlatformFiguresQuery,
  getAnalyticsAccess,
  getAnalyticsOverview,
  getNetworkAnalytics,
  getPlatformFigures,
  getWeekFigures,
} from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { authenticate, requirePermission, route } from '@cadence/service-kit';
import * as analytics from './overview.service';

export function overviewRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  route(app, getAnalyticsAccess, ({ principal }) => analytics.access(db, analytics.workspaceOf(principal)));
  route(app, getAnalyticsOverview, ({ request, principal }) => analytics.overview(db, analytics.workspaceOf(principal), request.query));
  route(app, getNetworkAnalytics, ({ request, principal }) => analytics.overview(db, analytics.workspaceOf(principal), request.query, request.params.network));
  route(app, getWeekFigures, ({ request, principal }) => analytics.week(db, analytics.workspaceOf(principal), request.query.from, request.query.to));
  route(app, getPlatformFigures, ({ request }) => analytics.platform(db, request.query.from, request.query.to));

  app.get<{ Querystring: AnalyticsCsvQuery }>(
    ANALYTICS_CSV_PATH,
    { schema: { summary: "One of the workspace's analytics series or tables as CSV", tags: ['analytics'], querystring: AnalyticsCsvQuery, security: [{ bearerAuth: [] }] } },
    async (request, reply) => {
      const principal = await authenticate(request);
      requirePermission(principal, 'Analytics');
      const csv = await analytics.overviewCsv(db, analytics.workspaceOf(principal), request.query);
      const name = `analytics-${request.query.network ? `${request.query.network}-` : ''}${request.query.table}-${request.query.from}-${request.query.to}.csv`;
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(csv);
    },
  );

  app.get<{ Querystring: PlatformFiguresQuery }>(
    PLATFORM_FIGURES_CSV_PATH,
    { schema: { summary: 'Staff: posts published and failed per network per day as CSV', tags: ['analytics'], querystring: PlatformFiguresQuery, security: [{ bearerAuth: [] }] } },
    async (request, reply) => {
      requirePermission(await authenticate(request), 'MonitoringServices');
      const figures = await analytics.platform(db, request.query.from, request.query.to);
      const csv = analytics.toCsv(
        ['day', 'network', 'published', 'failed', 'lag_p50_seconds', 'lag_p95_seconds'],
        figures.days.map((day) => [day.day, day.network, day.published, day.failed, day.lag_p50_seconds, day.lag_p95_seconds]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="platform-${request.query.from}-${request.query.to}.csv"`)
        .send(csv);
    },
  );
}
