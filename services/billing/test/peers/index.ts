import { startPaypalPeer, type PaypalPeer } from './paypal-peer';
import { startStripePeer, type StripePeer } from './stripe-peer';

export { startStripePeer, type StripePeer } from './stripe-peer';
export { startPaypalPeer, type PaypalPeer } from './paypal-peer';

export interface PaymentPeers {
  stripe: StripePeer;
  paypal: PaypalPeer;
  /** The billing service's variables pointing at both peers. */
  env: Record<string, string>;
  /** Tells both peers where the platform listens (its base URL), so webhooks reach it. */
  connect(platformUrl: string): void;
  close(): Promise<void>;
}

/** Starts the Stripe and PayPal peers on free ports; pass `env` to the platform, then `connect` its URL. */
export async function startPaymentPeers(): Promise<PaymentPeers> {
  const stripe = await startStripePeer();
  const paypal = await startPaypalPeer();
  return {
    stripe,
    paypal,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: paypal.webhookId,
      PAYPAL_API_BASE: paypal.url,
    },
    connect(platformUrl: string) {
      const base = platformUrl.replace(/\/$/, '');
      stripe.setWebhookUrl(`${base}/api/billing/webhooks/stripe`);
      paypal.setWebhookUrl(`${base}/api/billing/webhooks/paypal`);
    },
    async close() {
      await stripe.close();
      await paypal.close();
    },
  };
}
