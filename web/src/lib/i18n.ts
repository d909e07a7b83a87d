import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';

/** SPEC §2: English, French, Romanian, Chinese. */
export const LOCALES = ['en', 'fr', 'ro', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as switchers show it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ro: 'Română',
  zh: '中文',
};

/** The value for <html lang>. */
const HTML_LANG: Record<Locale, string> = { en: 'en', fr: 'fr', ro: 'ro', zh: 'zh-Hans' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** One file per language, fetched only when that language is used. */
const loaders: Record<Locale, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
  ro: () => import('../locales/ro.json'),
  zh: () => import('../locales/zh.json'),
};

/** An i18next backend that reads the bundled locale chunks. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLocale(language) ? loaders[language] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export const i18n = i18next;

/** Starts i18next in `locale` (its file and the English fallback are loaded first). */
export async function initI18n(locale: Locale): Promise<void> {
  i18next.on('languageChanged', (language) => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = isLocale(language) ? HTML_LANG[language] : language;
  });
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}
