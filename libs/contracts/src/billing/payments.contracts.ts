import Type, { type Static } from 'typebox';
import { defineEndpoint, FileAnswer } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IsoDate, StringEnum, Strict } from '../schema';
import { ListQuery } from '../list-query';
import { PLAN_KEYS } from './plan-catalogue';
import { BillingIntervalSchema } from './plans.contracts';

/** active: settled; pending: awaiting the provider; declined: refused (failed_reason says why); refunded. */
export const PAYMENT_STATUSES = ['active', 'pending', 'declined', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PaymentStatusSchema = StringEnum(PAYMENT_STATUSES);

export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodSchema = StringEnum(PAYMENT_METHODS);

/** SPEC §3 payment: id, amount_paid (cents), currency, payment_method, status, createdAt, failed_reason. */
export const Payment = Type.Object({
  id: Id,
  workspaceId: Id,
  amount_paid: Type.Integer(),
  currency: Type.String(),
  payment_method: PaymentMethodSchema,
  status: PaymentStatusSchema,
  failed_reason: Type.Union([Type.String(), Type.Null()]),
  plan: Type.Union([Type.Object({ id: Id, key: StringEnum(PLAN_KEYS), name: Type.String() }), Type.Null()]),
  interval: Type.Union([BillingIntervalSchema, Type.Null()]),
  createdAt: IsoDate,
  /** When the whole amount went back to the payer (status refunded). */
  refundedAt: Type.Union([IsoDate, Type.Null()]),
});
export type Payment = Static<typeof Payment>;

export const PaymentParams = Strict({ id: Id });

export const PaymentListQuery = ListQuery({
  orderBy: ['id', 'amount_paid', 'status', 'created'],
  filters: {
    status: Type.Optional(PaymentStatusSchema),
    payment_method: Type.Optional(PaymentMethodSchema),
    workspaceId: Type.Optional(Id),
  },
});
export type PaymentListQuery = Static<typeof PaymentListQuery>;

export const OwnPaymentListQuery = ListQuery({
  orderBy: ['id', 'amount_paid', 'created'],
  filters: { status: Type.Optional(PaymentStatusSchema) },
});
export type OwnPaymentListQuery = Static<typeof OwnPaymentListQuery>;

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Settled payments grouped by period (UTC; weeks start on Monday), plan and method. */
export const PaymentReportQuery = Strict({
  period: StringEnum(REPORT_PERIODS, { default: 'month' }),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type PaymentReportQuery = Static<typeof PaymentReportQuery>;

export const PaymentReportRow = Type.Object({
  /** First day of the period, YYYY-MM-DD. */
  period: Type.String(),
  plan: Type.String(),
  payment_method: PaymentMethodSchema,
  currency: Type.String(),
  count: Type.Integer(),
  amount: Type.Integer(),
});
export type PaymentReportRow = Static<typeof PaymentReportRow>;

export const PaymentReport = Type.Object({
  period: StringEnum(REPORT_PERIODS),
  from: Type.String(),
  to: Type.String(),
  rows: Type.Array(PaymentReportRow),
  total: Type.Object({ count: Type.Integer(), amount: Type.Integer() }),
});
export type PaymentReport = Static<typeof PaymentReport>;

const payments = ['membership'] as const;

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/api/membership/payments',
  summary: 'Every payment (staff)',
  tags: payments,
  auth: 'user',
  roles: 'none',
  permission: 'PaymentList',
  query: PaymentListQuery,
  response: Payment,
  paged: true,
});

export const paymentReport = defineEndpoint({
  method: 'GET',
  path: '/api/membership/payments/reports',
  summary: 'Settled payments by period, plan and method (staff)',
  tags: payments,
  auth: 'user',
  roles: 'none',
  permission: 'PaymentsReport',
  query: PaymentReportQuery,
  response: PaymentReport,
});

export const refundPayment = defineEndpoint({
  method: 'POST',
  path: '/api/membership/payments/:id/refund',
  summary: 'Refund a settled payment in full through its provider (staff); the subscription itself is not changed',
  tags: payments,
  auth: 'user',
  roles: 'none',
  permission: 'PaymentList',
  params: PaymentParams,
  response: Payment,
});

/** The same report as text/csv (not enveloped): period,plan,payment_method,currency,count,amount. */
export const PAYMENT_REPORT_CSV_PATH = '/api/membership/payments/reports.csv';

export const exportPaymentReport = defineEndpoint({
  method: 'GET',
  path: PAYMENT_REPORT_CSV_PATH,
  summary: 'Settled payments by period, plan and method as CSV (staff)',
  tags: ['membership'],
  auth: 'user',
  permission: 'PaymentsReport',
  roles: 'none',
  query: PaymentReportQuery,
  response: FileAnswer,
  file: true,
});

export const listOwnPayments = defineEndpoint({
  method: 'GET',
  path: '/api/billing/payments',
  summary: "The caller's workspace payments",
  tags: ['billing'],
  auth: 'user',
  roles: ROLES.owner,
  query: OwnPaymentListQuery,
  response: Payment,
  paged: true,
});
