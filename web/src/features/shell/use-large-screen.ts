import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: the sidebar stays beside the page from here, a drawer below. */
const LARGE = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(LARGE);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(LARGE).matches);
}
