import { DEFAULT_PRESET, PRESET_IDS, type PresetId } from './presets';

/** Self-hosted variable fonts (styles.css declares their faces; a face downloads only when used). */
export const FONTS = {
  roboto: "'Roboto Variable'",
  inter: "'Inter Variable'",
  'plus-jakarta-sans': "'Plus Jakarta Sans Variable'",
  'public-sans': "'Public Sans Variable'",
} as const;
export type FontId = keyof typeof FONTS;
export const FONT_IDS = Object.keys(FONTS) as FontId[];

/** Corner radius choices in pixels; 8 is the default (SPEC §2). */
export const RADII = [0, 4, 8, 12, 16] as const;
export type Radius = (typeof RADII)[number];

export const FIELD_STYLES = ['outlined', 'filled'] as const;
export type FieldStyle = (typeof FIELD_STYLES)[number];

/** Vertical: the sidebar. Horizontal: the menu as a bar under the top bar (large screens). */
export const NAVIGATION_TYPES = ['vertical', 'horizontal'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** Full: the page uses the window's width. Boxed: a centred column of limited width. */
export const CONTAINERS = ['full', 'boxed'] as const;
export type Container = (typeof CONTAINERS)[number];

/** The theme configuration kept in browser storage (SPEC §2 theme), besides mode and locale. */
export interface Appearance {
  preset: PresetId;
  font: FontId;
  radius: Radius;
  fieldStyle: FieldStyle;
  navigation: NavigationType;
  container: Container;
  rtl: boolean;
}

/** SPEC §2: Roboto, radius 8, no RTL. */
export const DEFAULT_APPEARANCE: Appearance = {
  preset: DEFAULT_PRESET,
  font: 'roboto',
  radius: 8,
  fieldStyle: 'outlined',
  navigation: 'vertical',
  container: 'full',
  rtl: false,
};

function oneOf<T>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/**
 * Reads a stored appearance. Each setting is checked on its own, so one bad or outdated value
 * (a preset that no longer exists) falls back to its default without losing the others.
 * Returns null when nothing usable is stored.
 */
export function parseAppearance(value: unknown): Appearance | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const d = DEFAULT_APPEARANCE;
  return {
    preset: oneOf(PRESET_IDS, stored.preset, d.preset),
    font: oneOf(FONT_IDS, stored.font, d.font),
    radius: oneOf(RADII, stored.radius, d.radius),
    fieldStyle: oneOf(FIELD_STYLES, stored.fieldStyle, d.fieldStyle),
    navigation: oneOf(NAVIGATION_TYPES, stored.navigation, d.navigation),
    container: oneOf(CONTAINERS, stored.container, d.container),
    rtl: typeof stored.rtl === 'boolean' ? stored.rtl : d.rtl,
  };
}
