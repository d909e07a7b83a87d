import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { Id, IdParams, IsoDate, Strict } from '../schema';

/** The application server's VAPID public key (base64url, uncompressed P-256 point). */
export const PushKey = Type.Object({ public_key: Type.String() });
export type PushKey = Static<typeof PushKey>;

/** One browser subscribed to the caller's notifications. The keys stay on the server. */
export const BrowserSubscription = Type.Object({
  id: Id,
  endpoint: Type.String(),
  label: Type.String(),
  created_at: IsoDate,
});
export type BrowserSubscription = Static<typeof BrowserSubscription>;

/** A browser's `PushSubscription.toJSON()` plus a label (e.g. "Firefox on Linux"). */
export const CreatePushSubscriptionBody = Strict({
  endpoint: Type.String({ minLength: 8, maxLength: 2048 }),
  keys: Strict({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url without padding.
    p256dh: Type.String({ minLength: 87, maxLength: 88, pattern: '^[A-Za-z0-9_-]+=?$' }),
    auth: Type.String({ minLength: 22, maxLength: 24, pattern: '^[A-Za-z0-9_-]+=*$' }),
  }),
  label: Type.Optional(Type.String({ maxLength: 120 })),
});
export type CreatePushSubscriptionBody = Static<typeof CreatePushSubscriptionBody>;

export const getPushKey = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/push/key',
  summary: 'The VAPID public key browsers subscribe with',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  response: PushKey,
});

export const listPushSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/push/subscriptions',
  summary: "The caller's subscribed browsers",
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  response: Type.Array(BrowserSubscription),
});

export const createPushSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/push/subscriptions',
  summary: 'Subscribe this browser to push (the same endpoint again updates its keys)',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  body: CreatePushSubscriptionBody,
  response: BrowserSubscription,
  status: 201,
});

export const deletePushSubscription = defineEndpoint({
  method: 'DELETE',
  path: '/api/notifications/push/subscriptions/:id',
  summary: 'Unsubscribe one of the caller’s browsers',
  tags: ['notifications'],
  auth: 'user',
  roles: 'none',
  params: IdParams,
  response: Type.Object({ deleted: Type.Boolean() }),
});
