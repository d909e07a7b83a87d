import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';

/**
 * The full-width bar at the top of the window while a route (its code or its loader) loads.
 * It waits 120 ms before showing so instant navigations do not flicker.
 */
export function TopLoadingBar() {
  const { t } = useTranslation();
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' });
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), 120);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <div
      role="progressbar"
      aria-label={t('common.loadingPage')}
      aria-hidden={!visible}
      aria-busy={visible}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px] overflow-hidden bg-primary/20 transition-opacity duration-300',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <div className="h-full w-full origin-left animate-progress rtl:-scale-x-100 bg-linear-to-r from-primary via-violet-400 to-sky-400" />
    </div>
  );
}
