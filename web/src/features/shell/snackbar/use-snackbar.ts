import { useCallback, useMemo } from 'react';
import { useSetAtom } from 'jotai';
import { snackbarQueueAtom } from './snackbar.atoms';
import { dismiss, enqueue, type SnackbarTone } from './snackbar-queue';

let nextId = 1;

/**
 * Shows a short message at the bottom of the window, from any feature:
 * `const snackbar = useSnackbar(); snackbar.show(t('posts.archived'), { tone: 'success' })`.
 * Without text it shows the default message.
 */
export function useSnackbar() {
  const setQueue = useSetAtom(snackbarQueueAtom);
  const show = useCallback(
    (text?: string, options: { tone?: SnackbarTone } = {}) => {
      const id = nextId++;
      setQueue((queue) => enqueue(queue, { id, text: text ?? null, tone: options.tone ?? 'neutral' }));
      return id;
    },
    [setQueue],
  );
  const hide = useCallback((id: number) => setQueue((queue) => dismiss(queue, id)), [setQueue]);
  return useMemo(() => ({ show, hide }), [show, hide]);
}
