import { useTranslation } from 'react-i18next';
import { CONTENT_LOCALES, type ContentLocale } from '@cadence/contracts';
import { LOCALE_NAMES } from '../../../lib/i18n';

export const selectClass =
  'h-9 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40';

/** A native select of the content languages; `all` offers "every language" as well. */
export function LocaleFilter({ id, value, onChange, all }: { id: string; value: ContentLocale | undefined; onChange: (locale: ContentLocale | undefined) => void; all?: boolean }) {
  const { t } = useTranslation('website');
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {t('filters.locale')}
      </label>
      <select id={id} className={selectClass} value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as ContentLocale | undefined)}>
        {all && <option value="">{t('filters.allLocales')}</option>}
        {CONTENT_LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </>
  );
}
