import type { FastifyInstance } from 'fastify';
import { createPromptTemplate, deletePromptTemplate, getPromptTemplate, listPromptTemplates, updatePromptTemplate } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import { roleOf } from './library-access';
import * as templates from './templates.service';

export function templateRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  listRoute(app, listPromptTemplates, ({ request, principal }) => templates.list(db, principal, roleOf(request), request.query));
  route(app, getPromptTemplate, ({ request, principal }) => templates.get(db, principal, roleOf(request), request.params.id));
  route(app, createPromptTemplate, ({ request, principal }) => templates.create(db, principal, roleOf(request), request.body));
  route(app, updatePromptTemplate, ({ request, principal }) => templates.update(db, principal, roleOf(request), request.params.id, request.body));
  route(app, deletePromptTemplate, ({ request, principal }) => templates.remove(db, principal, roleOf(request), request.params.id));
}
