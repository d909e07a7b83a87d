import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import { DEFAULT_PRESET, PRESETS, PRESET_IDS, type PresetTokens } from './presets';

/** The neutral tokens of styles.css (:root and .dark), which presets do not change. */
const css = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');

function tokensOf(selector: ':root' | '.dark'): Record<string, string> {
  const block = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
}

const NEUTRALS = { light: tokensOf(':root'), dark: tokensOf('.dark') };

const contrast = (a: string, b: string) => new Color(a).contrast(new Color(b), 'WCAG21');

/** WCAG 2.1 AA: 4.5:1 for text, 3:1 for focus rings against the page. */
const TEXT = 4.5;
const NON_TEXT = 3;

describe.each(PRESET_IDS)('colour preset %s', (id) => {
  describe.each(['light', 'dark'] as const)('%s', (mode) => {
    const tokens: PresetTokens = PRESETS[id][mode];
    const neutral = NEUTRALS[mode];
    const background = neutral.background ?? '';
    const card = neutral.card ?? '';

    it('puts primary-button text on the primary colour at 4.5:1 or more', () => {
      expect(contrast(tokens.primaryForeground, tokens.primary)).toBeGreaterThanOrEqual(TEXT);
    });

    it('keeps primary text (links, eyebrows) readable on the page and on cards', () => {
      expect(contrast(tokens.primary, background)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(tokens.primary, card)).toBeGreaterThanOrEqual(TEXT);
    });

    it('keeps accent text (the active menu item, badges) readable on the accent', () => {
      expect(contrast(tokens.accentForeground, tokens.accent)).toBeGreaterThanOrEqual(TEXT);
    });

    it('keeps body text readable on the accent and the focus ring visible', () => {
      expect(contrast(neutral.foreground ?? '', tokens.accent)).toBeGreaterThanOrEqual(TEXT);
      expect(contrast(tokens.ring, background)).toBeGreaterThanOrEqual(NON_TEXT);
    });
  });
});

describe('the neutral tokens', () => {
  it.each(['light', 'dark'] as const)('meet AA in %s', (mode) => {
    const n = NEUTRALS[mode];
    expect(contrast(n.foreground ?? '', n.background ?? '')).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(n['muted-foreground'] ?? '', n.background ?? '')).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(n['muted-foreground'] ?? '', n.muted ?? '')).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(n['card-foreground'] ?? '', n.card ?? '')).toBeGreaterThanOrEqual(TEXT);
  });
});

describe('the default preset', () => {
  it('is what styles.css shows before the preferences apply', () => {
    for (const mode of ['light', 'dark'] as const) {
      const neutral = NEUTRALS[mode];
      expect(neutral.primary).toBe(PRESETS[DEFAULT_PRESET][mode].primary);
      expect(neutral['primary-foreground']).toBe(PRESETS[DEFAULT_PRESET][mode].primaryForeground);
      expect(neutral.accent).toBe(PRESETS[DEFAULT_PRESET][mode].accent);
      expect(neutral['accent-foreground']).toBe(PRESETS[DEFAULT_PRESET][mode].accentForeground);
    }
  });

  it('has a detected contrast below AA flagged (the check can fail)', () => {
    expect(contrast('oklch(0.8 0.1 90)', 'oklch(1 0 0)')).toBeLessThan(TEXT);
  });
});
