import { useEffect } from 'react';

/** "Sign in · Cadence" in the tab, following the language. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Cadence` : 'Cadence';
  }, [title]);
}
