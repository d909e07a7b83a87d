import type { Database } from '@cadence/db';
import { buildSeed, type SeedContent } from './build-seed';
import { SITE_COPY } from './copy';
import * as repo from './seed.repository';

/**
 * Writes the site's first content: every page (published), the FAQ and the testimonials in
 * each language. Each item is keyed and written once, in one transaction with its key, so a
 * restart adds only what a release introduced and never brings back what an editor changed
 * or deleted. Concurrent starts (several replicas) wait on the same keys and write nothing twice.
 */
export async function seedContent(db: Database, content: SeedContent[] = SITE_COPY.map(buildSeed)): Promise<{ applied: string[] }> {
  const pages = content.flatMap((item) => item.pages.map((page) => ({ key: `page:${page.slug}:${page.locale}`, page })));
  const faq = content.flatMap((item) => (item.faq[0] ? [{ key: `faq:${item.faq[0].locale}`, entries: item.faq }] : []));
  const testimonials = content.flatMap((item) => (item.testimonials[0] ? [{ key: `testimonials:${item.testimonials[0].locale}`, entries: item.testimonials }] : []));
  const keys = [...pages, ...faq, ...testimonials].map((item) => item.key);

  // Most starts have nothing to do: a read avoids taking row locks on every key.
  const done = await repo.appliedKeys(db, keys);
  if (done.size === keys.length) return { applied: [] };

  const claimed = await db.transaction(async (tx) => {
    const fresh = await repo.claimKeys(tx, keys);
    await repo.insertPages(
      tx,
      pages
        .filter((item) => fresh.has(item.key))
        .map(({ page }) => ({
          slug: page.slug,
          locale: page.locale,
          title: page.title,
          metaTitle: page.metaTitle,
          metaDescription: page.metaDescription,
          status: 'published' as const,
          components: page.components,
        })),
    );
    await repo.insertFaqEntries(tx, faq.filter((item) => fresh.has(item.key)).flatMap((item) => item.entries));
    await repo.insertTestimonials(tx, testimonials.filter((item) => fresh.has(item.key)).flatMap((item) => item.entries));
    return fresh;
  });
  return { applied: [...claimed] };
}
