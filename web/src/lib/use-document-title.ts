import { useEffect } from 'react';
import { atom, useAtomValue } from 'jotai';

/** The platform's name: Cadence until the shell reads the one staff chose (GET /api/settings/platform). */
export const platformNameAtom = atom('Cadence');

/** "Sign in · Cadence" in the tab, following the language and the platform's name. */
export function useDocumentTitle(title: string): void {
  const name = useAtomValue(platformNameAtom);
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
