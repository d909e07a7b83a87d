import type { SubscriptionStatus } from '@cadence/contracts';
import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const SUBSCRIPTION_SORTS = ['id', 'plan', 'amount', 'status', 'currentPeriodEnd', 'created'] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];
export const SUBSCRIPTION_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: SubscriptionSort };
export const SUBSCRIPTION_FILTERS = ['trial', 'active', 'past_due', 'cancelled', 'expired'] as const satisfies readonly SubscriptionStatus[];
export type SubscriptionSearch = ListSearch<SubscriptionSort> & {
  status?: SubscriptionStatus;
  /** The client view: the plan to check out (from the pricing page or the upgrade button). */
  plan?: string;
  interval?: 'monthly' | 'annual';
};
const validateList = listSearchValidator(SUBSCRIPTION_SORTS);
export function validateSubscriptionSearch(raw: Record<string, unknown>): SubscriptionSearch {
  const search: SubscriptionSearch = validateList(raw);
  const status = SUBSCRIPTION_FILTERS.find((value) => value === raw.status);
  if (status) search.status = status;
  if (typeof raw.plan === 'string' && /^[a-z]{1,20}$/.test(raw.plan)) search.plan = raw.plan;
  if (raw.interval === 'monthly' || raw.interval === 'annual') search.interval = raw.interval;
  return search;
}
