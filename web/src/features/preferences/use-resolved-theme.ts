import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { resolveTheme, themeAtom, type ResolvedTheme } from './preferences.atoms';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Light or dark as shown now (the `system` setting resolved against the operating system). */
export function useResolvedTheme(): ResolvedTheme {
  const theme = useAtomValue(themeAtom);
  const systemPrefersDark = useSyncExternalStore(subscribe, () => window.matchMedia(DARK_QUERY).matches);
  return resolveTheme(theme, systemPrefersDark);
}
