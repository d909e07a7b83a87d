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
 * `<feature>`. The first screens' namespaces (`CORE_NAMESPACES`, listed again in this glob) load
 * file by file into one chunk per language; every other screen's arrive together, one module per
 * language (`src/locales/screens/<lang>.ts`), so a new screen adds nothing to the entry.
 */
const coreFiles = import.meta.glob<LocaleModule>(['../locales/*.json', '../features/{shell,preferences,forms,lists,dashboard,notifications,subscriptions,auth,public-site}/locales/*.json']);

const SCREEN_BUNDLES: Record<Locale, () => Promise<{ default: Record<string, ResourceKey> }>> = {
  en: () => import('../locales/screens/en'),
  fr: () => import('../locales/screens/fr'),
  ro: () => import('../locales/screens/ro'),
  zh: () => import('../locales/screens/zh'),
};

const FEATURE_FILE = /\/features\/([^/]+)\/locales\/([^/]+)\.json$/;
const CORE_FILE = /\/locales\/([^/]+)\.json$/;

function coreLoaderTable(): Map<string, () => Promise<LocaleModule>> {
  const table = new Map<string, () => Promise<LocaleModule>>();
  for (const [file, load] of Object.entries(coreFiles)) {
    const feature = FEATURE_FILE.exec(file);
    const language = CORE_FILE.exec(file)?.[1];
    if (feature) table.set(`${feature[1]}/${feature[2]}`, load);
    else if (language) table.set(`translation/${language}`, load);
  }
  return table;
}

const coreLoaders = coreLoaderTable();

/** The namespaces the core glob found: the first screens render with these. */
export const FIRST_SCREEN_NAMESPACES = [...new Set([...coreLoaders.keys()].map((key) => key.split('/')[0] ?? ''))];

/** One screen namespace's messages in a language, from that language's screens module. */
async function screenMessages(language: Locale, namespace: string): Promise<ResourceKey> {
  const files = (await SCREEN_BUNDLES[language]()).default;
  return files[`../../features/${namespace}/locales/${language}.json`] ?? {};
}

/** Every screen namespace of a language (read from its screens module, which the call fetches). */
async function screenNamespaces(language: Locale): Promise<string[]> {
  const files = (await SCREEN_BUNDLES[language]()).default;
  return Object.keys(files).flatMap((file) => FEATURE_FILE.exec(file)?.[1] ?? []);
}

/** An i18next backend that reads the bundled locale chunks. */
const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLocale(language)) {
      callback(null, {});
      return;
    }
    const core = coreLoaders.get(`${namespace}/${language}`);
    const messages = core ? core().then((module) => module.default) : isCoreNamespace(namespace) ? Promise.resolve({}) : screenMessages(language, namespace);
    messages.then(
      (value) => callback(null, value),
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
export async function loadScreenMessages(): Promise<void> {
  const language = isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
  await i18next.loadNamespaces(await screenNamespaces(language));
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
  // Fetched beside the first screens' messages, not after them.
  const screens = allScreens ? screenNamespaces(locale) : undefined;
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'languageOnly',
      ns: FIRST_SCREEN_NAMESPACES,
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  if (screens) await i18next.loadNamespaces(await screens);
}
