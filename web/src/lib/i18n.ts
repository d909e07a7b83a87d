import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';
import type { FeatureResources } from '../locales/resources';
import { isCoreNamespace } from './i18n-namespaces';

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

type LocaleModule = { default: ResourceKey };

/**
 * Messages live beside the code that shows them: `src/locales/<lang>.json` is the shared
 * `translation` namespace and `src/features/<feature>/locales/<lang>.json` is the namespace
 * `<feature>`. Each file is its own chunk, fetched only when its language is used.
 */
const coreFiles = import.meta.glob<LocaleModule>('../locales/*.json');
const featureFiles = import.meta.glob<LocaleModule>('../features/*/locales/*.json');

const FEATURE_FILE = /\/features\/([^/]+)\/locales\/([^/]+)\.json$/;
const CORE_FILE = /\/locales\/([^/]+)\.json$/;

function loaderTable(): Map<string, () => Promise<LocaleModule>> {
  const table = new Map<string, () => Promise<LocaleModule>>();
  for (const [file, load] of Object.entries(coreFiles)) {
    const language = CORE_FILE.exec(file)?.[1];
    if (language) table.set(`translation/${language}`, load);
  }
  for (const [file, load] of Object.entries(featureFiles)) {
    const match = FEATURE_FILE.exec(file);
    if (match) table.set(`${match[1]}/${match[2]}`, load);
  }
  return table;
}

const loaders = loaderTable();

/** Every namespace: `translation` and one per feature that has messages. */
export const NAMESPACES = [...new Set([...loaders.keys()].map((key) => key.split('/')[0] ?? ''))];

/** What the first screens render with; the rest is fetched with `loadScreenMessages`. */
const FIRST_SCREEN_NAMESPACES = NAMESPACES.filter(isCoreNamespace);

/** An i18next backend that reads the bundled locale chunks. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLocale(language) ? loaders.get(`${namespace}/${language}`) : undefined;
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
    resources: { translation: typeof en } & FeatureResources;
  }
}

export const i18n = i18next;

/**
 * Every screen's messages in the current language (and the English fallback): one chunk per
 * language, fetched once; later calls resolve at once.
 */
export function loadScreenMessages(): Promise<void> {
  return i18next.loadNamespaces(NAMESPACES);
}

/**
 * Starts i18next in `locale` with the first screens' messages (and the English fallback), or with
 * every screen's when the first screen needs them.
 */
export async function initI18n(locale: Locale, { allScreens }: { allScreens: boolean }): Promise<void> {
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
      ns: allScreens ? NAMESPACES : FIRST_SCREEN_NAMESPACES,
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}
