import { nonprofitApproved } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { applyNonprofit } from '../features/subscriptions/subscriptions.service';

/**
 * support.nonprofit.approved → the workspace's nonprofit discount (SPEC §1: verified through
 * support), with the ticket and staff's note as the grant's note. One discount per account: an
 * account that has it already, or a workspace without an account or subscription, changes nothing.
 */
export const grantNonprofitOnApproval = defineHandler({
  event: nonprofitApproved,
  async handle(tx, payload) {
    await applyNonprofit(tx, payload.workspaceId, payload.approvedBy, `Support ticket #${payload.ticketId}: ${payload.note}`);
  },
});
