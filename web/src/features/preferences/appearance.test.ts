import { describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE, parseAppearance } from './appearance';
import { resolveTheme } from './preferences.atoms';
import { parseJson } from '../../lib/persisted-atom';

describe('the default appearance (SPEC §2 theme)', () => {
  it('is Roboto, radius 8, left to right, the first preset, outlined fields, the sidebar, full width', () => {
    expect(DEFAULT_APPEARANCE).toEqual({
      preset: 'indigo',
      font: 'roboto',
      radius: 8,
      fieldStyle: 'outlined',
      navigation: 'vertical',
      container: 'full',
      rtl: false,
    });
  });
});

describe('parseAppearance (what localStorage holds)', () => {
  const read = (raw: string | null) => parseAppearance(parseJson(raw));

  it('restores every stored setting', () => {
    const stored = { preset: 'teal', font: 'inter', radius: 16, fieldStyle: 'filled', navigation: 'horizontal', container: 'boxed', rtl: true };
    expect(read(JSON.stringify(stored))).toEqual(stored);
  });

  it('restores nothing from an absent, unreadable or non-object entry', () => {
    expect(read(null)).toBeNull();
    expect(read('{oops')).toBeNull();
    expect(read('"dark"')).toBeNull();
    expect(read('[1,2]')).toBeNull();
    expect(read('null')).toBeNull();
  });

  it('falls back setting by setting, keeping the valid ones', () => {
    const parsed = read(JSON.stringify({ preset: 'neon', font: 'comic-sans', radius: 7, fieldStyle: 'dotted', navigation: 'diagonal', container: 1, rtl: 'yes', extra: true }));
    expect(parsed).toEqual(DEFAULT_APPEARANCE);
    expect(read(JSON.stringify({ radius: 0, rtl: true }))).toEqual({ ...DEFAULT_APPEARANCE, radius: 0, rtl: true });
  });
});

describe('resolveTheme', () => {
  it('follows the system only for the system setting', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});
