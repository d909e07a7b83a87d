import type { ServiceConfig } from '@cadence/service-kit';
import type { billingEnv } from '../config';
import { createPaypalGateway, type PaypalGateway } from './paypal';
import { createStripeGateway, type StripeGateway } from './stripe';

/** The configured providers; a provider without credentials is null (switched off). */
export interface Gateways {
  stripe: StripeGateway | null;
  paypal: PaypalGateway | null;
}

export function gatewaysOf(config: ServiceConfig<typeof billingEnv>): Gateways {
  return {
    stripe:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? createStripeGateway({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiBase: config.STRIPE_API_BASE })
        : null,
    paypal:
      config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET && config.PAYPAL_WEBHOOK_ID
        ? createPaypalGateway({ clientId: config.PAYPAL_CLIENT_ID, clientSecret: config.PAYPAL_CLIENT_SECRET, webhookId: config.PAYPAL_WEBHOOK_ID, apiBase: config.PAYPAL_API_BASE })
        : null,
  };
}
