import { describe, expect, it } from 'vitest';
import { formatUptime } from './format';

describe('formatUptime', () => {
  it('gives the two largest parts and leaves a zero second part out', () => {
    expect(formatUptime(42, 'en')).toBe('42s');
    expect(formatUptime(3600, 'en')).toBe('1h');
    expect(formatUptime(3 * 3600 + 12 * 60 + 5, 'en')).toBe('3h 12m');
    expect(formatUptime(86_400, 'en')).toBe('1d');
    expect(formatUptime(2 * 86_400 + 4 * 3600, 'en')).toBe('2d 4h');
    expect(formatUptime(-5, 'en')).toBe('0s');
  });
});
