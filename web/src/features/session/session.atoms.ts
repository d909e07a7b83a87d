import type { QueryClient } from '@tanstack/react-query';
import { atomWithPersistence, clearStorageExcept } from '../../lib/persisted-atom';
import type { AppStore } from '../../lib/store';
import { PREFERENCE_KEYS } from '../preferences/preferences.atoms';
import { SESSION_STORAGE_KEY, restoreSession, type Session } from './session';

/**
 * The signed-in session, persisted in localStorage. A malformed entry, or one that can neither
 * be used nor renewed, is dropped; connectSession().restore() renews a lapsed access token once
 * at start. `null` is signed out.
 */
export const sessionAtom = atomWithPersistence<Session | null>(SESSION_STORAGE_KEY, null, (raw) =>
  restoreSession(raw, Date.now()),
);

/**
 * SPEC §2/§4 logout: clears local storage (token, user, role ids, permissions and anything
 * else kept for the account; the device's theme and language stay) and the cached server data.
 */
export function endSession(store: AppStore, queryClient: QueryClient): void {
  store.set(sessionAtom, null);
  clearStorageExcept(PREFERENCE_KEYS);
  queryClient.clear();
}
