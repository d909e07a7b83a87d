import { invitationAccepted } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { findById } from '../features/recipients/recipients.repository';
import { invitationAcceptedContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';

/**
 * auth.invitation.accepted → the inviter learns who joined. An inviter this service has no
 * copy of is still told in the app, in English (no address, no language known).
 */
export function notifyInviter(delivery: Delivery) {
  return defineHandler({
    event: invitationAccepted,
    async handle(tx, payload) {
      const inviter = (await findById(tx, payload.inviterId)) ?? { id: payload.inviterId, name: '', email: null, locale: 'en' };
      await delivery.deliver(tx, [inviter], invitationAcceptedContent({ memberName: payload.memberName }), { workspaceId: payload.workspaceId });
    },
  });
}
