import type { ReportPeriod } from '@cadence/contracts';
import { listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

// The routes check their URLs with this module alone, so the route tree carries none of the
// feature's queries or contracts.

export const PAYMENT_SORTS = ['id', 'amount_paid', 'status', 'created'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
export const PAYMENT_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: PaymentSort };
export const validatePaymentSearch = listSearchValidator(PAYMENT_SORTS);
export type PaymentSearch = ListSearch<PaymentSort>;

export const REPORT_PERIODS = ['day', 'week', 'month'] as const satisfies readonly ReportPeriod[];
export interface ReportSearch {
  period?: ReportPeriod;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
}
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export function validateReportSearch(raw: Record<string, unknown>): ReportSearch {
  const search: ReportSearch = {};
  const period = REPORT_PERIODS.find((value) => value === raw.period);
  if (period) search.period = period;
  if (typeof raw.from === 'string' && DAY.test(raw.from)) search.from = raw.from;
  if (typeof raw.to === 'string' && DAY.test(raw.to)) search.to = raw.to;
  return search;
}
