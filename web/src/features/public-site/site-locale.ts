import { useDeferredValue } from 'react';
import { useAtomValue } from 'jotai';
import type { ContentLocale } from '@cadence/contracts';
import type { AppStore } from '../../lib/store';
import { localeAtom } from '../preferences/preferences.atoms';

/** The language a route loader fetches site content in. */
export function contentLocaleOf(store: AppStore): ContentLocale {
  return store.get(localeAtom);
}

/**
 * The language content is shown in. Deferred: after a switch, the page keeps showing the
 * previous language until the new text has arrived, instead of falling back to a spinner.
 */
export function useContentLocale(): ContentLocale {
  return useDeferredValue(useAtomValue(localeAtom));
}

/** Intl wants a region-free tag; Chinese is written in simplified characters here. */
export function intlLocale(locale: ContentLocale): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

/** The value of a lang attribute for content in `locale`. */
export function htmlLang(locale: ContentLocale): string {
  return locale === 'zh' ? 'zh-Hans' : locale;
}
