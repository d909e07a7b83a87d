import { ProviderError } from './provider-call';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
}

/** What PayPal says of a subscription (GET /v1/billing/subscriptions/{id}). */
export interface PaypalSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  plan_id: string;
  custom_id?: string;
  status_update_time?: string;
  billing_info?: { next_billing_time?: string; last_payment?: { amount: { value: string; currency_code: string }; time: string } };
  links?: { href: string; rel: string; method?: string }[];
}

export interface PaypalWebhookEvent {
  id: string;
  event_type: string;
  create_time: string;
  resource: Record<string, unknown>;
}

const money = (cents: number, currency: string) => ({ value: (cents / 100).toFixed(2), currency_code: currency });

/**
 * PayPal REST over fetch (PayPal publishes no maintained Node SDK for subscriptions): an OAuth
 * client-credentials token, catalog products, billing plans and subscriptions, webhook
 * verification. Every create carries a PayPal-Request-Id so a retry creates nothing twice.
 */
export function createPaypalGateway(settings: PaypalSettings) {
  let token: { value: string; expiresAt: number } | null = null;

  async function send(path: string, init: { method: string; body?: unknown; requestId?: string; auth?: string; form?: string }): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(new URL(path, settings.apiBase), {
        method: init.method,
        headers: {
          authorization: init.auth ?? `Bearer ${await accessToken()}`,
          'content-type': init.form !== undefined ? 'application/x-www-form-urlencoded' : 'application/json',
          ...(init.requestId && { 'PayPal-Request-Id': init.requestId }),
        },
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderError('paypal', null, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const detail = body && typeof body === 'object' && 'message' in body ? String(body.message) : response.statusText;
      throw new ProviderError('paypal', response.status, detail);
    }
    return body;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const body = (await send('/v1/oauth2/token', { method: 'POST', auth: `Basic ${basic}`, form: 'grant_type=client_credentials' })) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  const cycle = (interval: 'monthly' | 'annual', amount: number, currency: string) => ({
    frequency: { interval_unit: interval === 'monthly' ? 'MONTH' : 'YEAR', interval_count: 1 },
    tenure_type: 'REGULAR',
    sequence: 1,
    total_cycles: 0,
    pricing_scheme: { fixed_price: money(amount, currency) },
  });

  return {
    async ensureProduct(planId: number, name: string, productId: string | null): Promise<string> {
      if (productId) return productId;
      const product = (await send('/v1/catalogs/products', { method: 'POST', body: { name, type: 'SERVICE', category: 'SOFTWARE' }, requestId: `plan-${planId}-product` })) as { id: string };
      return product.id;
    },

    async createPlan(planId: number, productId: string, name: string, interval: 'monthly' | 'annual', amount: number, currency: string): Promise<string> {
      const plan = (await send('/v1/billing/plans', {
        method: 'POST',
        requestId: `plan-${planId}-${interval}-${amount}-${currency}`,
        body: {
          product_id: productId,
          name: `${name} (${interval})`,
          status: 'ACTIVE',
          billing_cycles: [cycle(interval, amount, currency)],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        },
      })) as { id: string };
      return plan.id;
    },

    /** A subscription waiting for the payer's approval; a discounted price overrides the plan's. */
    async createSubscription(input: { checkoutId: string; planId: string; interval: 'monthly' | 'annual'; amount: number; listAmount: number; currency: string; trialDays: number; returnUrl: string; cancelUrl: string }): Promise<{ id: string; approveUrl: string }> {
      const override = input.amount !== input.listAmount && input.trialDays === 0 ? { plan: { billing_cycles: [{ sequence: 1, total_cycles: 0, pricing_scheme: { fixed_price: money(input.amount, input.currency) } }] } } : {};
      const startTime = input.trialDays > 0 ? { start_time: new Date(Date.now() + input.trialDays * 86_400_000).toISOString() } : {};
      const subscription = (await send('/v1/billing/subscriptions', {
        method: 'POST',
        requestId: `checkout-${input.checkoutId}`,
        body: {
          plan_id: input.planId,
          custom_id: input.checkoutId,
          ...override,
          ...startTime,
          application_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'SUBSCRIBE_NOW', shipping_preference: 'NO_SHIPPING' },
        },
      })) as PaypalSubscription;
      const approve = subscription.links?.find((link) => link.rel === 'approve');
      if (!approve) throw new ProviderError('paypal', null, 'Subscription without an approve link');
      return { id: subscription.id, approveUrl: approve.href };
    },

    getSubscription(id: string): Promise<PaypalSubscription> {
      return send(`/v1/billing/subscriptions/${encodeURIComponent(id)}`, { method: 'GET' }) as Promise<PaypalSubscription>;
    },

    /**
     * Switches the subscription to another plan. PayPal asks the payer to approve the switch (the
     * answer's approve link; null when it needs no consent, as for card-funded subscriptions) and
     * bills the new price from the next cycle; without approval it keeps billing the old plan.
     */
    async revise(input: { id: string; planId: string; changeKey: string; returnUrl: string; cancelUrl: string }): Promise<{ approveUrl: string | null }> {
      const answer = (await send(`/v1/billing/subscriptions/${encodeURIComponent(input.id)}/revise`, {
        method: 'POST',
        body: { plan_id: input.planId, application_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, shipping_preference: 'NO_SHIPPING' } },
        requestId: `revise-${input.changeKey}`,
      })) as { links?: { rel: string; href: string }[] };
      return { approveUrl: answer.links?.find((link) => link.rel === 'approve')?.href ?? null };
    },

    /** Refunds a subscription payment (a sale) in full, once per key (PayPal-Request-Id). */
    async refundSale(saleId: string, refundKey: string): Promise<void> {
      await send(`/v1/payments/sale/${encodeURIComponent(saleId)}/refund`, { method: 'POST', body: {}, requestId: `refund-${refundKey}` });
    },

    async cancel(id: string, reason: string): Promise<void> {
      await send(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { reason } });
    },

    /** PayPal's own check of a notification's signature (POST /v1/notifications/verify-webhook-signature). */
    async verify(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean> {
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const fields = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
      };
      if (Object.values(fields).some((value) => !value)) return false;
      const result = (await send('/v1/notifications/verify-webhook-signature', { method: 'POST', body: { ...fields, webhook_id: settings.webhookId, webhook_event: event } })) as { verification_status: string };
      return result.verification_status === 'SUCCESS';
    },
  };
}

export type PaypalGateway = ReturnType<typeof createPaypalGateway>;
