import { queryOptions } from '@tanstack/react-query';
import Type from 'typebox';
import { PAYMENT_REPORT_CSV_PATH, PaymentReportQuery, defineEndpoint, listPayments, paymentReport, type PaymentListQuery, type PaymentStatus } from '@cadence/contracts';
import { call, callPaged, callText } from '../../lib/api';
import { listQueryOf } from '../../components/data-table/list-search';
import { PAYMENT_LIST_DEFAULTS, type PaymentSearch, type ReportSearch } from './search';
export { PAYMENT_SORTS, type PaymentSort, PAYMENT_LIST_DEFAULTS, validatePaymentSearch, type PaymentSearch, REPORT_PERIODS, type ReportSearch, validateReportSearch } from './search';

/** Every query of this feature starts with this key. */
export const PAYMENTS_KEY = ['payments'] as const;

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
