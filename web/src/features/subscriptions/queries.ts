import { queryOptions } from '@tanstack/react-query';
import { getCurrentSubscription, getPostingUsage, previewSubscriptionChange, getProfileUsage, listAllSubscriptions, listMembers, listPublicPlans, type ChangeSubscriptionBody, type SubscriptionListQuery } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { SUBSCRIPTION_LIST_DEFAULTS, type SubscriptionSearch } from './search';
export { SUBSCRIPTION_SORTS, type SubscriptionSort, SUBSCRIPTION_LIST_DEFAULTS, SUBSCRIPTION_FILTERS, type SubscriptionSearch, validateSubscriptionSearch } from './search';

/** Every query of this feature starts with this key; billing writes invalidate it. */
export const SUBSCRIPTIONS_KEY = ['subscriptions'] as const;

/** The workspace's own plan, limits and period end: the top bar and the subscription page read it. */
export function currentSubscriptionQuery() {
  return queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'current'],
    queryFn: async ({ signal }) => (await call(getCurrentSubscription, { signal })).data,
    staleTime: 60_000,
  });
}

/** What changing to `target` would charge now or when it would apply (the server's own proration). */
export function changePreviewQuery(target: ChangeSubscriptionBody | null) {
  return queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'change-preview', target?.planId ?? null, target?.interval ?? null],
    queryFn: async ({ signal }) => {
      if (!target) throw new Error('no plan chosen');
      return (await call(previewSubscriptionChange, { query: target, signal })).data;
    },
    staleTime: 30_000,
    retry: false,
  });
}

/** What the workspace uses of its limits; a figure is null where the caller may not read it (or it failed to load). */
export interface PlanUsage {
  socialProfiles: number | null;
  users: number | null;
  postsToday: number | null;
}

async function settled<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch(() => null);
}

/** Usage beside each limit: profiles connected, members, and the caller's posts of today in `timeZone`. */
export function planUsageQuery(timeZone: string) {
  return queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'usage', timeZone],
    queryFn: async ({ signal }): Promise<PlanUsage> => {
      const [profiles, members, posts] = await Promise.all([
        settled(call(getProfileUsage, { signal })),
        settled(callPaged(listMembers, { query: { limit: 1 }, signal })),
        settled(call(getPostingUsage, { query: { timeZone }, signal })),
      ]);
      return { socialProfiles: profiles?.data.used ?? null, users: members?.total ?? null, postsToday: posts?.data.used ?? null };
    },
    staleTime: 30_000,
  });
}

/** The plans on sale (active ones, cheapest first), with the ids checkout needs. */
export function publicPlansQuery() {
  return queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'plans'],
    queryFn: async ({ signal }) => (await call(listPublicPlans, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/users/get-all-subscriptions (SPEC §7): every workspace's subscription, for staff. */
export function allSubscriptionsQuery(search: SubscriptionSearch) {
  const query: Partial<SubscriptionListQuery> = { ...listQueryOf(search, SUBSCRIPTION_LIST_DEFAULTS), ...(search.status ? { status: search.status } : {}) };
  return queryOptions({
    queryKey: [...SUBSCRIPTIONS_KEY, 'all', query],
    queryFn: ({ signal }) => callPaged(listAllSubscriptions, { query, signal }),
  });
}
