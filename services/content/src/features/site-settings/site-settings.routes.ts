import type { FastifyInstance } from 'fastify';
import { getPublicSiteSettings, getSiteSettings, listSiteSettingsAudit, saveSiteSettings } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as siteSettings from './site-settings.service';

/** /api/site-settings: the public site's name, contact e-mail and social links (WebsiteSetting), their audit, and the public copy the site's footer reads. */
export function siteSettingsRoutes(app: FastifyInstance, db: Database): void {
  route(app, getPublicSiteSettings, () => siteSettings.get(db));
  route(app, getSiteSettings, () => siteSettings.get(db));
  route(app, saveSiteSettings, ({ request, principal }) => siteSettings.save(db, principal, request.body), { message: 'Website settings saved' });
  listRoute(app, listSiteSettingsAudit, ({ request }) => siteSettings.audit(db, request.query));
}
