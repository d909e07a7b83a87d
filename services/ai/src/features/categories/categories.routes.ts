import type { FastifyInstance } from 'fastify';
import { createPromptCategory, deletePromptCategory, listPromptCategories, updatePromptCategory } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import { roleOf } from '../templates/library-access';
import * as categories from './categories.service';

export function categoryRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  listRoute(app, listPromptCategories, ({ request, principal }) => categories.list(db, principal, roleOf(request), request.query));
  route(app, createPromptCategory, ({ request, principal }) => categories.create(db, principal, roleOf(request), request.body));
  route(app, updatePromptCategory, ({ request, principal }) => categories.update(db, principal, roleOf(request), request.params.id, request.body));
  route(app, deletePromptCategory, ({ request, principal }) => categories.remove(db, principal, roleOf(request), request.params.id));
}
