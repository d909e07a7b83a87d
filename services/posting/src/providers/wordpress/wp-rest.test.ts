import { describe, expect, it } from 'vitest';
import { slugFor } from './wp-rest';
import { normaliseSiteUrl } from './wordpress.provider';

describe('slugFor', () => {
  it('is the title in slug form plus a key-derived suffix, stable across attempts', () => {
    const slug = slugFor('Été: news & more!', 'target-1');
    expect(slug).toMatch(/^ete-news-more-[0-9a-f]{10}$/);
    expect(slugFor('Été: news & more!', 'target-1')).toBe(slug);
    expect(slugFor('Été: news & more!', 'target-2')).not.toBe(slug);
    expect(slugFor('日本語', 'target-1')).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe('normaliseSiteUrl', () => {
  it('reads the site address as people type or copy it', () => {
    expect(normaliseSiteUrl('example.com')).toBe('https://example.com');
    expect(normaliseSiteUrl(' https://example.com/ ')).toBe('https://example.com');
    expect(normaliseSiteUrl('http://example.com/blog/wp-admin/')).toBe('http://example.com/blog');
    expect(normaliseSiteUrl('example.com/wp-admin/post-new.php')).toBe('https://example.com');
    expect(normaliseSiteUrl('https://example.com/wp-login.php')).toBe('https://example.com');
    expect(normaliseSiteUrl('https://example.com/news/wp-json/')).toBe('https://example.com/news');
  });
});
