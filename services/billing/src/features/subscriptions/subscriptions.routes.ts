import type { FastifyInstance } from 'fastify';
import {
  cancelSubscription,
  changeSubscription,
  confirmSubscriptionChange,
  getCurrentSubscription,
  grantNonprofit,
  grantPlan,
  listAllSubscriptions,
  listClients,
  previewSubscriptionChange,
  resumeSubscription,
} from '@cadence/contracts';
import { listRoute, requireWorkspace, route } from '@cadence/service-kit';
import * as subscriptions from './subscriptions.service';

export function subscriptionsRoutes(app: FastifyInstance, deps: subscriptions.SubscriptionsDeps): void {
  route(app, getCurrentSubscription, ({ principal }) => subscriptions.current(deps.db, requireWorkspace(principal)));
  route(app, changeSubscription, ({ request, principal }) => subscriptions.change(deps, requireWorkspace(principal), request.body));
  route(app, confirmSubscriptionChange, ({ principal }) => subscriptions.confirmChange(deps, requireWorkspace(principal)));
  route(app, previewSubscriptionChange, ({ request, principal }) => subscriptions.previewChange(deps.db, requireWorkspace(principal), request.query));
  route(app, cancelSubscription, ({ principal }) => subscriptions.cancel(deps, requireWorkspace(principal)));
  route(app, resumeSubscription, ({ principal }) => subscriptions.resume(deps, requireWorkspace(principal)));
  listRoute(app, listAllSubscriptions, ({ request }) => subscriptions.listAll(deps.db, request.query));
  listRoute(app, listClients, ({ request }) => subscriptions.listClients(deps.db, request.query));
  route(app, grantNonprofit, ({ request, principal }) => subscriptions.grantNonprofit(deps, request.params.workspaceId, principal.userId, request.body.note));
  route(app, grantPlan, ({ request }) => subscriptions.grant(deps, request.params.workspaceId, request.body));
}
