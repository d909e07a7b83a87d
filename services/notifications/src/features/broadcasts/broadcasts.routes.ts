import type { FastifyInstance } from 'fastify';
import { createBroadcast, getBroadcast, listBroadcasts } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import type { Delivery } from '../delivery/deliver';
import * as broadcasts from './broadcasts.service';
import type { Publish } from './broadcasts.service';

export function broadcastsRoutes(app: FastifyInstance, db: Database, delivery: Delivery, publish: Publish, batchSize: number): void {
  route(app, createBroadcast, ({ request, principal }) => broadcasts.create(db, delivery, publish, principal.userId, request.body, batchSize));
  listRoute(app, listBroadcasts, ({ request }) => broadcasts.list(db, request.query));
  route(app, getBroadcast, ({ request }) => broadcasts.get(db, request.params.id));
}
