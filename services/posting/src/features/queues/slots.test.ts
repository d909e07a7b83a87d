import { describe, expect, it } from 'vitest';
import { instantOfWallClock, nextFreeSlots, normalizeSlots, type WeeklySlot } from './slots';

const local = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

const everyDay = (time: string): WeeklySlot[] => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, time }));

describe('queue slots', () => {
  it('gives the next slots after a moment in the queue’s zone, in order', () => {
    const slots = [
      { day: 1, time: '09:00' },
      { day: 3, time: '17:30' },
      { day: 1, time: '13:00' },
    ];
    // Monday 2026-11-23 10:00 in New York.
    const after = new Date('2026-11-23T15:00:00Z');
    const found = nextFreeSlots(slots, 'America/New_York', after, new Set(), 4);
    expect(found.map((d) => d.toISOString())).toEqual(['2026-11-23T18:00:00.000Z', '2026-11-25T22:30:00.000Z', '2026-11-30T14:00:00.000Z', '2026-11-30T18:00:00.000Z']);
  });

  it('skips taken slots and a slot that is exactly now', () => {
    const after = new Date('2026-11-23T09:00:00Z');
    const taken = new Set([new Date('2026-11-24T09:00:00Z').getTime()]);
    const found = nextFreeSlots(everyDay('09:00'), 'UTC', after, taken, 2);
    expect(found.map((d) => d.toISOString())).toEqual(['2026-11-25T09:00:00.000Z', '2026-11-26T09:00:00.000Z']);
  });

  it('keeps a 09:00 slot at 09:00 in Paris across the March change', () => {
    const found = nextFreeSlots(everyDay('09:00'), 'Europe/Paris', new Date('2026-03-27T12:00:00Z'), new Set(), 4);
    expect(found.map((d) => local(d, 'Europe/Paris'))).toEqual(['Sat, 28/03/2026, 09:00', 'Sun, 29/03/2026, 09:00', 'Mon, 30/03/2026, 09:00', 'Tue, 31/03/2026, 09:00']);
    // UTC+1 before the change, UTC+2 from Sunday 29 March.
    expect(found.map((d) => d.toISOString())).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-03-31T07:00:00.000Z']);
  });

  it('keeps a 09:00 slot at 09:00 in Paris across the October change', () => {
    const found = nextFreeSlots(everyDay('09:00'), 'Europe/Paris', new Date('2026-10-24T12:00:00Z'), new Set(), 3);
    expect(found.map((d) => d.toISOString())).toEqual(['2026-10-25T08:00:00.000Z', '2026-10-26T08:00:00.000Z', '2026-10-27T08:00:00.000Z']);
    expect(found.map((d) => local(d, 'Europe/Paris'))).toEqual(['Sun, 25/10/2026, 09:00', 'Mon, 26/10/2026, 09:00', 'Tue, 27/10/2026, 09:00']);
  });

  it('moves a slot the clocks skip forward by the gap, and counts it once when another slot lands there', () => {
    // 02:30 does not exist in Paris on Sunday 29 March 2026 (02:00 → 03:00).
    const skipped = [{ day: 7, time: '02:30' }, { day: 7, time: '03:30' }, { day: 7, time: '03:00' }];
    const found = nextFreeSlots(skipped, 'Europe/Paris', new Date('2026-03-28T12:00:00Z'), new Set(), 3);
    expect(found.map((d) => local(d, 'Europe/Paris'))).toEqual(['Sun, 29/03/2026, 03:00', 'Sun, 29/03/2026, 03:30', 'Sun, 05/04/2026, 02:30']);
    expect(new Set(found.map((d) => d.getTime())).size).toBe(3);
  });

  it('takes the first of a time that happens twice', () => {
    // 02:30 happens at 00:30 UTC and again at 01:30 UTC in Paris on 25 October 2026.
    expect(new Date(instantOfWallClock(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Paris')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    const found = nextFreeSlots([{ day: 7, time: '02:30' }], 'Europe/Paris', new Date('2026-10-24T12:00:00Z'), new Set(), 1);
    expect(found[0]?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('follows the southern hemisphere and zones with half-hour offsets', () => {
    // Sydney leaves daylight time on Sunday 5 April 2026 (UTC+11 → UTC+10): 09:00 on the 4th, then on the 5th.
    const sydney = nextFreeSlots(everyDay('09:00'), 'Australia/Sydney', new Date('2026-04-03T12:00:00Z'), new Set(), 2);
    expect(sydney.map((d) => d.toISOString())).toEqual(['2026-04-03T22:00:00.000Z', '2026-04-04T23:00:00.000Z']);
    const kolkata = nextFreeSlots([{ day: 2, time: '09:00' }], 'Asia/Kolkata', new Date('2026-11-23T00:00:00Z'), new Set(), 1);
    expect(kolkata[0]?.toISOString()).toBe('2026-11-24T03:30:00.000Z');
  });

  it('reads the day of the week in the queue’s zone, not in UTC', () => {
    // Monday 01:00 in Tokyo is still Sunday in UTC.
    const found = nextFreeSlots([{ day: 1, time: '01:00' }], 'Asia/Tokyo', new Date('2026-11-20T00:00:00Z'), new Set(), 1);
    expect(found[0]?.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });

  it('gives nothing without slots and sorts slots once each', () => {
    expect(nextFreeSlots([], 'UTC', new Date(), new Set(), 3)).toEqual([]);
    expect(normalizeSlots([{ day: 3, time: '10:00' }, { day: 1, time: '18:00' }, { day: 1, time: '08:05' }, { day: 3, time: '10:00' }])).toEqual([
      { day: 1, time: '08:05' },
      { day: 1, time: '18:00' },
      { day: 3, time: '10:00' },
    ]);
  });
});
