import Type from 'typebox';
import { defineEvent } from '../event';
import { PLAN_KEYS } from './plan-catalogue';
import { StringEnum } from '../schema';

const Interval = StringEnum(['monthly', 'annual']);

/** A workspace's subscription started, changed plan or interval, was scheduled to change, was cancelled or expired. */
export const subscriptionChanged = defineEvent({
  name: 'billing.subscription.changed',
  version: 1,
  payload: Type.Object({
    workspaceId: Type.Integer(),
    subscriptionId: Type.Integer(),
    /** The people to tell (the workspace owner). */
    userIds: Type.Array(Type.Integer()),
    change: StringEnum(['started', 'upgraded', 'downgrade_scheduled', 'downgraded', 'cancel_scheduled', 'cancelled', 'resumed', 'expired', 'granted', 'renewed', 'nonprofit']),
    plan: StringEnum(PLAN_KEYS),
    planName: Type.String(),
    interval: Interval,
    status: Type.String(),
    /** When a scheduled change takes effect or the period ends; null without end. */
    effectiveAt: Type.Union([Type.String(), Type.Null()]),
  }),
  key: (payload) => String(payload.workspaceId),
});

/** What every payment event says: whose payment, how much, how, for which plan, and whom to tell. */
const paymentFields = {
  workspaceId: Type.Integer(),
  paymentId: Type.Integer(),
  userIds: Type.Array(Type.Integer()),
  amount: Type.Integer(),
  currency: Type.String(),
  method: StringEnum(['card', 'paypal']),
  planName: Type.Union([Type.String(), Type.Null()]),
};

export const paymentSucceeded = defineEvent({
  name: 'billing.payment.succeeded',
  version: 1,
  payload: Type.Object(paymentFields),
  key: (payload) => String(payload.workspaceId),
});

export const paymentRefunded = defineEvent({
  name: 'billing.payment.refunded',
  version: 1,
  payload: Type.Object(paymentFields),
  key: (payload) => String(payload.workspaceId),
});

export const paymentFailed = defineEvent({
  name: 'billing.payment.failed',
  version: 1,
  payload: Type.Object({ ...paymentFields, reason: Type.String() }),
  key: (payload) => String(payload.workspaceId),
});
