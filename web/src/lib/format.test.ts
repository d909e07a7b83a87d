import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatLongDate, formatNumber, formatRelativeTime } from './format';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

describe('formatRelativeTime', () => {
  it('uses the largest whole unit in the given language', () => {
    expect(formatRelativeTime('2026-03-01T11:59:30.000Z', NOW, 'en')).toBe('now');
    expect(formatRelativeTime('2026-03-01T11:48:00.000Z', NOW, 'en')).toBe('12 minutes ago');
    expect(formatRelativeTime('2026-03-01T09:00:00.000Z', NOW, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-02-28T12:00:00.000Z', NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-03-01T09:00:00.000Z', NOW, 'fr')).toBe('il y a 3 heures');
    expect(formatRelativeTime('not a date', NOW, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats a medium date', () => {
    expect(formatDate('2026-02-14T10:00:00.000Z', 'en')).toBe('Feb 14, 2026');
    expect(formatDate('nope', 'en')).toBe('');
  });
});

describe('formatLongDate and formatDateTime', () => {
  it('name the day in each language', () => {
    const day = new Date(2026, 2, 3, 15, 30);
    expect(formatLongDate(day, 'en')).toBe('Tuesday, March 3');
    expect(formatLongDate(day, 'fr')).toBe('mardi 3 mars');
    expect(formatLongDate(day, 'ro')).toBe('marți, 3 martie');
    expect(formatLongDate(day, 'zh')).toBe('3月3日星期二');
    expect(formatLongDate('nope', 'en')).toBe('');
    expect(formatDateTime(day.toISOString(), 'en')).toBe('Mar 3, 2026, 3:30 PM');
    expect(formatDateTime('nope', 'en')).toBe('');
  });
});

describe('formatNumber and formatCurrency', () => {
  it('use the grouping and decimal signs of the language', () => {
    expect(formatNumber(12400.5, 'en')).toBe('12,400.5');
    expect(formatNumber(12400.5, 'fr')).toBe('12\u202f400,5');
    expect(formatNumber(12400.5, 'ro')).toBe('12.400,5');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('place the currency as the language does', () => {
    expect(formatCurrency(24, 'EUR', 'en')).toBe('€24.00');
    expect(formatCurrency(24, 'EUR', 'fr')).toBe('24,00\u00a0€');
    expect(formatCurrency(24, 'EUR', 'ro')).toBe('24,00\u00a0EUR');
    expect(formatCurrency(24, 'EUR', 'zh')).toBe('€24.00');
    expect(formatCurrency(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatCurrency(24, 'NOT A CODE', 'en')).toBe('24.00 NOT A CODE');
  });
});
