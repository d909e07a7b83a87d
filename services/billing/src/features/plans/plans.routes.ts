import type { FastifyInstance } from 'fastify';
import { createPlan, deletePlan, getPlan, listPlans, listPublicPlans, updatePlan } from '@cadence/contracts';
import { listRoute, route } from '@cadence/service-kit';
import * as plans from './plans.service';

export function plansRoutes(app: FastifyInstance, deps: plans.PlansDeps): void {
  route(app, listPublicPlans, () => plans.listPublic(deps));
  listRoute(app, listPlans, ({ request }) => plans.list(deps, request.query));
  route(app, getPlan, ({ request }) => plans.get(deps, request.params.id));
  route(app, createPlan, ({ request }) => plans.create(deps, request.body));
  route(app, updatePlan, ({ request }) => plans.update(deps, request.params.id, request.body));
  route(app, deletePlan, ({ request }) => plans.remove(deps, request.params.id));
}
