import type { FastifyInstance } from 'fastify';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon, validateCoupon } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { listRoute, route } from '@cadence/service-kit';
import * as coupons from './coupons.service';

export function couponsRoutes(app: FastifyInstance, db: Database): void {
  listRoute(app, listCoupons, ({ request }) => coupons.list(db, request.query));
  route(app, getCoupon, ({ request }) => coupons.get(db, request.params.id));
  route(app, createCoupon, ({ request }) => coupons.create(db, request.body));
  route(app, updateCoupon, ({ request }) => coupons.update(db, request.params.id, request.body));
  route(app, deleteCoupon, ({ request }) => coupons.remove(db, request.params.id));
  route(app, validateCoupon, ({ request, principal }) => coupons.validate(db, principal.workspaceId, request.body));
}
