import Type from 'typebox';
import { defineEvent } from '../event';

/** A new address joined the newsletter (a repeat sign-up of a subscribed address emits nothing). */
export const subscriberSubscribed = defineEvent({
  name: 'content.subscriber.subscribed',
  version: 1,
  payload: Type.Object({
    subscriberId: Type.Integer(),
    email: Type.String(),
    locale: Type.String(),
  }),
  key: (payload) => String(payload.subscriberId),
});
