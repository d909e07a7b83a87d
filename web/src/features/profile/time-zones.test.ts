import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zones';

describe('timeZoneOptions', () => {
  const options = timeZoneOptions('Europe/Bucharest', new Date('2026-01-15T12:00:00Z'));

  it('lists the IANA zones with their offset, UTC included, sorted by offset', () => {
    expect(options.length).toBeGreaterThan(300);
    expect(options.find((option) => option.value === 'UTC')).toMatchObject({ offset: 'GMT+00:00', minutes: 0 });
    expect(options.find((option) => option.value === 'Europe/Paris')).toMatchObject({ offset: 'GMT+01:00', minutes: 60 });
    expect(options.find((option) => option.value === 'Asia/Tokyo')).toMatchObject({ offset: 'GMT+09:00', minutes: 540 });
    expect(options.find((option) => option.value === 'America/New_York')).toMatchObject({ offset: 'GMT-05:00', minutes: -300 });
    const minutes = options.map((option) => option.minutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it('follows daylight saving time at the given moment', () => {
    const summer = timeZoneOptions('UTC', new Date('2026-07-15T12:00:00Z'));
    expect(summer.find((option) => option.value === 'Europe/Paris')?.offset).toBe('GMT+02:00');
  });
});
