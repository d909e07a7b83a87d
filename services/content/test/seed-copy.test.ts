import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CONTENT_LOCALES, CreatePageBody, FEATURE_PAGES, PLATFORM_PAGES, SITE_SLUGS } from '@cadence/contracts';
import { buildSeed } from '../src/features/seed/build-seed';
import { SITE_COPY } from '../src/features/seed/copy';

const seeds = SITE_COPY.map(buildSeed);

describe('the seeded site', () => {
  it('is written in the four languages', () => {
    expect(SITE_COPY.map((copy) => copy.locale)).toEqual([...CONTENT_LOCALES]);
  });

  it('holds every page of the site in each language', () => {
    const slugs = [...Object.values(SITE_SLUGS), ...FEATURE_PAGES.map((page) => page.slug), ...PLATFORM_PAGES.map((page) => page.slug)].sort();
    for (const seed of seeds) expect(seed.pages.map((page) => page.slug).sort()).toEqual(slugs);
  });

  it('passes the same validation as a page written through the API', () => {
    for (const seed of seeds) {
      for (const page of seed.pages) {
        const body = {
          title: page.title,
          slug: page.slug,
          locale: page.locale,
          meta_title: page.metaTitle,
          meta_description: page.metaDescription,
          status: 'published',
          components: page.components,
        };
        const errors = [...Value.Errors(CreatePageBody, body)].map((error) => `${error.instancePath} ${error.message}`);
        expect(errors, `${page.locale}/${page.slug}`).toEqual([]);
      }
    }
  });

  it('has the ten FAQ entries and the testimonials in each language', () => {
    for (const seed of seeds) {
      expect(seed.faq).toHaveLength(10);
      expect(seed.testimonials.length).toBeGreaterThanOrEqual(3);
    }
  });
});
