import { isStaff, userUpdated } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import { upsertUpdated } from '../features/recipients/recipients.repository';
import { dropWatcher, touchWatcher } from '../features/monitoring-thresholds/monitoring-thresholds.repository';

/**
 * auth.user.updated → this service's copy of the user takes the new name, e-mail, status,
 * plans and language (unless a later change was already applied). Nothing is notified. When the
 * event carries the user's access, the monitoring alerts' watchers follow it: active staff
 * holding MonitoringServices are told of the next crossing before they ever open the screen.
 */
export const recipientOnUserUpdate = defineHandler({
  event: userUpdated,
  async handle(tx, payload, message) {
    await upsertUpdated(tx, {
      id: payload.userId,
      name: payload.name,
      email: payload.email,
      locale: payload.locale,
      status: payload.status,
      plans: payload.plans,
      occurredAt: new Date(message.occurredAt),
    });
    if (payload.roleIds === undefined || payload.permissions === undefined) return;
    const watches = payload.status === 'active' && isStaff(payload.roleIds) && payload.permissions.includes('MonitoringServices');
    await (watches ? touchWatcher(tx, payload.userId) : dropWatcher(tx, payload.userId));
  },
});
