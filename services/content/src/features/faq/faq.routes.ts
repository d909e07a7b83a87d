import type { FastifyInstance } from 'fastify';
import { createFaqEntry, deleteFaqEntry, listFaq, updateFaqEntry } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { route } from '@cadence/service-kit';
import * as faq from './faq.service';

export function faqRoutes(app: FastifyInstance, db: Database): void {
  route(app, listFaq, ({ request }) => faq.list(db, request.query.locale));
  route(app, createFaqEntry, ({ request }) => faq.create(db, request.body));
  route(app, updateFaqEntry, ({ request }) => faq.update(db, request.params.id, request.body));
  route(app, deleteFaqEntry, ({ request }) => faq.remove(db, request.params.id));
}
