import { atomWithPersistence, parseJson } from '../../lib/persisted-atom';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n';
import { DEFAULT_APPEARANCE, parseAppearance, type Appearance } from './appearance';

/** `system` follows the operating system's light or dark setting. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

/** The light or dark theme a setting shows, given whether the system prefers dark. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

const THEME_KEY = 'cadence.theme';
const LOCALE_KEY = 'cadence.locale';
const APPEARANCE_KEY = 'cadence.appearance';

/** Preferences of the device, kept when a user signs out. */
export const PREFERENCE_KEYS = [THEME_KEY, LOCALE_KEY, APPEARANCE_KEY] as const;

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

/** Colour preset, font, radius, field style, navigation, container and direction. */
export const appearanceAtom = atomWithPersistence<Appearance>(APPEARANCE_KEY, DEFAULT_APPEARANCE, (raw) => parseAppearance(parseJson(raw)));
