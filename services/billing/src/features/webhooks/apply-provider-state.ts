import type { Executor } from '@cadence/db';
import type { SubscriptionStatus } from '@cadence/contracts';
import { announce } from '../subscriptions/subscription-events';
import * as subscriptions from '../subscriptions/subscriptions.repository';

export interface ProviderState {
  status: SubscriptionStatus;
  /** The provider's period end, when it says. */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  /** When the provider produced this state: an older state than the one applied changes nothing. */
  at: Date;
}

/** Applies a provider's view of a subscription unless a newer one was applied already. Returns whether anything changed. */
export async function applyProviderState(tx: Executor, providerSubscriptionId: string, state: ProviderState): Promise<boolean> {
  const row = await subscriptions.lockByProviderRef(tx, providerSubscriptionId);
  if (!row) return false;
  if (row.providerUpdatedAt && state.at.getTime() <= row.providerUpdatedAt.getTime()) return false;
  let status = state.status;
  let scheduledKind = row.scheduledKind;
  if (state.cancelAtPeriodEnd === true && status === 'active') {
    status = 'cancelled';
    scheduledKind = 'cancel';
  }
  if (state.cancelAtPeriodEnd === false && row.scheduledKind === 'cancel') scheduledKind = null;
  const periodEnd = state.periodEnd && (!row.currentPeriodEnd || state.periodEnd > row.currentPeriodEnd) ? state.periodEnd : row.currentPeriodEnd;
  const next = await subscriptions.update(tx, row.id, {
    status,
    scheduledKind,
    ...(scheduledKind === null && row.scheduledKind === 'cancel' && { scheduledPlanId: null, scheduledInterval: null }),
    currentPeriodEnd: periodEnd,
    providerUpdatedAt: state.at,
  });
  if (next.status !== row.status) {
    const change = next.status === 'expired' ? 'expired' : next.status === 'cancelled' ? 'cancel_scheduled' : 'renewed';
    await announce(tx, next, change, { entitlements: true });
  }
  return true;
}

/** A renewal paid: the period moves forward (never back) and a past-due subscription is active again. */
export async function extendPeriod(tx: Executor, row: subscriptions.SubscriptionRow, start: Date, end: Date): Promise<subscriptions.SubscriptionRow> {
  if (row.currentPeriodEnd && end <= row.currentPeriodEnd && row.status !== 'past_due') return row;
  const renewed = row.currentPeriodEnd !== null && end > row.currentPeriodEnd;
  const status = row.status === 'past_due' || (row.status === 'trial' && row.provider !== 'trial') ? 'active' : row.status;
  const next = await subscriptions.update(tx, row.id, {
    status,
    ...(renewed && { currentPeriodStart: start, currentPeriodEnd: end }),
  });
  if (next.status !== row.status) await announce(tx, next, 'renewed', { entitlements: true });
  return next;
}
