import type { ReportFrequency } from '@cadence/contracts';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A period a scheduled report covers, with its key (2026-W45, 2026-10): keys sort as the periods do. */
export interface Period {
  key: string;
  from: string;
  to: string;
}

/** The ISO week-numbering year and week of a Monday (UTC). */
function isoWeek(monday: number): { year: number; week: number } {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1) + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7) * DAY_MS;
  return { year, week: Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS)) + 1 };
}

/** The last whole period before `now` (UTC): last Monday-to-Sunday, or last calendar month. */
export function lastWholePeriod(frequency: ReportFrequency, now: Date): Period {
  if (frequency === 'weekly') {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
    const monday = thisMonday - 7 * DAY_MS;
    const { year, week } = isoWeek(monday);
    return { key: `${year}-W${String(week).padStart(2, '0')}`, from: dayOf(monday), to: dayOf(monday + 6 * DAY_MS) };
  }
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const last = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY_MS;
  return { key: dayOf(first).slice(0, 7), from: dayOf(first), to: dayOf(last) };
}
