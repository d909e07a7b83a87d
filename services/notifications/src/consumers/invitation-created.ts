import { invitationCreated } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { findActiveByEmail } from '../features/recipients/recipients.repository';
import { invitationContent } from '../features/delivery/content';
import type { Delivery } from '../features/delivery/deliver';

/**
 * auth.invitation.created → when the invited address belongs to an account this service
 * knows, that user is told in the app too (the invitation e-mail with its link comes from
 * auth). An unknown address gets nothing here.
 */
export function notifyInvitee(delivery: Delivery) {
  return defineHandler({
    event: invitationCreated,
    async handle(tx, payload) {
      const invitee = await findActiveByEmail(tx, payload.email);
      if (!invitee) return;
      await delivery.deliver(
        tx,
        [invitee],
        invitationContent({ inviterName: payload.inviterName, workspaceName: payload.workspaceName, role: payload.role }),
        { workspaceId: payload.workspaceId },
      );
    },
  });
}
