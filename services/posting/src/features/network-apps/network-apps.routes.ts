import type { FastifyInstance } from 'fastify';
import { listNetworkApps, listNetworkAppsAudit, removeNetworkApp, saveNetworkApp } from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import * as networkApps from './network-apps.service';

/** /api/accounts/network-apps: each network's app credentials entered by staff (SystemSetting), and their audit. */
export function networkAppsRoutes(app: FastifyInstance, deps: networkApps.NetworkAppsDeps): void {
  route(app, listNetworkApps, () => networkApps.list(deps));
  listRoute(app, listNetworkAppsAudit, ({ request }) => networkApps.audit(deps, request.query));
  route(app, saveNetworkApp, ({ request, principal }) => networkApps.save(deps, principal, request.params.app, request.body), { message: 'Network app saved' });
  route(app, removeNetworkApp, ({ request, principal }) => networkApps.remove(deps, principal, request.params.app), { message: 'Network app removed' });
}
