import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const PLAN_SORTS = ['id', 'name', 'price_monthly', 'price_annually', 'created'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];
export const PLAN_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: PlanSort };
export const validatePlanSearch = listSearchValidator(PLAN_SORTS);
export type PlanSearch = ListSearch<PlanSort>;

export const COUPON_SORTS = ['id', 'code', 'discount_value', 'usage_count', 'expiration_date', 'created'] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
export const COUPON_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: CouponSort };
export const validateCouponSearch = listSearchValidator(COUPON_SORTS);
export type CouponSearch = ListSearch<CouponSort>;
