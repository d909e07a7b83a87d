import { createHmac, randomBytes } from 'node:crypto';
import { escapeHtml, startHttpPeer, type PeerRequest, type PeerResponse } from './http-peer';

/**
 * A local PayPal REST API written to PayPal's documentation: OAuth 2.0 client credentials
 * (POST /v1/oauth2/token with Basic auth), catalog products, billing plans, subscriptions
 * (create → APPROVAL_PENDING with an approve link, get, revise with its own approve link and
 * BILLING.SUBSCRIPTION.UPDATED once the payer agrees, cancel), sale refunds (full, once, with
 * PAYMENT.SALE.REFUNDED), the approve pages a
 * browser can click, PayPal-Request-Id replay, error bodies {name, message, debug_id, details},
 * webhook delivery with PAYPAL-* transmission headers, and
 * POST /v1/notifications/verify-webhook-signature.
 */

type Json = Record<string, unknown>;

export interface PaypalPeerOptions {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  webhookUrl?: string;
}

const id = (prefix: string, length = 8) => `${prefix}${randomBytes(length).toString('hex').toUpperCase()}`;
const iso = (date = new Date()) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function paypalError(status: number, name: string, message: string, details: { issue: string; description: string; field?: string }[] = []): PeerResponse {
  return { status, body: { name, message, debug_id: randomBytes(6).toString('hex'), details, links: [] } };
}

