import type { BillingInterval, Proration } from '@cadence/contracts';

const MONTHS: Record<BillingInterval, number> = { monthly: 1, annual: 12 };

/** The end of a period that starts at `start`, in calendar months (UTC). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + MONTHS[interval]);
  return end;
}

/** A period price as a monthly amount, to compare plans billed at different intervals. */
export function monthlyEquivalent(amount: number, interval: BillingInterval): number {
  return amount / MONTHS[interval];
}

/**
 * An upgrade in the middle of a period, in cents: credit for the unused share of what was paid,
 * and the charge for the new price over the same remaining share (or a whole new period when
 * the interval changes, since the period then restarts today). The difference is due now.
 */
export function prorate(input: {
  currentAmount: number;
  newAmount: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  intervalChanges: boolean;
  currency: string;
}): Proration {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const remaining = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const share = total > 0 ? remaining / total : 0;
  const credit = Math.round(input.currentAmount * share);
  const charge = input.intervalChanges ? input.newAmount : Math.round(input.newAmount * share);
  return { credit, charge, amountDue: Math.max(charge - credit, 0), currency: input.currency };
}
