import { queryOptions } from '@tanstack/react-query';
import { getPlan, listCoupons, listPlans, type CouponListQuery, type PlanListQuery } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of this feature starts with this key; writes invalidate it. */
export const MEMBERSHIP_KEY = ['membership'] as const;

export const PLAN_SORTS = ['id', 'name', 'price_monthly', 'price_annually', 'created'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];
export const PLAN_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: PlanSort };
export const validatePlanSearch = listSearchValidator(PLAN_SORTS);
export type PlanSearch = ListSearch<PlanSort>;

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

export const COUPON_SORTS = ['id', 'code', 'discount_value', 'usage_count', 'expiration_date', 'created'] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
export const COUPON_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: CouponSort };
export const validateCouponSearch = listSearchValidator(COUPON_SORTS);
export type CouponSearch = ListSearch<CouponSort>;

export function couponsQuery(search: CouponSearch) {
  const query: Partial<CouponListQuery> = listQueryOf(search, COUPON_LIST_DEFAULTS);
  return queryOptions({
    queryKey: [...MEMBERSHIP_KEY, 'coupons', query],
    queryFn: ({ signal }) => callPaged(listCoupons, { query, signal }),
  });
}
