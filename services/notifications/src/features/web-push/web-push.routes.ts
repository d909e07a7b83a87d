import type { FastifyInstance } from 'fastify';
import { createPushSubscription, deletePushSubscription, getPushKey, listPushSubscriptions } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import * as webPush from './web-push.service';

export function webPushRoutes(app: FastifyInstance, deps: webPush.WebPushDeps): void {
  route(app, getPushKey, () => webPush.publicKey(deps));
  route(app, listPushSubscriptions, ({ principal }) => webPush.list(deps, principal.userId));
  route(app, createPushSubscription, ({ request, principal }) => webPush.subscribe(deps, principal.userId, request.body, request.headers['user-agent']));
  route(app, deletePushSubscription, ({ request, principal }) => webPush.unsubscribe(deps, principal.userId, request.params.id));
}
