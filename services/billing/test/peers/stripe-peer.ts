import { createHash, createHmac, randomBytes } from 'node:crypto';
import qs from 'qs';
import { escapeHtml, startHttpPeer, type PeerRequest, type PeerResponse } from './http-peer';

/**
 * A local Stripe written to Stripe's documented API: form-encoded requests with bracketed keys,
 * Bearer secret keys, Idempotency-Key replay (same key + same parameters → the first answer
 * with Idempotent-Replayed: true; other parameters → 400 idempotency_error), error bodies
 * {error:{type,code,message}}, products, prices, customers, Checkout Sessions with a hosted
 * page to pay on (test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined),
 * billing portal sessions, subscription retrieve/update/cancel, invoice payments (each paid
 * invoice is paid by a PaymentIntent and its charge), refunds of a PaymentIntent (charge.refunded
 * follows), and signed webhooks (Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.payload">).
 */

type Json = Record<string, unknown>;

export interface StripePeerOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed; settable later with setWebhookUrl. */
  webhookUrl?: string;
}

export interface StripeDelivery {
  event: Json;
  status: number;
  body: string;
}

const DECLINED_CARD = '4000000000000002';
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const addMonths = (unix: number, months: number) => {
  const date = new Date(unix * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
};

function stripeError(status: number, type: string, message: string, code?: string): PeerResponse {
  return { status, body: { error: { type, message, ...(code && { code }) } } };
}

export async function startStripePeer(options: StripePeerOptions = {}) {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  let webhookUrl = options.webhookUrl ?? null;
  let outage: number | null = null;

  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const portals = new Map<string, Json>();
  /** Invoice payments by invoice id, and the charge of each PaymentIntent. */
  const invoicePayments = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const idempotency = new Map<string, { fingerprint: string; response: PeerResponse }>();
  const deliveries: StripeDelivery[] = [];
  const pending = new Set<Promise<unknown>>();
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  let base = '';

  function sign(payload: string, timestamp = now(), secret = webhookSecret): string {
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  function event(type: string, object: Json): Json {
    return { id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created: now(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
  }

  async function deliver(evt: Json): Promise<StripeDelivery> {
    if (!webhookUrl) throw new Error('The Stripe peer has no webhook URL');
    const payload = JSON.stringify(evt);
    const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) }, body: payload });
    const delivery = { event: evt, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  /** Sends events one after the other once the current answer has gone (as Stripe does). */
  function deliverLater(events: Json[]): void {
    const run = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const evt of events) await deliver(evt);
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  function subscriptionItem(price: Json, start: number, end: number): Json {
    return { id: id('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end };
  }

  function months(price: Json): number {
    const recurring = price.recurring as { interval: string } | undefined;
    return recurring?.interval === 'year' ? 12 : 1;
  }

  function invoice(subscription: Json, amount: number, paid: boolean, period: { start: number; end: number }, failure?: string): Json {
    const item = ((subscription.items as { data: Json[] }).data[0] ?? {}) as Json;
    const price = (item.price ?? {}) as Json;
    const invoiceId = id('in');
    if (paid && amount > 0) {
      const paymentIntent = id('pi');
      const currency = price.currency ?? 'eur';
      charges.set(paymentIntent, { id: id('ch'), object: 'charge', amount, amount_refunded: 0, currency, paid: true, refunded: false, payment_intent: paymentIntent, customer: subscription.customer, created: now() });
      invoicePayments.set(invoiceId, { id: id('inpay'), object: 'invoice_payment', invoice: invoiceId, amount_paid: amount, amount_requested: amount, currency, is_default: true, status: 'paid', payment: { type: 'payment_intent', payment_intent: paymentIntent }, created: now() });
    }
    return {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      currency: price.currency ?? 'eur',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      created: now(),
      status: paid ? 'paid' : 'open',
      lines: { object: 'list', data: [{ id: id('il'), object: 'line_item', amount, currency: price.currency ?? 'eur', period }], has_more: false },
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata ?? {} } },
      last_finalization_error: failure ? { type: 'card_error', code: 'card_declined', message: failure } : null,
    };
  }

  function priceFrom(params: Json): Json | null {
    if (typeof params.price === 'string') return prices.get(params.price) ?? null;
    const data = params.price_data as Json | undefined;
    if (!data) return null;
    return { id: id('price'), object: 'price', product: data.product, currency: data.currency, unit_amount: Number(data.unit_amount), recurring: data.recurring, active: true };
  }

  async function route(request: PeerRequest, params: Json): Promise<PeerResponse> {
    const { method, path } = request;
    let match: RegExpMatchArray | null;

    if (method === 'POST' && path === '/v1/products') {
      if (!params.name) return stripeError(400, 'invalid_request_error', 'Missing required param: name.', 'parameter_missing');
      const product = { id: id('prod'), object: 'product', name: params.name, active: true, metadata: params.metadata ?? {}, created: now() };
      products.set(product.id, product);
      return { status: 200, body: product };
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/products\/([\w]+)$/))) {
      const product = products.get(match[1] ?? '');
      if (!product) return stripeError(404, 'invalid_request_error', `No such product: '${match[1]}'`, 'resource_missing');
      Object.assign(product, params.name ? { name: params.name } : {});
      return { status: 200, body: product };
    }
    if (method === 'POST' && path === '/v1/prices') {
      if (!products.has(String(params.product))) return stripeError(400, 'invalid_request_error', `No such product: '${String(params.product)}'`, 'resource_missing');
      const amount = Number(params.unit_amount);
      if (!Number.isInteger(amount) || amount < 0) return stripeError(400, 'invalid_request_error', 'Invalid integer: unit_amount', 'parameter_invalid_integer');
      const price = { id: id('price'), object: 'price', product: params.product, currency: params.currency, unit_amount: amount, recurring: params.recurring, active: true, metadata: params.metadata ?? {} };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {}, created: now() };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (params.mode !== 'subscription') return stripeError(400, 'invalid_request_error', 'This peer supports mode=subscription only.', 'parameter_invalid');
      if (!params.success_url) return stripeError(400, 'invalid_request_error', 'Missing required param: success_url.', 'parameter_missing');
      if (params.customer && !customers.has(String(params.customer))) return stripeError(400, 'invalid_request_error', `No such customer: '${String(params.customer)}'`, 'resource_missing');
      const lineItems = (params.line_items as Json[] | undefined) ?? [];
      const price = lineItems[0] ? priceFrom(lineItems[0]) : null;
      if (!price) return stripeError(400, 'invalid_request_error', 'line_items[0] needs a price or price_data.', 'parameter_missing');
      const sessionId = id('cs_test');
      const trialDays = Number((params.subscription_data as Json | undefined)?.trial_period_days ?? 0);
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        amount_total: trialDays > 0 ? 0 : Number(price.unit_amount),
        currency: price.currency,
        subscription: null,
        url: `${base}/c/pay/${sessionId}`,
        created: now(),
        expires_at: now() + 86_400,
        peer: { price, trialDays, subscriptionMetadata: (params.subscription_data as Json | undefined)?.metadata ?? {} },
      };
      sessions.set(sessionId, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(String(params.customer))) return stripeError(400, 'invalid_request_error', `No such customer: '${String(params.customer)}'`, 'resource_missing');
      const portal = { id: id('bps'), object: 'billing_portal.session', customer: params.customer, return_url: params.return_url ?? null, url: '', created: now() };
      portal.url = `${base}/p/session/${portal.id}`;
      portals.set(portal.id, portal);
      return { status: 200, body: portal };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const filter = qs.parse(request.query.toString()) as { invoice?: string; payment?: { payment_intent?: string } };
      const data = [...invoicePayments.values()].filter(
        (payment) => (!filter.invoice || payment.invoice === filter.invoice) && (!filter.payment?.payment_intent || (payment.payment as Json).payment_intent === filter.payment.payment_intent),
      );
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(String(params.payment_intent ?? ''), params);
    if ((match = path.match(/^\/v1\/subscriptions\/(\w+)$/))) {
      const subscription = subscriptions.get(match[1] ?? '');
      if (!subscription) return stripeError(404, 'invalid_request_error', `No such subscription: '${match[1]}'`, 'resource_missing');
      if (method === 'GET') return { status: 200, body: subscription };
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        deliverLater([event('customer.subscription.deleted', { ...subscription })]);
        return { status: 200, body: subscription };
      }
      if (method === 'POST') return updateSubscription(subscription, params);
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /** Refunds a PaymentIntent's charge in full; Stripe then sends charge.refunded. */
  function refund(paymentIntent: string, params: Json): PeerResponse {
    const charge = charges.get(paymentIntent);
    if (!charge) return stripeError(400, 'invalid_request_error', `No such payment_intent: '${paymentIntent}'`, 'resource_missing');
    if (charge.refunded) return stripeError(400, 'invalid_request_error', `Charge ${String(charge.id)} has already been refunded.`, 'charge_already_refunded');
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    const created = { id: id('re'), object: 'refund', amount: charge.amount, currency: charge.currency, charge: charge.id, payment_intent: paymentIntent, reason: params.reason ?? null, metadata: params.metadata ?? {}, status: 'succeeded', created: now() };
    deliverLater([event('charge.refunded', structuredClone(charge))]);
    return { status: 200, body: created };
  }

  function updateSubscription(subscription: Json, params: Json): PeerResponse {
    const events: Json[] = [];
    if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true' || params.cancel_at_period_end === true;
    const items = params.items as Json[] | undefined;
    if (items?.[0]) {
      const current = (subscription.items as { data: Json[] }).data[0] as Json;
      const price = priceFrom(items[0]);
      if (!price) return stripeError(400, 'invalid_request_error', 'items[0] needs a price or price_data.', 'parameter_missing');
      const start = Number(current.current_period_start);
      const end = Number(current.current_period_end);
      const oldAmount = Number((current.price as Json).unit_amount);
      const intervalChanges = months(price) !== months(current.price as Json);
      const at = now();
      const share = end > start ? Math.max(end - at, 0) / (end - start) : 0;
      const credit = Math.round(oldAmount * share);
      const charge = intervalChanges ? Number(price.unit_amount) : Math.round(Number(price.unit_amount) * share);
      const periodStart = intervalChanges ? at : start;
      const periodEnd = intervalChanges ? addMonths(at, months(price)) : end;
      (subscription.items as { data: Json[] }).data = [{ ...subscriptionItem(price, periodStart, periodEnd), id: current.id }];
      if (params.proration_behavior === 'always_invoice' && charge - credit > 0) events.push(event('invoice.paid', invoice(subscription, charge - credit, true, { start: at, end: periodEnd })));
    }
    events.unshift(event('customer.subscription.updated', structuredClone(subscription)));
    deliverLater(events);
    return { status: 200, body: subscription };
  }

  function publicSession(session: Json): Json {
    const { peer: _internal, ...visible } = session;
    return visible;
  }

  /** The hosted payment page: a card field and a Pay button. */
  function payPage(session: Json, message?: string): PeerResponse {
    const price = (session.peer as Json).price as Json;
    const amount = (Number(session.amount_total) / 100).toFixed(2);
    return {
      status: 200,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test checkout</title></head><body>
<main><h1>Pay ${escapeHtml(amount)} ${escapeHtml(String(price.currency).toUpperCase())}</h1>
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/c/pay/${escapeHtml(String(session.id))}">
<label for="card">Card number</label><input id="card" name="card" value="4242424242424242" autocomplete="cc-number">
<button type="submit">Pay</button></form>
${session.cancel_url ? `<a href="${escapeHtml(String(session.cancel_url))}">Back</a>` : ''}</main></body></html>`,
    };
  }

  async function pay(session: Json, card: string): Promise<PeerResponse> {
    if (session.status === 'complete') return { status: 303, redirect: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)) };
    const internal = session.peer as Json;
    const price = internal.price as Json;
    const trialDays = Number(internal.trialDays);
    const start = now();
    const end = trialDays > 0 ? start + trialDays * 86_400 : addMonths(start, months(price));
    const subscription: Json = {
      id: (session.subscription as string | null) ?? id('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      cancel_at_period_end: false,
      metadata: internal.subscriptionMetadata,
      created: start,
      items: { object: 'list', data: [subscriptionItem(price, start, end)] },
    };
    if (card.replace(/\s/g, '') === DECLINED_CARD) {
      subscription.status = 'incomplete';
      await deliver(event('invoice.payment_failed', invoice(subscription, Number(price.unit_amount), false, { start, end }, 'Your card was declined.')));
      return payPage(session, 'Your card was declined.');
    }
    subscriptions.set(String(subscription.id), subscription);
    Object.assign(session, { status: 'complete', payment_status: trialDays > 0 ? 'no_payment_required' : 'paid', subscription: subscription.id });
    await deliver(event('checkout.session.completed', publicSession(session)));
    await deliver(event('invoice.paid', invoice(subscription, trialDays > 0 ? 0 : Number(price.unit_amount), true, { start, end })));
    return { status: 303, redirect: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id)) };
  }

  async function handle(request: PeerRequest): Promise<PeerResponse> {
    let match: RegExpMatchArray | null;
    if ((match = request.path.match(/^\/c\/pay\/(\w+)$/))) {
      const session = sessions.get(match[1] ?? '');
      if (!session) return { status: 404, html: '<p>This checkout does not exist.</p>' };
      if (request.method === 'GET') return payPage(session);
      const form = new URLSearchParams(request.body);
      return pay(session, form.get('card') ?? '');
    }
    if ((match = request.path.match(/^\/p\/session\/(\w+)$/))) {
      const portal = portals.get(match[1] ?? '');
      if (!portal) return { status: 404, html: '<p>This session has expired.</p>' };
      return { status: 200, html: `<!doctype html><html lang="en"><head><title>Billing portal</title></head><body><h1>Manage your billing</h1><a href="${escapeHtml(String(portal.return_url ?? '/'))}">Return</a></body></html>` };
    }
    if (!request.path.startsWith('/v1/')) return { status: 404, html: '<p>Not found</p>' };

    const idempotencyKey = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    requests.push({ method: request.method, path: request.path, idempotencyKey });
    if (outage !== null) return stripeError(outage, 'api_error', 'An unknown error occurred; please try again.');
    if (request.headers.authorization !== `Bearer ${secretKey}`) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.', 'api_key_invalid');
    const params = qs.parse(request.body, { depth: 10, arrayLimit: 100 }) as Json;

    if (idempotencyKey && request.method === 'POST') {
      const fingerprint = createHash('sha256').update(`${request.method} ${request.path} ${request.body}`).digest('hex');
      const seen = idempotency.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint)
        return stripeError(400, 'idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`);
      if (seen) return { ...seen.response, headers: { ...seen.response.headers, 'idempotent-replayed': 'true' } };
      const response = await route(request, params);
      if (response.status < 500) idempotency.set(idempotencyKey, { fingerprint, response });
      return { ...response, headers: { ...response.headers, 'idempotency-key': idempotencyKey } };
    }
    return route(request, params);
  }

  const server = await startHttpPeer(handle);
  base = server.url;

  return {
    url: server.url,
    secretKey,
    webhookSecret,
    products,
    prices,
    customers,
    sessions,
    subscriptions,
    deliveries,
    requests,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** Every /v1 call answers `status` with Stripe's api_error body until set back to null. */
    setOutage(status: number | null) {
      outage = status;
    },
    sign,
    event,
    invoice,
    deliver,
    charges,
    invoicePayments,
    /** A refund made in Stripe's dashboard: the invoice's charge is refunded and charge.refunded follows. */
    refundFromDashboard(invoiceId: string) {
      const payment = invoicePayments.get(invoiceId);
      return refund(String((payment?.payment as Json | undefined)?.payment_intent ?? ''), { reason: 'requested_by_customer' });
    },
    /** Resolves once every event queued so far has been delivered. */
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    /** Pays a session as the hosted page would (the browser's POST), returning where it redirects. */
    async pay(sessionId: string, card = '4242424242424242') {
      const response = await fetch(`${server.url}/c/pay/${sessionId}`, { method: 'POST', body: new URLSearchParams({ card }), redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') };
    },
    close: server.close,
  };
}

export type StripePeer = Awaited<ReturnType<typeof startStripePeer>>;
