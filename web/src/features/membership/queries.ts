import { queryOptions } from '@tanstack/react-query';
import { getPlan, listCoupons, listPlans, type CouponListQuery, type PlanListQuery } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { PLAN_LIST_DEFAULTS, type PlanSearch, COUPON_LIST_DEFAULTS, type CouponSearch } from './search';
export { PLAN_SORTS, type PlanSort, PLAN_LIST_DEFAULTS, validatePlanSearch, type PlanSearch, COUPON_SORTS, type CouponSort, COUPON_LIST_DEFAULTS, validateCouponSearch, type CouponSearch } from './search';

/** Every query of this feature starts with this key; writes invalidate it. */
export const MEMBERSHIP_KEY = ['membership'] as const;

export function plansQuery(search: PlanSearch) {
  const query: Partial<PlanListQuery> = listQueryOf(search, PLAN_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'plans', query],
    queryFn: ({ signal }) => callPaged(listPlans, { query, signal }),
  });
}

export function planQuery(id: number) {
  return queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'plan', id],
    queryFn: async ({ signal }) => (await call(getPlan, { params: { id }, signal })).data,
  });
}

/** Every plan by name, for the coupon form's plan choice. */
export function planOptionsQuery() {
  return queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'plan-options'],
    queryFn: async ({ signal }) => (await callPaged(listPlans, { query: { limit: 100, orderBy: 'price_monthly' }, signal })).data,
    staleTime: 60_000,
  });
}

export function couponsQuery(search: CouponSearch) {
  const query: Partial<CouponListQuery> = listQueryOf(search, COUPON_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'coupons', query],
    queryFn: ({ signal }) => callPaged(listCoupons, { query, signal }),
  });
}
