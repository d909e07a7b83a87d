import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';

describe('formatBytes', () => {
  it('writes a limit in whole megabytes as the network documents it, other sizes to one decimal', () => {
    expect(formatBytes(1_000_000, 'en')).toBe('1 MB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(7_500_000, 'en')).toBe('7.2 MB');
    expect(formatBytes(348_672, 'en')).toBe('340.5 kB');
    expect(formatBytes(12, 'en')).toBe('12 byte');
    expect(formatBytes(1_000_000, 'fr')).toBe('1\u202fMo');
  });
});
