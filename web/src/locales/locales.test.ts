import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';
import ro from './ro.json';
import zh from './zh.json';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [inner, text] of flatten(value, path)) result.set(inner, text);
  }
  return result;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys without plural suffixes, and for plural keys the forms the language needs. */
function expectedKeys(messages: Map<string, string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of messages.keys()) {
    if (PLURAL.test(key)) for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
    else keys.add(key);
  }
  return keys;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const english = flatten(en);

describe.each([
  ['fr', fr],
  ['ro', ro],
  ['zh', zh],
])('%s messages', (locale, messages) => {
  const translated = flatten(messages);

  it('translate every English message, with the plural forms of the language', () => {
    const expected = expectedKeys(english, locale);
    expect([...expected].filter((key) => !translated.has(key))).toEqual([]);
    expect([...translated.keys()].filter((key) => !expected.has(key))).toEqual([]);
  });

  it('keep the interpolation variables', () => {
    for (const [key, text] of translated) {
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
      expect(variables(text), key).toEqual(variables(source));
    }
  });
});
