import { fileURLToPath } from 'node:url';
import { defineService } from '@cadence/service-kit';
import { contentEvents } from './db/schema';
import { pagesRoutes } from './features/pages/pages.routes';
import { faqRoutes } from './features/faq/faq.routes';
import { testimonialsRoutes } from './features/testimonials/testimonials.routes';
import { subscribersRoutes } from './features/subscribers/subscribers.routes';
import { requestsRoutes } from './features/requests/requests.routes';
import { siteSettingsRoutes } from './features/site-settings/site-settings.routes';
import { seedContent } from './features/seed/seed.service';

/** The public site's content: CMS pages, FAQ, testimonials, newsletter subscribers, inquiries and quote requests. */
export const contentService = defineService({
  name: 'content',
  areas: ['pages', 'faq', 'testimonials', 'subscribers', 'inquires', 'quotes', 'site-settings'],
  env: {},
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: contentEvents,
  async routes(app, context) {
    pagesRoutes(app, context.db);
    faqRoutes(app, context.db);
    testimonialsRoutes(app, context.db);
    subscribersRoutes(app, context.db);
    requestsRoutes(app, context.db);
    siteSettingsRoutes(app, context.db);
  },
  async onReady(context) {
    const { applied, revised } = await seedContent(context.db);
    if (applied.length > 0) context.log.info({ items: applied.length }, 'site content seeded');
    if (revised > 0) context.log.info({ rows: revised }, 'seeded site content no editor changed brought up to date');
  },
});
