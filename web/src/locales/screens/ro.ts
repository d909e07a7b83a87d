import type { ResourceKey } from 'i18next';

/** Every screen's messages in this language, keyed by file: one chunk, fetched when a screen beyond the first ones opens (lib/i18n.ts). */
export default import.meta.glob<ResourceKey>('../../features/*/locales/ro.json', { eager: true, import: 'default' });
