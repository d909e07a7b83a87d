import { wallClockToUtc } from '../composer/schedule-time';

/**
 * A range of whole days picked in the user's time zone as UTC instants: `from` at the start of
 * its day, `to` at the end of its day (the next day's midnight, exclusive).
 */
export function dayRangeToUtc(range: { from?: string | undefined; to?: string | undefined }, zone: string): { from?: string; to?: string } {
  const result: { from?: string; to?: string } = {};
  if (range.from) {
    const from = wallClockToUtc({ date: range.from, time: '00:00' }, zone);
    if (from) result.from = from;
  }
  if (range.to) {
    const [year, month, day] = range.to.split('-').map(Number);
    const next = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1));
    const to = wallClockToUtc({ date: next.toISOString().slice(0, 10), time: '00:00' }, zone);
    if (to) result.to = to;
  }
  return result;
}
