import type { FastifyInstance } from 'fastify';
import { PAYPAL_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { billingErrors } from '../../lib/errors';
import type { Gateways } from '../../providers/gateways';
import type { PaypalWebhookEvent } from '../../providers/paypal';
import type { StripeEvent } from '../../providers/stripe';
import { handlePaypalEvent } from './paypal-events';
import { handleStripeEvent, lookupsFor } from './stripe-events';
import { WEBHOOK_TOLERANCE_SECONDS, isTimely, stripeSignedAt } from './webhook-time';

const MAX_WEBHOOK_BYTES = 512 * 1024;
const STALE = `The notification's signed time is more than ${WEBHOOK_TOLERANCE_SECONDS} s from now`;

function isPaypalEvent(value: unknown): value is PaypalWebhookEvent {
  if (!value || typeof value !== 'object') return false;
  const event = value as Record<string, unknown>;
  return typeof event.id === 'string' && typeof event.event_type === 'string' && typeof event.create_time === 'string' && typeof event.resource === 'object' && event.resource !== null;
}

/**
 * Provider notifications. The body is kept raw (only in this scope) because Stripe signs the
 * exact bytes; PayPal's signature is checked by PayPal itself. A bad signature or a signed
 * time too far from now, in the past or the future, is a 400; a repeat is acknowledged and
 * changes nothing.
 */
export async function webhooksRoutes(app: FastifyInstance, db: Database, gateways: Gateways): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, { schema: { summary: 'Stripe webhook (signed)', tags: ['billing'] } }, async (request, reply) => {
      const stripe = gateways.stripe;
      if (!stripe) throw billingErrors.PROVIDER_OFF();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw billingErrors.WEBHOOK_INVALID();
      if (!isTimely(stripeSignedAt(signature))) throw billingErrors.WEBHOOK_INVALID(STALE);
      let event: StripeEvent;
      try {
        event = stripe.verifyEvent(request.body, signature);
      } catch {
        throw billingErrors.WEBHOOK_INVALID();
      }
      let lookups: Awaited<ReturnType<typeof lookupsFor>>;
      try {
        lookups = await lookupsFor(stripe, event);
      } catch {
        throw billingErrors.PROVIDER_UNAVAILABLE('Stripe could not be asked about the notification; it will be sent again');
      }
      const applied = await handleStripeEvent(db, event, lookups);
      return reply.send({ received: true, duplicate: !applied });
    });

    scope.post(PAYPAL_WEBHOOK_PATH, { schema: { summary: 'PayPal webhook (verified with PayPal)', tags: ['billing'] } }, async (request, reply) => {
      const paypal = gateways.paypal;
      if (!paypal) throw billingErrors.PROVIDER_OFF();
      let event: unknown;
      try {
        event = Buffer.isBuffer(request.body) ? JSON.parse(request.body.toString('utf8')) : null;
      } catch {
        throw billingErrors.WEBHOOK_INVALID('The notification is not JSON');
      }
      if (!isPaypalEvent(event)) throw billingErrors.WEBHOOK_INVALID('The notification is not a PayPal event');
      const sentAt = request.headers['paypal-transmission-time'];
      if (typeof sentAt !== 'string' || !isTimely(Date.parse(sentAt))) throw billingErrors.WEBHOOK_INVALID(STALE);
      let verified: boolean;
      try {
        verified = await paypal.verify(request.headers, event);
      } catch {
        throw billingErrors.PROVIDER_UNAVAILABLE('PayPal could not verify the notification; it will be sent again');
      }
      if (!verified) throw billingErrors.WEBHOOK_INVALID();
      const applied = await handlePaypalEvent(db, event);
      return reply.send({ received: true, duplicate: !applied });
    });
  });
}
