import { describe, expect, it } from 'vitest';
import type { PaymentReportRow } from '@cadence/contracts';
import { chartSeries, totalsBy } from './report-series';

const row = (period: string, plan: string, payment_method: 'card' | 'paypal', count: number, amount: number): PaymentReportRow => ({ period, plan, payment_method, currency: 'EUR', count, amount });

const rows = [
  row('2026-02-01', 'Scale', 'card', 2, 26_400),
  row('2026-01-01', 'Creator', 'paypal', 1, 2_400),
  row('2026-02-01', 'Scale', 'paypal', 1, 16_500),
  row('2026-02-01', 'Creator', 'card', 3, 7_200),
];

describe('chartSeries', () => {
  it('puts each period on one bar with every plan, oldest first', () => {
    expect(chartSeries(rows)).toEqual({
      plans: ['Creator', 'Scale'],
      points: [
        { period: '2026-01-01', Creator: 2_400, Scale: 0 },
        { period: '2026-02-01', Creator: 7_200, Scale: 42_900 },
      ],
    });
    expect(chartSeries([])).toEqual({ plans: [], points: [] });
  });
});

describe('totalsBy', () => {
  it('sums count and amount per plan and per method, largest first', () => {
    expect(totalsBy(rows, 'plan')).toEqual([
      { key: 'Scale', count: 3, amount: 42_900 },
      { key: 'Creator', count: 4, amount: 9_600 },
    ]);
    expect(totalsBy(rows, 'payment_method')).toEqual([
      { key: 'card', count: 5, amount: 33_600 },
      { key: 'paypal', count: 2, amount: 18_900 },
    ]);
  });
});
