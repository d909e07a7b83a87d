import Type from 'typebox';
import { defineEvent } from '@cadence/contracts';

/** A test event: `seq` numbers the events of one key, so order per key can be checked. */
export const itemChanged = defineEvent({
  name: 'shop.item.changed',
  version: 1,
  payload: Type.Object({ itemId: Type.String({ minLength: 1 }), seq: Type.Integer({ minimum: 0 }) }),
  key: (payload) => payload.itemId,
});

export const orderPlaced = defineEvent({
  name: 'shop.order.placed',
  version: 1,
  payload: Type.Object({ orderId: Type.Integer(), total: Type.Number() }),
  key: (payload) => String(payload.orderId),
});
