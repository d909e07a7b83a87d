import type { PaymentReportRow } from '@cadence/contracts';

/** One bar of the chart: the period and the amount (cents) of each plan in it. */
export type ChartPoint = { period: string } & Record<string, number | string>;

/** The report's rows as chart points: one per period (oldest first), one key per plan, amounts summed over methods. */
export function chartSeries(rows: readonly PaymentReportRow[]): { points: ChartPoint[]; plans: string[] } {
  const plans = [...new Set(rows.map((row) => row.plan))].sort();
  const byPeriod = new Map<string, ChartPoint>();
  for (const row of rows) {
    let point = byPeriod.get(row.period);
    if (!point) {
      point = { period: row.period };
      for (const plan of plans) point[plan] = 0;
      byPeriod.set(row.period, point);
    }
    point[row.plan] = Number(point[row.plan] ?? 0) + row.amount;
  }
  return { points: [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period)), plans };
}

export interface ReportTotal {
  key: string;
  count: number;
  amount: number;
}

/** Count and amount per plan or per payment method, largest amount first. */
export function totalsBy(rows: readonly PaymentReportRow[], dimension: 'plan' | 'payment_method'): ReportTotal[] {
  const totals = new Map<string, ReportTotal>();
  for (const row of rows) {
    const key = row[dimension];
    const total = totals.get(key) ?? { key, count: 0, amount: 0 };
    total.count += row.count;
    total.amount += row.amount;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.amount - a.amount || a.key.localeCompare(b.key));
}
