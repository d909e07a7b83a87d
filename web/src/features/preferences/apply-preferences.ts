import type { AppStore } from '../../lib/store';
import { FONTS, type Appearance } from './appearance';
import { PRESETS, TOKEN_PROPERTIES, type PresetTokens } from './presets';
import { appearanceAtom, resolveTheme, themeAtom, type Theme } from './preferences.atoms';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Puts the preferences on <html>: the `dark` class and colour scheme, the preset's tokens for
 * that theme, the font, the radius, `dir` and the field style, which styles.css and the
 * components follow.
 */
export function applyPreferences(theme: Theme, appearance: Appearance, systemPrefersDark: boolean, root: HTMLElement = document.documentElement): void {
  const resolved = resolveTheme(theme, systemPrefersDark);
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  const tokens = PRESETS[appearance.preset][resolved];
  for (const [token, property] of Object.entries(TOKEN_PROPERTIES) as [keyof PresetTokens, string][]) {
    root.style.setProperty(property, tokens[token]);
  }
  root.style.setProperty('--app-font', FONTS[appearance.font]);
  root.style.setProperty('--radius', `${appearance.radius}px`);
  root.dir = appearance.rtl ? 'rtl' : 'ltr';
  root.dataset.fieldStyle = appearance.fieldStyle;
  root.dataset.preset = appearance.preset;
}

/** Applies the stored preferences now and whenever they (or the system's theme) change. */
export function connectPreferences(store: AppStore): void {
  const media = window.matchMedia(DARK_QUERY);
  const apply = () => applyPreferences(store.get(themeAtom), store.get(appearanceAtom), media.matches);
  apply();
  store.sub(themeAtom, apply);
  store.sub(appearanceAtom, apply);
  media.addEventListener('change', apply);
}
