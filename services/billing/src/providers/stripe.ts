import Stripe from 'stripe';
import { ProviderError } from './provider-call';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | undefined;
}

export type StripeEvent = Stripe.Event;

function clientOf(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new ProviderError('stripe', error.statusCode ?? null, error.message);
    throw new ProviderError('stripe', null, error instanceof Error ? error.message : String(error));
  }
}

/** Card payments through Stripe: products and prices per plan, Checkout, the customer portal, subscription changes, signed webhooks. */
export function createStripeGateway(settings: StripeSettings) {
  const stripe = clientOf(settings);
  const recurring = (interval: 'monthly' | 'annual') => ({ interval: interval === 'monthly' ? ('month' as const) : ('year' as const) });

  return {
    async ensureProduct(planId: number, name: string, productId: string | null): Promise<string> {
      if (productId) {
        await call(() => stripe.products.update(productId, { name }, { idempotencyKey: `plan-${planId}-product-name-${name}` }));
        return productId;
      }
      const product = await call(() => stripe.products.create({ name, metadata: { planId: String(planId) } }, { idempotencyKey: `plan-${planId}-product` }));
      return product.id;
    },

    async createPrice(planId: number, productId: string, interval: 'monthly' | 'annual', amount: number, currency: string): Promise<string> {
      const price = await call(() =>
        stripe.prices.create(
          { product: productId, currency: currency.toLowerCase(), unit_amount: amount, recurring: recurring(interval), metadata: { planId: String(planId), interval } },
          { idempotencyKey: `plan-${planId}-price-${interval}-${amount}-${currency}` },
        ),
      );
      return price.id;
    },

    async ensureCustomer(workspaceId: number, email: string, name: string): Promise<string> {
      const customer = await call(() =>
        stripe.customers.create({ email: email || undefined, name: name || undefined, metadata: { workspaceId: String(workspaceId) } }, { idempotencyKey: `customer-${workspaceId}` }),
      );
      return customer.id;
    },

    /**
     * A Checkout Session in subscription mode. Discounts are computed here (nonprofit, coupon)
     * and sent as the recurring amount; a free trial becomes Stripe's trial period.
     */
    async createCheckoutSession(input: {
      checkoutId: string;
      customerId: string;
      productId: string;
      priceId: string | null;
      interval: 'monthly' | 'annual';
      amount: number;
      currency: string;
      trialDays: number;
      successUrl: string;
      cancelUrl: string;
    }): Promise<{ id: string; url: string }> {
      const lineItem = input.priceId
        ? { price: input.priceId, quantity: 1 }
        : { price_data: { product: input.productId, currency: input.currency.toLowerCase(), unit_amount: input.amount, recurring: recurring(input.interval) }, quantity: 1 };
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: input.customerId,
            client_reference_id: input.checkoutId,
            line_items: [lineItem],
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: { checkoutId: input.checkoutId },
            subscription_data: { metadata: { checkoutId: input.checkoutId }, ...(input.trialDays > 0 && { trial_period_days: input.trialDays }) },
          },
          { idempotencyKey: `checkout-${input.checkoutId}` },
        ),
      );
      if (!session.url) throw new ProviderError('stripe', null, 'Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    async portalUrl(customerId: string, returnUrl: string): Promise<string> {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return session.url;
    },

    /** Moves a subscription to another price: prorated and invoiced at once (upgrade) or from the next period (downgrade). */
    async changePrice(input: { subscriptionId: string; productId: string; interval: 'monthly' | 'annual'; amount: number; currency: string; prorate: boolean; changeKey: string }): Promise<void> {
      const subscription = await call(() => stripe.subscriptions.retrieve(input.subscriptionId));
      const item = subscription.items.data[0];
      if (!item) throw new ProviderError('stripe', null, 'Subscription without items');
      await call(() =>
        stripe.subscriptions.update(
          input.subscriptionId,
          {
            items: [{ id: item.id, price_data: { product: input.productId, currency: input.currency.toLowerCase(), unit_amount: input.amount, recurring: recurring(input.interval) } }],
            proration_behavior: input.prorate ? 'always_invoice' : 'none',
          },
          { idempotencyKey: `change-${input.changeKey}` },
        ),
      );
    },

    /** Refunds an invoice's card payment in full (the invoice's PaymentIntent), once per key. */
    async refundInvoice(invoiceId: string, refundKey: string): Promise<void> {
      const payments = await call(() => stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 }));
      const intent = payments.data.map((payment) => payment.payment.payment_intent).find((value) => value !== undefined && value !== null);
      if (!intent) throw new ProviderError('stripe', 404, 'The invoice has no card payment to refund');
      const paymentIntent = typeof intent === 'string' ? intent : intent.id;
      await call(() => stripe.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { invoice: invoiceId } }, { idempotencyKey: `refund-${refundKey}` }));
    },

    /** The invoice a PaymentIntent paid, if any (a refund notice names the charge's PaymentIntent, not the invoice). */
    async invoiceOfPaymentIntent(paymentIntent: string): Promise<string | null> {
      const payments = await call(() => stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntent }, limit: 1 }));
      const invoice = payments.data[0]?.invoice;
      if (!invoice) return null;
      return typeof invoice === 'string' ? invoice : (invoice.id ?? null);
    },

    async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, changeKey: string): Promise<void> {
      await call(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey: `cancel-${changeKey}` }));
    },

    /** Verifies the Stripe-Signature header over the raw body (tolerance 300 s); throws on a forgery or a stale timestamp. */
    verifyEvent(rawBody: Buffer, signature: string): StripeEvent {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
