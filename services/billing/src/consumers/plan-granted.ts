import { planGranted } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { grantFromUsersAdmin } from '../features/subscriptions/subscriptions.service';

/**
 * auth.plan.granted (staff set a client's plans in the users admin) → the owned workspace's
 * subscription is a staff grant of that plan until the end staff chose, announced with
 * billing.entitlements.changed like any grant, so the client has what staff gave.
 */
export const grantOnUsersAdminPlan = defineHandler({
  event: planGranted,
  async handle(tx, payload) {
    await grantFromUsersAdmin(tx, payload);
  },
});
