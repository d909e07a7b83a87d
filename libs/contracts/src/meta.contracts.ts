import Type, { type Static } from 'typebox';
import { defineEndpoint } from './endpoint';
import { StringEnum } from './schema';

export const LANGUAGES = ['en', 'fr', 'ro', 'zh'] as const;
/** A language the product speaks. */
export type Language = (typeof LANGUAGES)[number];

/** The first language of an Accept-Language header when the product speaks it; undefined otherwise. */
export function readerLanguage(header: string | undefined): Language | undefined {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : undefined;
}

export const PlatformMeta = Type.Object({
  name: Type.String(),
  version: Type.String(),
  mode: StringEnum(['all-in-one', 'distributed']),
  languages: Type.Array(StringEnum(LANGUAGES)),
});
export type PlatformMeta = Static<typeof PlatformMeta>;

export const platformMeta = defineEndpoint({
  method: 'GET',
  path: '/api/meta',
  summary: 'What this server is: name, version, mode and languages (cached; no token needed)',
  tags: ['platform'],
  auth: 'public',
  response: PlatformMeta,
});
