import { stringify } from 'csv-stringify/sync';
import { paymentFailed, paymentSucceeded, type OwnPaymentListQuery, type Payment, type PaymentListQuery, type PaymentReport, type PaymentReportQuery } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { fieldError, type PageResult } from '@cadence/service-kit';
import { billingEvents } from '../../db/schema';
import * as accounts from '../accounts/accounts.repository';
import * as repo from './payments.repository';

export async function views(db: Executor, rows: repo.PaymentRow[]): Promise<Payment[]> {
  const plans = await repo.plansOf(db, [...new Set(rows.flatMap((row) => (row.planId === null ? [] : [row.planId])))]);
  return rows.map((row) => {
    const plan = row.planId === null ? undefined : plans.get(row.planId);
    return {
      id: row.id,
      workspaceId: row.workspaceId,
      amount_paid: row.amountPaid,
      currency: row.currency,
      payment_method: row.paymentMethod,
      status: row.status,
      failed_reason: row.failedReason,
      plan: plan ? { id: plan.id, key: plan.key, name: plan.name } : null,
      interval: row.interval,
      createdAt: row.createdAt.toISOString(),
      refundedAt: row.refundedAt?.toISOString() ?? null,
    };
  });
}

export async function list(db: Database, query: PaymentListQuery): Promise<PageResult<Payment>> {
  const page = await repo.list(db, query);
  return { ...page, rows: await views(db, page.rows) };
}

export async function listOwn(db: Database, workspaceId: number, query: OwnPaymentListQuery): Promise<PageResult<Payment>> {
  const page = await repo.listForWorkspace(db, workspaceId, query);
  return { ...page, rows: await views(db, page.rows) };
}

const DAY = 86_400_000;

function rangeOf(query: PaymentReportQuery, now: Date): { from: Date; to: Date } {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const toExclusive = new Date(to.getTime() + DAY);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(toExclusive.getTime() - 365 * DAY);
  if (from >= toExclusive) throw fieldError('from', 'must be on or before to');
  if (toExclusive.getTime() - from.getTime() > 3 * 366 * DAY) throw fieldError('from', 'the range may span at most three years');
  return { from, to: toExclusive };
}

export async function report(db: Database, query: PaymentReportQuery, now = new Date()): Promise<PaymentReport> {
  const { from, to } = rangeOf(query, now);
  const rows = (await repo.report(db, query.period, from, to)).map((row) => ({
    period: row.period,
    plan: row.plan,
    payment_method: row.method,
    currency: row.currency,
    count: row.count,
    amount: row.amount,
  }));
  return {
    period: query.period,
    from: from.toISOString().slice(0, 10),
    to: new Date(to.getTime() - DAY).toISOString().slice(0, 10),
    rows,
    total: { count: rows.reduce((sum, row) => sum + row.count, 0), amount: rows.reduce((sum, row) => sum + row.amount, 0) },
  };
}

/** The report as CSV; amounts in major units with two decimals. */
export async function reportCsv(db: Database, query: PaymentReportQuery): Promise<string> {
  const data = await report(db, query);
  return stringify(
    data.rows.map((row) => [row.period, row.plan, row.payment_method, row.currency, row.count, (row.amount / 100).toFixed(2)]),
    { header: true, columns: ['period', 'plan', 'payment_method', 'currency', 'count', 'amount'] },
  );
}

export interface ChargeRecord {
  workspaceId: number;
  subscriptionId: number | null;
  planId: number | null;
  interval: 'monthly' | 'annual' | null;
  amount: number;
  currency: string;
  method: 'card' | 'paypal';
  status: 'active' | 'declined';
  failedReason: string | null;
  providerRef: string;
}

/**
 * Records a provider charge once (by its reference) in the caller's transaction, with its
 * event for the people to tell. Returns false when it was recorded before.
 */
/** What a charge of this subscription is for: its workspace, plan and interval as they stand. */
export function chargedTo(subscription: { id: number; workspaceId: number; planId: number; interval: 'monthly' | 'annual' }) {
  return { workspaceId: subscription.workspaceId, subscriptionId: subscription.id, planId: subscription.planId, interval: subscription.interval };
}

export async function recordCharge(tx: Executor, charge: ChargeRecord): Promise<boolean> {
  const row = await repo.insertOnce(tx, {
    workspaceId: charge.workspaceId,
    subscriptionId: charge.subscriptionId,
    planId: charge.planId,
    interval: charge.interval,
    amountPaid: charge.amount,
    currency: charge.currency,
    paymentMethod: charge.method,
    status: charge.status,
    failedReason: charge.failedReason,
    providerRef: charge.providerRef,
  });
  if (!row) return false;
  const account = await accounts.find(tx, charge.workspaceId);
  const plans = await repo.plansOf(tx, charge.planId === null ? [] : [charge.planId]);
  const common = {
    workspaceId: charge.workspaceId,
    paymentId: row.id,
    userIds: account ? [account.ownerUserId] : [],
    amount: charge.amount,
    currency: charge.currency,
    method: charge.method,
    planName: charge.planId === null ? null : (plans.get(charge.planId)?.name ?? null),
  };
  if (charge.status === 'active') await writeEvent(tx, billingEvents, paymentSucceeded, common);
  else await writeEvent(tx, billingEvents, paymentFailed, { ...common, reason: charge.failedReason ?? 'The payment was declined' });
  return true;
}
