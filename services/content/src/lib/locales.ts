import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '@cadence/contracts';

/** The languages to read for a request in `locale`: that one, then English. */
export function localesToRead(locale: ContentLocale): ContentLocale[] {
  return locale === DEFAULT_CONTENT_LOCALE ? [DEFAULT_CONTENT_LOCALE] : [locale, DEFAULT_CONTENT_LOCALE];
}

/** The rows of `locale` when it has any, else the English ones. */
export function preferLocale<T extends { locale: ContentLocale }>(rows: readonly T[], locale: ContentLocale): T[] {
  const own = rows.filter((row) => row.locale === locale);
  return own.length > 0 ? own : rows.filter((row) => row.locale === DEFAULT_CONTENT_LOCALE);
}
