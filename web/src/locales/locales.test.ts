import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

/** Every message file: the shared namespace and each feature's, grouped by folder. */
const files = import.meta.glob<Messages>(['./*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});
const namespaces = new Map<string, Map<string, Messages>>();
for (const [file, messages] of Object.entries(files)) {
  const folder = file.slice(0, file.lastIndexOf('/'));
  const language = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
  const byLanguage = namespaces.get(folder) ?? new Map<string, Messages>();
  byLanguage.set(language, messages);
  namespaces.set(folder, byLanguage);
}

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
const LANGUAGES = ['en', 'fr', 'ro', 'zh'];

describe.each([...namespaces.keys()])('messages in %s', (folder) => {
  const byLanguage = namespaces.get(folder) ?? new Map<string, Messages>();

  it('exist in all four languages', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  const english = flatten(byLanguage.get('en') ?? {});

  describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (locale) => {
    const translated = flatten(byLanguage.get(locale) ?? {});

    it('translates every English message, with the plural forms of the language', () => {
      const expected = expectedKeys(english, locale);
      expect([...expected].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !expected.has(key))).toEqual([]);
    });

    it('keeps the interpolation variables', () => {
      for (const [key, text] of translated) {
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
        expect(variables(text), key).toEqual(variables(source));
      }
    });
  });
});
