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

  /**
   * What the product does not do yet, in each language's words. A feature that lands takes its
   * words off this list in the change that brings it (docs/architecture.md).
   */
  const NOT_YET: Record<string, RegExp> = {
    en: /[Hh]elp ?desk|[Ss]upport [Dd]esk|[Tt]imeline/,
    fr: /[Hh]elp ?[Dd]esk|[Ss]upport [Dd]esk|[Cc]hronologie/,
    ro: /[Hh]elp ?[Dd]esk|[Ss]upport [Dd]esk|[Cc]ronologie/,
    zh: /时间线/,
  };


  /** Every text a visitor reads (links' targets, slugs and icon names left out). */
  function texts(value: unknown, out: string[] = []): string[] {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const item of value) texts(item, out);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) if (!['href', 'slug', 'icon', 'type', 'visual', 'locale', 'kind'].includes(key)) texts(item, out);
    return out;
  }

  it('names only what the product does today, in every language', () => {
    for (const seed of seeds) {
      const locale = seed.pages[0]?.locale ?? 'en';
      const pattern = NOT_YET[locale];
      if (!pattern) throw new Error(`no list for ${locale}`);
      const found = texts([seed.pages, seed.faq, seed.testimonials]).filter((text) => pattern.test(text));
      expect(found, locale).toEqual([]);
    }
  });
});
