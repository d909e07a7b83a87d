import type { FastifyInstance } from 'fastify';
import { getWordpressOverview } from '@cadence/contracts';
import { requireWorkspace, route } from '@cadence/service-kit';
import type { ConnectionsDeps } from '../connections/connections.config';
import * as sites from './sites.service';

/** /api/accounts/:id/wordpress/overview: a connected WordPress site's categories, tags and latest posts, read from the site. */
export function sitesRoutes(app: FastifyInstance, deps: ConnectionsDeps): void {
  route(app, getWordpressOverview, ({ request, principal }) => sites.siteOverview(deps, requireWorkspace(principal), request.params.id));
}
