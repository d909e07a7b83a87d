import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IsoDate, StringEnum, Strict } from '../schema';
import { BillingIntervalSchema } from './plans.contracts';
import { PaymentMethodSchema } from './payments.contracts';
import { PriceQuote } from './coupons.contracts';
import { EntitlementsSchema } from './entitlements';

export const CheckoutBody = Strict({
  planId: Id,
  interval: BillingIntervalSchema,
  method: PaymentMethodSchema,
  couponCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type CheckoutBody = Static<typeof CheckoutBody>;

/** Where to send the browser; the provider returns it to PUBLIC_URL/success?session=<id>. */
export const CheckoutStarted = Type.Object({
  id: Type.String(),
  url: Type.String(),
  quote: PriceQuote,
});
export type CheckoutStarted = Static<typeof CheckoutStarted>;

/** open: waiting for the payer; completed: paid and subscribed; failed: declined; expired: abandoned. */
export const CHECKOUT_STATUSES = ['open', 'completed', 'failed', 'expired'] as const;
export type CheckoutStatusValue = (typeof CHECKOUT_STATUSES)[number];

export const CheckoutStatus = Type.Object({
  id: Type.String(),
  status: StringEnum(CHECKOUT_STATUSES),
  planName: Type.String(),
  interval: BillingIntervalSchema,
  method: PaymentMethodSchema,
  amount: Type.Integer(),
  currency: Type.String(),
  failed_reason: Type.Union([Type.String(), Type.Null()]),
  completedAt: Type.Union([IsoDate, Type.Null()]),
});
export type CheckoutStatus = Static<typeof CheckoutStatus>;

export const CheckoutParams = Strict({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });

export const PortalSession = Type.Object({ url: Type.String() });

/** Which payment methods the platform can take right now (a provider is on when configured). */
export const PaymentProviders = Type.Object({ card: Type.Boolean(), paypal: Type.Boolean() });
export type PaymentProviders = Static<typeof PaymentProviders>;

const billing = ['billing'] as const;

export const startCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/billing/checkout',
  summary: "Start paying for a plan; answers the provider's page to send the browser to",
  tags: billing,
  auth: 'user',
  roles: ROLES.owner,
  body: CheckoutBody,
  response: CheckoutStarted,
  status: 201,
});

export const getCheckoutStatus = defineEndpoint({
  method: 'GET',
  path: '/api/billing/checkout/:id/status',
  summary: "A checkout's outcome, for the success page (the caller's workspace only)",
  tags: billing,
  auth: 'user',
  roles: ROLES.owner,
  params: CheckoutParams,
  response: CheckoutStatus,
});

export const openBillingPortal = defineEndpoint({
  method: 'POST',
  path: '/api/billing/portal',
  summary: "The card provider's customer portal (payment method, invoices) for the caller's workspace",
  tags: billing,
  auth: 'user',
  roles: ROLES.owner,
  response: PortalSession,
});

export const getEntitlements = defineEndpoint({
  method: 'GET',
  path: '/api/billing/entitlements',
  summary: "What the caller's workspace may do and how much of it",
  tags: billing,
  auth: 'user',
  roles: ROLES.members,
  response: EntitlementsSchema,
});

export const getPaymentProviders = defineEndpoint({
  method: 'GET',
  path: '/api/billing/providers',
  summary: 'Payment methods on offer (no sign-in)',
  tags: billing,
  auth: 'public',
  response: PaymentProviders,
});

/** Provider webhooks (raw body, signature-checked; not enveloped for the provider). */
export const STRIPE_WEBHOOK_PATH = '/api/billing/webhooks/stripe';
export const PAYPAL_WEBHOOK_PATH = '/api/billing/webhooks/paypal';
