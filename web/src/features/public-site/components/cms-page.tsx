import { useSuspenseQuery } from '@tanstack/react-query';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { publishedPageQuery } from '../queries';
import { htmlLang, useContentLocale } from '../site-locale';
import { usePageMeta } from '../use-page-meta';
import { PageSections } from './page-sections';

/**
 * A page of the site as editors wrote it (GET /api/pages/by-slug/{slug}); the route's loader
 * has fetched it. Its meta fields become the tab title and the meta description.
 */
export function CmsPage({ slug }: { slug: string }) {
  const { t } = useTranslation('public-site');
  const locale = useContentLocale();
  const { data: page } = useSuspenseQuery(publishedPageQuery(slug, locale));
  usePageMeta(page.meta_title, page.meta_description);
  const hasHero = page.components.some((section) => section.type === 'hero');
  return (
    <div lang={page.fallback ? htmlLang(page.locale) : undefined}>
      {page.fallback && (
        <p role="note" lang={htmlLang(locale)} className="flex items-center justify-center gap-2 border-b bg-muted px-4 py-2 text-center text-sm text-muted-foreground">
          <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
          {t('page.fallback')}
        </p>
      )}
      {!hasHero && <h1 className="sr-only">{page.title}</h1>}
      <PageSections sections={page.components} />
    </div>
  );
}
