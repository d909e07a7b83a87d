import { describe, expect, it } from 'vitest';
import { csvFilename } from './report-file';

describe('csvFilename', () => {
  it('names the export after its period and dates', () => {
    expect(csvFilename({ period: 'month', from: '2026-01-01', to: '2026-03-31' })).toBe('payments-report-month-2026-01-01-to-2026-03-31.csv');
    expect(csvFilename({ period: 'day', from: '2026-01-01T00:00:00.000Z' })).toBe('payments-report-day-from-2026-01-01.csv');
    expect(csvFilename({ period: 'week', to: '2026-02-01' })).toBe('payments-report-week-to-2026-02-01.csv');
    expect(csvFilename({ period: 'week' })).toBe('payments-report-week.csv');
  });

  it('ignores dates that are not dates', () => {
    expect(csvFilename({ period: 'month', from: '../../etc', to: 'x' })).toBe('payments-report-month.csv');
  });
});
