import type { TFunction } from 'i18next';
import { FALLBACK_MESSAGES } from '@cadence/contracts';
import { isApiError } from './api';

/**
 * The text to show for a failed call. The client's own fallbacks (SPEC §8) and lost
 * connections are shown in the user's language; a server's message is shown as it came.
 */
export function describeError(t: TFunction, error: unknown): string {
  if (isChunkLoadError(error)) return t('errors.chunk');
  if (!isApiError(error)) return t('errors.unexpected');
  if (error.code === 'TIMEOUT') return t('errors.timeout');
  switch (error.message) {
    case FALLBACK_MESSAGES.noResponse:
      return t('errors.noResponse');
    case FALLBACK_MESSAGES.failedWithBody:
      // A bare 502/503/504 comes from a proxy in front of a server that is down or restarting.
      if (error.status >= 502 && error.status <= 504) return t('errors.unavailable');
      return error.status >= 500 ? t('errors.server') : t('errors.generic');
    case FALLBACK_MESSAGES.rethrown:
      return t('errors.unexpected');
    case FALLBACK_MESSAGES.invalidMethod:
      return t('errors.invalidMethod');
    case FALLBACK_MESSAGES.listInvalid:
      return t('errors.invalidResponse');
    default:
      return error.message;
  }
}

/** A screen's code that the browser could not download (Chromium, Firefox and Safari wording, and Vite's CSS preload). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
