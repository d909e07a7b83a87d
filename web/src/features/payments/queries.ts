import { queryOptions } from '@tanstack/react-query';
import Type from 'typebox';
import { PAYMENT_REPORT_CSV_PATH, PaymentReportQuery, defineEndpoint, listPayments, paymentReport, type PaymentListQuery, type PaymentStatus, type ReportPeriod } from '@cadence/contracts';
import { call, callPaged, callText } from '../../lib/api';
import { listQueryOf, listSearchValidator, type ListSearch } from '../../components/data-table/list-search';

/** Every query of this feature starts with this key. */
export const PAYMENTS_KEY = ['payments'] as const;

export const PAYMENT_SORTS = ['id', 'amount_paid', 'status', 'created'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
export const PAYMENT_LIST_DEFAULTS = { limit: 5, orderBy: 'id' } as const satisfies { limit: number; orderBy: PaymentSort };
export const validatePaymentSearch = listSearchValidator(PAYMENT_SORTS);
export type PaymentSearch = ListSearch<PaymentSort>;

/** The three payment screens: one list with a fixed status each (SPEC §2). */
export const PAYMENT_VIEWS = {
  history: {},
  pending: { status: 'pending' },
  declined: { status: 'declined' },
} as const satisfies Record<string, { status?: PaymentStatus }>;
export type PaymentView = keyof typeof PAYMENT_VIEWS;
export const PAYMENT_VIEW_PATHS = {
  history: '/membership/payments',
  pending: '/membership/payments-pending',
  declined: '/membership/payments-declined',
} as const satisfies Record<PaymentView, string>;

export function paymentsQuery(view: PaymentView, search: PaymentSearch) {
  const query: Partial<PaymentListQuery> = { ...listQueryOf(search, PAYMENT_LIST_DEFAULTS), ...PAYMENT_VIEWS[view] };
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, 'list', view, query],
    queryFn: ({ signal }) => callPaged(listPayments, { query, signal }),
  });
}

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

function reportQueryOf(search: ReportSearch) {
  return { period: search.period ?? 'month', ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) };
}

export function paymentReportQuery(search: ReportSearch) {
  const query = reportQueryOf(search);
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, 'report', query],
    queryFn: async ({ signal }) => (await call(paymentReport, { query, signal })).data,
  });
}

/** The report as CSV (not enveloped), as the service writes it. */
const paymentReportCsv = defineEndpoint({
  method: 'GET',
  path: PAYMENT_REPORT_CSV_PATH,
  summary: 'Settled payments by period, plan and method, as CSV (staff)',
  tags: ['membership'],
  auth: 'user',
  permission: 'PaymentsReport',
  query: PaymentReportQuery,
  response: Type.String(),
});

export function downloadReportCsv(search: ReportSearch): Promise<string> {
  return callText(paymentReportCsv, { query: reportQueryOf(search) });
}
