import { atomWithStorage } from 'jotai/utils';

/** jotai's synchronous storage interface (the last overload of atomWithStorage takes it). */
type SyncStorage<T> = NonNullable<Parameters<typeof atomWithStorage<T>>[2]>;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): the app then runs unpersisted.
    return null;
  }
}

/**
 * A localStorage key read through `parse`, which turns anything it does not accept into the
 * initial value (and drops the stale entry). `null` removes the key. Other tabs stay in sync
 * through the storage event.
 */
export function persistentStorage<T>(parse: (raw: string | null) => T | null): SyncStorage<T> {
  return {
    getItem(key, initialValue) {
      const storage = browserStorage();
      if (!storage) return initialValue;
      const raw = storage.getItem(key);
      const value = parse(raw);
      if (value === null) {
        if (raw !== null) storage.removeItem(key);
        return initialValue;
      }
      return value;
    },
    setItem(key, value) {
      const storage = browserStorage();
      if (!storage) return;
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    },
    removeItem(key) {
      browserStorage()?.removeItem(key);
    },
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.storageArea !== browserStorage() || event.key !== key) return;
        callback(parse(event.newValue) ?? initialValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** Removes every localStorage entry but `keep`. */
export function clearStorageExcept(keep: readonly string[]): void {
  const storage = browserStorage();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (!keep.includes(key)) storage.removeItem(key);
}

/** JSON from storage, or undefined when it is absent or not JSON. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** An atom persisted in localStorage under `key`, read synchronously at start. */
export function atomWithPersistence<T>(key: string, initialValue: T, parse: (raw: string | null) => T | null) {
  return atomWithStorage<T>(key, initialValue, persistentStorage(parse), { getOnInit: true });
}
