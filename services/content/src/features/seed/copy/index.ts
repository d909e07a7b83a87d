import { en } from './en';
import { fr } from './fr';
import { ro } from './ro';
import { zh } from './zh';
import type { SiteCopy } from './site-copy';

/** Every language the site is seeded in; English first (the fallback). */
export const SITE_COPY: readonly SiteCopy[] = [en, fr, ro, zh];