export async function startPaypalPeer(options: PaypalPeerOptions = {}) {
  const clientId = options.clientId ?? id('client-', 6);
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const webhookId = options.webhookId ?? id('WH-', 8);
  const signingKey = randomBytes(32);
  let webhookUrl = options.webhookUrl ?? null;
  let outage: number | null = null;
  let base = '';

  const tokens = new Set<string>();
  const products = new Map<string, Json>();
  const plans = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const sales = new Map<string, Json>();
  const requestIds = new Map<string, PeerResponse>();
  const deliveries: { event: Json; status: number }[] = [];

  const crc32 = (text: string) => {
    let crc = 0xffffffff;
    for (const byte of Buffer.from(text)) {
      crc ^= byte;
      for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
    return (crc ^ 0xffffffff) >>> 0;
  };
  /** PayPal signs "<transmission id>|<time>|<webhook id>|<crc32 of body>"; this peer signs with its own key and checks the same way. */
  const signatureOf = (transmissionId: string, time: string, hookId: string, body: string) =>
    createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${hookId}|${crc32(body)}`).digest('base64');

  function event(eventType: string, resource: Json): Json {
    return { id: id('WH-', 10), event_version: '1.0', create_time: iso(), resource_type: eventType.startsWith('PAYMENT.SALE') ? 'sale' : 'subscription', event_type: eventType, summary: eventType, resource };
  }

  function headersFor(body: string, time = iso()) {
    const transmissionId = randomBytes(16).toString('hex');
    return {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${base}/v1/notifications/certs/CERT-local`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': time,
      'paypal-transmission-sig': signatureOf(transmissionId, time, webhookId, body),
    };
  }

  async function deliver(evt: Json): Promise<{ status: number }> {
    if (!webhookUrl) throw new Error('The PayPal peer has no webhook URL');
    const body = JSON.stringify(evt);
    const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headersFor(body) }, body });
    await response.text();
    deliveries.push({ event: evt, status: response.status });
    return { status: response.status };
  }

  function json(request: PeerRequest): Json {
    try {
      return request.body ? (JSON.parse(request.body) as Json) : {};
    } catch {
      return {};
    }
  }

  function subscriptionView(subscription: Json): Json {
    const { peer: _internal, ...visible } = subscription;
    return visible;
  }

  async function api(request: PeerRequest): Promise<PeerResponse> {
    const { method, path } = request;
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return { status: 200, body: { scope: 'https://uri.paypal.com/services/subscriptions', access_token: token, token_type: 'Bearer', app_id: 'APP-LOCAL', expires_in: 32_400, nonce: randomBytes(8).toString('hex') } };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };
    const body = json(request);

    if (method === 'POST' && path === '/v1/catalogs/products') {
      if (!body.name) return paypalError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', [{ field: '/name', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field / parameter is missing.' }]);
      const product = { id: id('PROD-', 6), name: body.name, type: body.type ?? 'SERVICE', category: body.category ?? null, create_time: iso() };
      products.set(product.id, product);
      return { status: 201, body: product };
    }
    if (method === 'POST' && path === '/v1/billing/plans') {
      if (!products.has(String(body.product_id))) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', [{ issue: 'INVALID_PRODUCT_ID', description: 'Invalid product id.' }]);
      const plan = { id: id('P-', 12), product_id: body.product_id, name: body.name, status: body.status ?? 'ACTIVE', billing_cycles: body.billing_cycles, payment_preferences: body.payment_preferences, create_time: iso() };
      plans.set(plan.id, plan);
      return { status: 201, body: plan };
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      const plan = plans.get(String(body.plan_id));
      if (!plan) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed, semantically incorrect, or failed business validation.', [{ issue: 'INVALID_PARAMETER_VALUE', description: 'The plan id is invalid.', field: '/plan_id' }]);
      const context = (body.application_context ?? {}) as Json;
      const subscriptionId = id('I-', 6);
      const token = id('BA-', 8);
      const override = ((body.plan as Json | undefined)?.billing_cycles as Json[] | undefined)?.[0];
      const cycle = ((plan.billing_cycles as Json[])[0] ?? {}) as Json;
      const price = ((override?.pricing_scheme ?? cycle.pricing_scheme) as Json).fixed_price as Json;
      const subscription: Json = {
        id: subscriptionId,
        plan_id: plan.id,
        custom_id: body.custom_id ?? null,
        status: 'APPROVAL_PENDING',
        status_update_time: iso(),
        start_time: body.start_time ?? iso(),
        create_time: iso(),
        links: [
          { href: `${base}/webapps/billing/subscriptions?ba_token=${token}`, rel: 'approve', method: 'GET' },
          { href: `${base}/v1/billing/subscriptions/${subscriptionId}`, rel: 'self', method: 'GET' },
        ],
        peer: { token, returnUrl: context.return_url, cancelUrl: context.cancel_url, price, unit: (cycle.frequency as Json).interval_unit },
      };
      subscriptions.set(subscriptionId, subscription);
      return { status: 201, body: subscriptionView(subscription) };
    }
    if ((match = path.match(/^\/v1\/billing\/subscriptions\/([\w-]+)(\/revise|\/cancel)?$/))) {
      const subscription = subscriptions.get(match[1] ?? '');
      if (!subscription) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [{ issue: 'INVALID_RESOURCE_ID', description: 'Invalid subscription id.' }]);
      if (method === 'GET' && !match[2]) return { status: 200, body: subscriptionView(subscription) };
      if (method === 'POST' && match[2] === '/revise') {
        const plan = plans.get(String(body.plan_id));
        if (!plan) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed.', [{ issue: 'INVALID_PARAMETER_VALUE', description: 'The plan id is invalid.', field: '/plan_id' }]);
        // PayPal keeps billing the current plan until the payer approves the switch on its page.
        const context = (body.application_context ?? {}) as Json;
        const token = id('BA-', 8);
        (subscription.peer as Json).revision = { planId: plan.id, token, returnUrl: context.return_url, cancelUrl: context.cancel_url };
        return {
          status: 200,
          body: { plan_id: plan.id, plan_overridden: false, links: [{ href: `${base}/webapps/billing/subscriptions?ba_token=${token}`, rel: 'approve', method: 'GET' }] },
        };
      }
      if (method === 'POST' && match[2] === '/cancel') {
        if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') return paypalError(422, 'UNPROCESSABLE_ENTITY', 'The requested action could not be performed.', [{ issue: 'SUBSCRIPTION_STATUS_INVALID', description: 'Invalid subscription status for cancel action.' }]);
        subscription.status = 'CANCELLED';
        subscription.status_update_time = iso();
        void deliver(event('BILLING.SUBSCRIPTION.CANCELLED', subscriptionView(subscription)));
        return { status: 204 };
      }
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/payments\/sale\/([\w-]+)\/refund$/))) {
      const sale = sales.get(match[1] ?? '');
      if (!sale) return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [{ issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' }]);
      if (sale.state === 'refunded') return paypalError(400, 'TRANSACTION_REFUSED', 'The request was refused.', [{ issue: 'TRANSACTION_ALREADY_REFUNDED', description: 'The sale has been refunded already.' }]);
      sale.state = 'refunded';
      const refund = { id: id('', 8), state: 'completed', amount: sale.amount, sale_id: sale.id, create_time: iso(), update_time: iso(), links: [] };
      void deliver(event('PAYMENT.SALE.REFUNDED', refund)).catch(() => undefined);
      return { status: 201, body: refund };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const eventBody = JSON.stringify(body.webhook_event);
      const ok =
        body.webhook_id === webhookId &&
        typeof body.transmission_id === 'string' &&
        typeof body.transmission_time === 'string' &&
        body.transmission_sig === signatureOf(body.transmission_id, body.transmission_time, String(body.webhook_id), eventBody);
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.');
  }

  function revisionPage(revision: Json): PeerResponse {
    const plan = plans.get(String(revision.planId)) ?? {};
    return {
      status: 200,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal test approval</title></head><body><main>
<h1>Change your subscription to ${escapeHtml(String(plan.name ?? revision.planId))}</h1>
<form method="post" action="/webapps/billing/subscriptions?ba_token=${escapeHtml(String(revision.token))}"><button type="submit">Agree &amp; Continue</button></form>
${revision.cancelUrl ? `<a href="${escapeHtml(String(revision.cancelUrl))}">Cancel and return</a>` : ''}</main></body></html>`,
    };
  }

  /** The payer approves a revision: the subscription names the new plan and PayPal says so (BILLING.SUBSCRIPTION.UPDATED). */
  async function approveRevision(subscription: Json, revision: Json): Promise<PeerResponse> {
    const internal = subscription.peer as Json;
    if (internal.revision === revision) {
      const plan = plans.get(String(revision.planId)) ?? {};
      const cycle = ((plan.billing_cycles as Json[] | undefined)?.[0] ?? {}) as Json;
      subscription.plan_id = revision.planId;
      subscription.status_update_time = iso();
      internal.price = (cycle.pricing_scheme as Json | undefined)?.fixed_price ?? internal.price;
      internal.unit = (cycle.frequency as Json | undefined)?.interval_unit ?? internal.unit;
      internal.revision = null;
      if (!internal.holdUpdates) await deliver(event('BILLING.SUBSCRIPTION.UPDATED', subscriptionView(subscription)));
    }
    const back = new URL(String(revision.returnUrl));
    back.searchParams.set('subscription_id', String(subscription.id));
    back.searchParams.set('ba_token', String(revision.token));
    back.searchParams.set('token', String(revision.token));
    return { status: 303, redirect: back.toString() };
  }

  function approvePage(subscription: Json): PeerResponse {
    const internal = subscription.peer as Json;
    const price = internal.price as Json;
    return {
      status: 200,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal test approval</title></head><body><main>
<h1>Subscribe for ${escapeHtml(String(price.value))} ${escapeHtml(String(price.currency_code))}</h1>
<form method="post" action="/webapps/billing/subscriptions?ba_token=${escapeHtml(String(internal.token))}"><button type="submit">Agree &amp; Subscribe</button></form>
${internal.cancelUrl ? `<a href="${escapeHtml(String(internal.cancelUrl))}">Cancel and return</a>` : ''}</main></body></html>`,
    };
  }

  /** The payer approves: the subscription is active, the first sale completes, both are notified, the browser returns. */
  async function approve(subscription: Json): Promise<PeerResponse> {
    const internal = subscription.peer as Json;
    if (subscription.status === 'APPROVAL_PENDING') {
      const price = internal.price as Json;
      subscription.status = 'ACTIVE';
      subscription.status_update_time = iso();
      const next = new Date();
      next.setUTCMonth(next.getUTCMonth() + (internal.unit === 'YEAR' ? 12 : 1));
      subscription.billing_info = { next_billing_time: iso(next), last_payment: { amount: price, time: iso() }, failed_payments_count: 0 };
      await deliver(event('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionView(subscription)));
      const sale = { id: id('', 8), state: 'completed', amount: { total: price.value, currency: price.currency_code }, billing_agreement_id: subscription.id, custom: subscription.custom_id, create_time: iso() };
      sales.set(sale.id, sale);
      await deliver(event('PAYMENT.SALE.COMPLETED', sale));
    }
    const back = new URL(String(internal.returnUrl));
    back.searchParams.set('subscription_id', String(subscription.id));
    back.searchParams.set('ba_token', String(internal.token));
    back.searchParams.set('token', String(internal.token));
    return { status: 303, redirect: back.toString() };
  }

  async function handle(request: PeerRequest): Promise<PeerResponse> {
    if (request.path === '/webapps/billing/subscriptions') {
      const token = request.query.get('ba_token');
      const revised = [...subscriptions.values()].find((candidate) => ((candidate.peer as Json).revision as Json | null | undefined)?.token === token);
      if (revised) {
        const revision = (revised.peer as Json).revision as Json;
        return request.method === 'POST' ? approveRevision(revised, revision) : revisionPage(revision);
      }
      const subscription = [...subscriptions.values()].find((candidate) => (candidate.peer as Json).token === token);
      if (!subscription) return { status: 404, html: '<p>This link has expired.</p>' };
      return request.method === 'POST' ? approve(subscription) : approvePage(subscription);
    }
    if (outage !== null) return paypalError(outage, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
    const key = typeof request.headers['paypal-request-id'] === 'string' ? `${request.path}:${request.headers['paypal-request-id']}` : null;
    if (key && request.method === 'POST') {
      const seen = requestIds.get(key);
      if (seen) return seen;
      const response = await api(request);
      if (response.status < 500) requestIds.set(key, response);
      return response;
    }
    return api(request);
  }

  const server = await startHttpPeer(handle);
  base = server.url;

  return {
    url: server.url,
    clientId,
    clientSecret,
    webhookId,
    products,
    plans,
    subscriptions,
    sales,
    deliveries,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    setOutage(status: number | null) {
      outage = status;
    },
    /** Approving a revision changes the subscription but sends no notice (as when a webhook is lost). */
    holdUpdates(subscriptionId: string, hold: boolean) {
      const subscription = subscriptions.get(subscriptionId);
      if (subscription) (subscription.peer as Json).holdUpdates = hold;
    },
    event,
    deliver,
    /** Signed headers for a body, as PayPal sends them (for tests that post notifications themselves). */
    headersFor,
    /** Clicks "Agree & Subscribe" on the approve page of `approveUrl`; returns where the browser is sent. */
    async approve(approveUrl: string) {
      const response = await fetch(approveUrl, { method: 'POST', redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') };
    },
    close: server.close,
  };
}

export type PaypalPeer = Awaited<ReturnType<typeof startPaypalPeer>>;
