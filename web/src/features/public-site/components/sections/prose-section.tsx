import { useTranslation } from 'react-i18next';
import type { SectionOf } from '@cadence/contracts';
import { formatDate } from '../../../../lib/format';
import { intlLocale, useContentLocale } from '../../site-locale';

/** Long-form text (the legal pages). */
export function ProseSection({ section }: { section: SectionOf<'prose'> }) {
  const { t } = useTranslation('public-site');
  const locale = useContentLocale();
  return (
    <section className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto grid max-w-3xl gap-4 text-base leading-relaxed">
        {section.updated && (
          <p className="text-sm text-muted-foreground">
            {t('page.updated', { date: formatDate(`${section.updated}T12:00:00Z`, intlLocale(locale)) })}
          </p>
        )}
        {section.blocks.map((block, index) => {
          if (block.kind === 'heading')
            return (
              <h2 key={index} className="mt-6 text-xl font-semibold tracking-tight">
                {block.text}
              </h2>
            );
          if (block.kind === 'paragraph')
            return (
              <p key={index} className="text-muted-foreground">
                {block.text}
              </p>
            );
          return (
            <ul key={index} className="grid list-disc gap-2 ps-6 text-muted-foreground marker:text-primary">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        })}
      </article>
    </section>
  );
}
