import { describe, expect, it } from 'vitest';
import { slugFor } from './wp-rest';

describe('slugFor', () => {
  it('is the title in slug form plus a key-derived suffix, stable across attempts', () => {
    const slug = slugFor('Été: news & more!', 'target-1');
    expect(slug).toMatch(/^ete-news-more-[0-9a-f]{10}$/);
    expect(slugFor('Été: news & more!', 'target-1')).toBe(slug);
    expect(slugFor('Été: news & more!', 'target-2')).not.toBe(slug);
    expect(slugFor('日本語', 'target-1')).toMatch(/^[0-9a-f]{10}$/);
  });
});
