import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { CurrentSubscription, SubscriptionStatus } from '@cadence/contracts';
import { useRequiredSession } from '../session/use-session';
import { currentSubscriptionQuery } from './queries';

/**
 * The one reading of the caller's plan that the dashboard, the top bar and /subscriptions
 * share. Staff have no workspace and so no plan: the query does not run for them.
 */
export function useCurrentPlan() {
  const session = useRequiredSession();
  const staff = session.user.workspaceId === null;
  const query = useQuery({ ...currentSubscriptionQuery(), enabled: !staff });
  return { staff, query };
}

/** The plan's name as billing sells it, and its status (a trial before anything is paid). */
export function planOf(current: CurrentSubscription, t: TFunction<'subscriptions'>): { name: string; status: SubscriptionStatus } {
  return {
    name: current.subscription?.plan.name ?? t(`plans.${current.entitlements.plan}`),
    status: current.subscription?.status ?? current.entitlements.status,
  };
}
