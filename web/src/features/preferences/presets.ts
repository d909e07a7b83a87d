/**
 * Colour presets of the theme settings (SPEC §2 theme: several presets, each with light and
 * dark variants). A preset sets the brand tokens; the neutral tokens (background, foreground,
 * muted, border) stay those of styles.css. presets.test.ts checks every pair against WCAG AA.
 */
export interface PresetTokens {
  primary: string;
  primaryForeground: string;
  accent: string;
  accentForeground: string;
  ring: string;
}

export interface ColourPreset {
  light: PresetTokens;
  dark: PresetTokens;
  /** The swatch shown in the settings (the light primary). */
  swatch: string;
}

/** Text on a dark primary in dark mode. */
const DARK_INK = 'oklch(0.17 0.03 270)';
const WHITE_INK = 'oklch(0.985 0 0)';

export const PRESET_IDS = ['indigo', 'blue', 'teal', 'violet', 'rose', 'orange'] as const;
export type PresetId = (typeof PRESET_IDS)[number];
export const DEFAULT_PRESET: PresetId = 'indigo';

function preset(light: Omit<PresetTokens, 'ring'>, dark: Omit<PresetTokens, 'ring'>): ColourPreset {
  return { light: { ...light, ring: light.primary }, dark: { ...dark, ring: dark.primary }, swatch: light.primary };
}

export const PRESETS: Record<PresetId, ColourPreset> = {
  // The default: the same values as :root and .dark in styles.css.
  indigo: preset(
    {
      primary: 'oklch(0.511 0.262 276.966)',
      primaryForeground: WHITE_INK,
      accent: 'oklch(0.962 0.018 272.314)',
      accentForeground: 'oklch(0.359 0.144 278.697)',
    },
    {
      primary: 'oklch(0.673 0.182 276.935)',
      primaryForeground: DARK_INK,
      accent: 'oklch(0.29 0.06 275)',
      accentForeground: 'oklch(0.93 0.034 272.788)',
    },
  ),
  blue: preset(
    {
      primary: 'oklch(0.488 0.217 264.376)',
      primaryForeground: WHITE_INK,
      accent: 'oklch(0.97 0.014 254.604)',
      accentForeground: 'oklch(0.424 0.199 265.638)',
    },
    {
      primary: 'oklch(0.707 0.165 254.624)',
      primaryForeground: DARK_INK,
      accent: 'oklch(0.29 0.07 260)',
      accentForeground: 'oklch(0.932 0.032 255.585)',
    },
  ),
  teal: preset(
    {
      primary: 'oklch(0.511 0.096 186.391)',
      primaryForeground: WHITE_INK,
      accent: 'oklch(0.974 0.02 180.72)',
      accentForeground: 'oklch(0.437 0.078 188.216)',
    },
    {
      primary: 'oklch(0.777 0.152 181.912)',
      primaryForeground: DARK_INK,
      accent: 'oklch(0.28 0.05 185)',
      accentForeground: 'oklch(0.953 0.051 180.801)',
    },
  ),
  violet: preset(
    {
      primary: 'oklch(0.491 0.27 292.581)',
      primaryForeground: WHITE_INK,
      accent: 'oklch(0.969 0.016 293.756)',
      accentForeground: 'oklch(0.432 0.232 292.759)',
    },
    {
      primary: 'oklch(0.702 0.183 293.541)',
      primaryForeground: DARK_INK,
      accent: 'oklch(0.29 0.07 293)',
      accentForeground: 'oklch(0.943 0.029 294.588)',
    },
  ),
  rose: preset(
    {
      primary: 'oklch(0.55 0.24 17)',
      primaryForeground: WHITE_INK,
      accent: 'oklch(0.969 0.015 12.422)',
      accentForeground: 'oklch(0.455 0.188 13.697)',
    },
    {
      primary: 'oklch(0.712 0.194 13.428)',
      primaryForeground: DARK_INK,
      accent: 'oklch(0.29 0.07 15)',
      accentForeground: 'oklch(0.941 0.03 12.58)',
    },
  ),
  orange: preset(
    {
      primary: 'oklch(0.553 0.195 38.402)',
      primaryForeground: WHITE_INK,
      accent: 'oklch(0.98 0.016 73.684)',
      accentForeground: 'oklch(0.47 0.157 37.304)',
    },
    {
      primary: 'oklch(0.75 0.183 55.934)',
      primaryForeground: DARK_INK,
      accent: 'oklch(0.29 0.06 45)',
      accentForeground: 'oklch(0.954 0.038 75.164)',
    },
  ),
};

/** The CSS custom property each token sets. */
export const TOKEN_PROPERTIES: Record<keyof PresetTokens, string> = {
  primary: '--primary',
  primaryForeground: '--primary-foreground',
  accent: '--accent',
  accentForeground: '--accent-foreground',
  ring: '--ring',
};
