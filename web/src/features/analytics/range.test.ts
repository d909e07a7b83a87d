import { describe, expect, it } from 'vitest';
import { changePercent, rangeOf, thisWeek, validateAnalyticsSearch } from './range';

const now = new Date('2026-11-24T15:00:00.000Z');

describe('analytics ranges', () => {
  it('turns each preset into UTC days, both ends included', () => {
    expect(rangeOf({ preset: '7d' }, now)).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(rangeOf({}, now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(rangeOf({ preset: 'thisMonth' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(rangeOf({ preset: 'lastMonth' }, now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(rangeOf({ preset: 'custom', from: '2026-01-05', to: '2026-02-01' }, now)).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    // a custom range running backwards is not used
    expect(rangeOf({ preset: 'custom', from: '2026-02-01', to: '2026-01-05' }, now)).toEqual({ from: '2026-10-26', to: '2026-11-24' });
  });

  it('keeps only what it understands from the address', () => {
    expect(validateAnalyticsSearch({ preset: 'forever', from: '2026-1-1', to: '2026-01-31', accounts: [3, -1, 'x', 4], compare: 'yes' })).toEqual({ to: '2026-01-31', accounts: [3, 4] });
    expect(validateAnalyticsSearch({ preset: '90d', compare: true })).toEqual({ preset: '90d', compare: true });
  });

  it('gives the week from Monday to Sunday', () => {
    expect(thisWeek(now)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(thisWeek(new Date('2026-11-29T23:00:00.000Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('tells a change only against a figure it can divide by', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(90, 120)).toBe(-25);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 10)).toBeNull();
  });
});
