import { memberRemoved } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { findById } from '../features/recipients/recipients.repository';
import { memberRemovedContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';

/** auth.member.removed → the removed member is told their access ended. */
export function notifyRemovedMember(delivery: Delivery) {
  return defineHandler({
    event: memberRemoved,
    async handle(tx, payload) {
      const member = (await findById(tx, payload.userId)) ?? { id: payload.userId, name: '', email: null, locale: 'en' };
      await delivery.deliver(tx, [member], memberRemovedContent());
    },
  });
}
