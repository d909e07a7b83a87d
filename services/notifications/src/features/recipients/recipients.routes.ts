import type { FastifyInstance } from 'fastify';
import { getAudienceSummary, listRecipients } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as repo from './recipients.repository';

/** Staff pick who a send reaches: a searchable list of users and the size of each audience. */
export function recipientsRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listRecipients, async ({ request }) => {
    const page = await repo.searchActive(db, request.query);
    return { ...page, rows: page.rows.map((row) => ({ id: row.id, name: row.name, email: row.email, plans: row.plans })) };
  });
  route(app, getAudienceSummary, async () => {
    const [everyone, plans] = await Promise.all([repo.countAudience(db, { kind: 'all' }), repo.countByPlan(db)]);
    return { everyone, plans };
  });
}
