import { describe, expect, it } from 'vitest';
import { clockChange, isKnownTimeZone, nextSlot, scheduleProblem, utcToWallClock, wallClockToUtc } from './schedule-time';

describe('wallClockToUtc', () => {
  it('reads the wall clock in the given zone', () => {
    expect(wallClockToUtc({ date: '2026-11-23', time: '16:05' }, 'Europe/Paris')).toBe('2026-11-23T15:05:00.000Z');
    expect(wallClockToUtc({ date: '2026-07-01', time: '09:30' }, 'Europe/Paris')).toBe('2026-07-01T07:30:00.000Z');
    expect(wallClockToUtc({ date: '2026-11-23', time: '08:00' }, 'Asia/Shanghai')).toBe('2026-11-23T00:00:00.000Z');
    expect(wallClockToUtc({ date: '2026-11-23', time: '08:00' }, 'America/New_York')).toBe('2026-11-23T13:00:00.000Z');
  });

  it('crosses the date line when the zone is far from UTC', () => {
    expect(wallClockToUtc({ date: '2026-01-01', time: '00:30' }, 'Pacific/Auckland')).toBe('2025-12-31T11:30:00.000Z');
  });

  it('moves a time the clocks skip forward like the zone does', () => {
    // Europe/Paris jumps from 02:00 to 03:00 on 2026-03-29.
    expect(wallClockToUtc({ date: '2026-03-29', time: '02:30' }, 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('answers null for incomplete or impossible fields', () => {
    expect(wallClockToUtc({ date: '', time: '10:00' }, 'UTC')).toBeNull();
    expect(wallClockToUtc({ date: '2026-11-23', time: '' }, 'UTC')).toBeNull();
    expect(wallClockToUtc({ date: '2026-13-01', time: '10:00' }, 'UTC')).toBeNull();
    expect(wallClockToUtc({ date: '2026-11-23', time: '24:10' }, 'UTC')).toBeNull();
  });
});

describe('utcToWallClock', () => {
  it('shows an instant as the wall clock of the zone, both ways', () => {
    expect(utcToWallClock('2026-11-23T15:05:00.000Z', 'Europe/Paris')).toEqual({ date: '2026-11-23', time: '16:05' });
    expect(utcToWallClock('2026-11-23T23:30:00.000Z', 'Asia/Shanghai')).toEqual({ date: '2026-11-24', time: '07:30' });
    const wall = { date: '2026-10-25', time: '12:45' };
    for (const zone of ['Europe/Bucharest', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC']) {
      const iso = wallClockToUtc(wall, zone);
      expect(iso).not.toBeNull();
      expect(utcToWallClock(iso ?? '', zone)).toEqual(wall);
    }
  });
});

describe('nextSlot', () => {
  it('picks the next whole hour at least the lead time ahead', () => {
    expect(nextSlot(Date.parse('2026-11-23T15:20:00Z'), 'UTC')).toEqual({ date: '2026-11-23', time: '16:00' });
    expect(nextSlot(Date.parse('2026-11-23T15:40:00Z'), 'UTC')).toEqual({ date: '2026-11-23', time: '17:00' });
    expect(nextSlot(Date.parse('2026-11-23T23:40:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-24', time: '06:30' });
  });
});

describe('isKnownTimeZone', () => {
  it('tells IANA zones from anything else', () => {
    expect(isKnownTimeZone('Europe/Bucharest')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('scheduleProblem', () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');
  it('asks for a complete date in the future, except of a post that waits for approval, whose date may come later', () => {
    expect(scheduleProblem(null, now, false)).toBe('incomplete');
    expect(scheduleProblem(null, now, true)).toBeNull();
    expect(scheduleProblem('2026-11-24T11:00:00.000Z', now, true)).toBe('past');
    expect(scheduleProblem('2026-11-24T13:00:00.000Z', now, false)).toBeNull();
  });
});

describe('clockChange', () => {
  it('says a time the clocks skip, and when the post goes out instead', () => {
    // Europe/Bucharest jumps from 03:00 to 04:00 on 2027-03-28.
    expect(clockChange({ date: '2027-03-28', time: '03:30' }, 'Europe/Bucharest')).toEqual({ kind: 'skipped', at: { date: '2027-03-28', time: '04:30' } });
    // America/New_York jumps from 02:00 to 03:00 on 2027-03-14.
    expect(clockChange({ date: '2027-03-14', time: '02:15' }, 'America/New_York')).toEqual({ kind: 'skipped', at: { date: '2027-03-14', time: '03:15' } });
  });

  it('says a time the clocks show twice, and which one the post takes', () => {
    // Europe/Bucharest goes back from 04:00 to 03:00 on 2027-10-31: 03:30 happens twice.
    const change = clockChange({ date: '2027-10-31', time: '03:30' }, 'Europe/Bucharest');
    expect(change?.kind).toBe('repeated');
    const iso = wallClockToUtc({ date: '2027-10-31', time: '03:30' }, 'Europe/Bucharest');
    // The first 03:30 is 00:30 UTC (EEST), the second 01:30 UTC (EET).
    expect(change).toEqual({ kind: 'repeated', first: iso === '2027-10-31T00:30:00.000Z' });
  });

  it('is silent on an ordinary time, an incomplete field and a zone without clock changes', () => {
    expect(clockChange({ date: '2027-03-28', time: '05:00' }, 'Europe/Bucharest')).toBeNull();
    expect(clockChange({ date: '2027-03-28', time: '' }, 'Europe/Bucharest')).toBeNull();
    expect(clockChange({ date: '2027-03-28', time: '03:30' }, 'Asia/Shanghai')).toBeNull();
  });
});
