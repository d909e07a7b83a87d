import type { FastifyInstance } from 'fastify';
import { getCheckoutStatus, getPaymentProviders, openBillingPortal, startCheckout } from '@cadence/contracts';
import { requireWorkspace, route } from '@cadence/service-kit';
import * as checkout from './checkout.service';

export function checkoutRoutes(app: FastifyInstance, deps: checkout.CheckoutDeps): void {
  route(app, getPaymentProviders, async () => checkout.providers(deps.gateways));
  route(app, startCheckout, ({ request, principal }) => checkout.start(deps, principal, request.body), { rateLimit: { max: 30, timeWindow: 60_000 } });
  route(app, getCheckoutStatus, ({ request, principal }) => checkout.status(deps, requireWorkspace(principal), request.params.id));
  route(app, openBillingPortal, ({ principal }) => checkout.portal(deps, requireWorkspace(principal)));
}
