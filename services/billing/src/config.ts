import Type from 'typebox';

/** A provider is switched on by its credentials; the *_API_BASE variables point the clients at other servers (tests). */
export const billingEnv = {
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** Default https://api.stripe.com. */
  STRIPE_API_BASE: Type.Optional(Type.String({ pattern: '^https?://' })),
  PAYPAL_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_WEBHOOK_ID: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_API_BASE: Type.String({ pattern: '^https?://', default: 'https://api-m.sandbox.paypal.com' }),
  /** How often periods that ended are looked at (scheduled downgrades, cancellations, trial ends). */
  BILLING_SWEEP_INTERVAL_MS: Type.Integer({ minimum: 100, maximum: 86_400_000, default: 60_000 }),
};
