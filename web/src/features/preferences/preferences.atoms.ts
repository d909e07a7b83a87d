import { atomWithPersistence, parseJson } from '../../lib/persisted-atom';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

const THEME_KEY = 'cadence.theme';
const LOCALE_KEY = 'cadence.locale';

/** Preferences of the device, kept when a user signs out. */
export const PREFERENCE_KEYS = [THEME_KEY, LOCALE_KEY] as const;

/** SPEC §2 theme: light by default, kept in browser storage. */
export const themeAtom = atomWithPersistence<Theme>(THEME_KEY, 'light', (raw) => {
  const value = parseJson(raw);
  return isTheme(value) ? value : null;
});

/** The interface language, English by default, kept in browser storage. */
export const localeAtom = atomWithPersistence<Locale>(LOCALE_KEY, DEFAULT_LOCALE, (raw) => {
  const value = parseJson(raw);
  return isLocale(value) ? value : null;
});

/** Puts the theme on <html> as a class, which the CSS variables of styles.css follow. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
