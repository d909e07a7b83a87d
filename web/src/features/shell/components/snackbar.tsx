import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react';
import { snackbarQueueAtom } from '../snackbar/snackbar.atoms';
import { SNACKBAR_HIDE_AFTER_MS, type SnackbarTone } from '../snackbar/snackbar-queue';
import { useSnackbar } from '../snackbar/use-snackbar';

// The bar is the inverse of the page (foreground colour), so its icons take the page's colour.
const TONE_ICONS: Record<SnackbarTone, typeof InfoIcon> = { neutral: InfoIcon, success: CircleCheckIcon, error: CircleAlertIcon };

/**
 * Shows the first message of the snackbar queue at the bottom of the window for 6000 ms
 * (paused while pointed at or focused, so it can be read and dismissed), then the next one.
 */
export function Snackbar() {
  const { t } = useTranslation('shell');
  const queue = useAtomValue(snackbarQueueAtom);
  const { hide } = useSnackbar();
  const [paused, setPaused] = useState(false);
  const current = queue[0];

  useEffect(() => {
    if (!current || paused) return;
    const timer = window.setTimeout(() => hide(current.id), SNACKBAR_HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [current, paused, hide]);

  const Icon = TONE_ICONS[current?.tone ?? 'neutral'];
  return (
    // The live region stays in the page so screen readers announce each message as it appears.
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      {current && (
        <div
          key={current.id}
          data-snackbar
          onPointerEnter={() => setPaused(true)}
          onPointerLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          className="pointer-events-auto flex max-w-md min-w-72 items-center gap-3 rounded-lg bg-foreground py-2.5 ps-4 pe-2 text-sm text-background shadow-lg animate-in fade-in-0 slide-in-from-bottom-4"
        >
          <Icon className="size-4 shrink-0 text-background/85" aria-hidden="true" />
          <p className="flex-1">{current.text ?? t('snackbar.default')}</p>
          <button
            type="button"
            onClick={() => hide(current.id)}
            aria-label={t('snackbar.dismiss')}
            className="flex size-8 shrink-0 items-center justify-center rounded-md text-background/80 outline-none hover:bg-background/10 hover:text-background focus-visible:ring-[3px] focus-visible:ring-background/60"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
