import type { FastifyInstance } from 'fastify';
import { createPage, deletePage, getPage, getPublishedPage, listPagesWithComponents, publishPage, unpublishPage, updatePage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as pages from './pages.service';

export function pagesRoutes(app: FastifyInstance, db: Database): void {
  route(app, getPublishedPage, ({ request }) => pages.getPublished(db, request.params.slug, request.query.locale));
  listRoute(app, listPagesWithComponents, ({ request }) => pages.list(db, request.query));
  route(app, getPage, ({ request }) => pages.get(db, request.params.id));
  route(app, createPage, ({ request }) => pages.create(db, request.body));
  route(app, updatePage, ({ request }) => pages.update(db, request.params.id, request.body));
  route(app, deletePage, ({ request }) => pages.remove(db, request.params.id));
  route(app, publishPage, ({ request }) => pages.setStatus(db, request.params.id, 'published'), { message: 'Published' });
  route(app, unpublishPage, ({ request }) => pages.setStatus(db, request.params.id, 'disable'), { message: 'Unpublished' });
}
