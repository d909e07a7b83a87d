import { describe, expect, it } from 'vitest';
import { formatDay, fromMinor, lowestRate, toMinor } from './labels';

describe('creator amounts and days', () => {
  it('reads typed amounts into minor units and back', () => {
    expect(toMinor('150')).toBe(15000);
    expect(toMinor(' 1 250,5 ')).toBe(125050);
    expect(toMinor('12.345')).toBeNaN();
    expect(toMinor('-3')).toBeNaN();
    expect(toMinor('')).toBeNaN();
    expect(fromMinor(15000)).toBe('150');
    expect(fromMinor(125050)).toBe('1250.50');
  });

  it('finds the lowest rate and shows a calendar day the same in every time zone', () => {
    expect(lowestRate([{ amount: 900, currency: 'EUR', unit: 'hour' }, { amount: 300, currency: 'EUR', unit: 'post' }])?.unit).toBe('post');
    expect(lowestRate([])).toBeUndefined();
    expect(formatDay('2027-05-01', 'en-GB')).toBe('1 May 2027');
  });
});
