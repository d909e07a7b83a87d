import type { Database } from '@cadence/db';
import { buildSeed, type SeedContent } from './build-seed';
import { SITE_COPY } from './copy';
import * as repo from './seed.repository';
import { SEED_REVISIONS, type SeedRevision } from './seed-revisions';

/**
 * Writes the site's first content: every page (published), the FAQ and the testimonials in
 * each language. Each item is keyed and written once, in one transaction with its key, so a
 * restart adds only what a release introduced and never brings back what an editor changed
 * or deleted. Concurrent starts (several replicas) wait on the same keys and write nothing twice.
 */
export async function seedContent(db: Database, content: SeedContent[] = SITE_COPY.map(buildSeed), revisions: readonly SeedRevision[] = SEED_REVISIONS): Promise<{ applied: string[]; revised: number }> {
  const pages = content.flatMap((item) => item.pages.map((page) => ({ key: `page:${page.slug}:${page.locale}`, page })));
  const faq = content.flatMap((item) => (item.faq[0] ? [{ key: `faq:${item.faq[0].locale}`, entries: item.faq }] : []));
  const testimonials = content.flatMap((item) => (item.testimonials[0] ? [{ key: `testimonials:${item.testimonials[0].locale}`, entries: item.testimonials }] : []));
  const keys = [...pages, ...faq, ...testimonials].map((item) => item.key);

  // Most starts have nothing to do: a read avoids taking row locks on every key.
  const done = await repo.appliedKeys(db, keys);
  const revised = await reviseContent(db, content, revisions);
  if (done.size === keys.length) return { applied: [], revised };

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
  return { applied: [...claimed], revised };
}

/**
 * Applies the revisions this install has not had yet (see seed-revisions.ts), each in one
 * transaction with its seed-log key, so concurrent starts apply it once. Returns the number of
 * rows rewritten.
 */
async function reviseContent(db: Database, content: SeedContent[], revisions: readonly SeedRevision[]): Promise<number> {
  const keys = revisions.map((revision) => `revision:${revision.id}`);
  const done = await repo.appliedKeys(db, keys);
  let rewritten = 0;
  for (const revision of revisions) {
    const key = `revision:${revision.id}`;
    if (done.has(key)) continue;
    rewritten += await db.transaction(async (tx) => {
      if (!(await repo.claimKeys(tx, [key])).has(key)) return 0;
      let count = 0;
      for (const item of content) {
        for (const page of item.pages) if (await repo.reviseUneditedPage(tx, page)) count++;
        const locale = item.pages[0]?.locale;
        if (!locale) continue;
        for (const earlier of revision.faq[locale] ?? []) {
          const current = item.faq[earlier.position];
          if (current && (await repo.reviseFaqEntry(tx, { locale, ...earlier }, { question: current.question, answer: current.answer }))) count++;
        }
        for (const earlier of revision.testimonials[locale] ?? []) {
          const current = item.testimonials[earlier.position];
          if (current && (await repo.reviseTestimonial(tx, { locale, ...earlier }, { author: current.author, role: current.role, text: current.text }))) count++;
        }
      }
      return count;
    });
  }
  return rewritten;
}
