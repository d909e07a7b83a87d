import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './format';

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
