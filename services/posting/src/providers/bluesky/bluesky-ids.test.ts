import { describe, expect, it } from 'vitest';
import { recordKeyFor } from './bluesky-ids';

describe('recordKeyFor', () => {
  it('derives the same valid TID for the same key and part, and a different one otherwise', () => {
    const key = recordKeyFor('target-1');
    expect(key).toMatch(/^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/);
    expect(recordKeyFor('target-1')).toBe(key);
    expect(recordKeyFor('target-1', 1)).not.toBe(key);
    expect(recordKeyFor('target-2')).not.toBe(key);
  });
});
