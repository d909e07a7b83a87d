/** SPEC §2/§9: a message hides after 6000 ms. */
export const SNACKBAR_HIDE_AFTER_MS = 6000;
/** Messages waiting beyond this are dropped, oldest waiting first (the one showing stays). */
export const SNACKBAR_QUEUE_LIMIT = 4;

export type SnackbarTone = 'neutral' | 'success' | 'error';

export interface SnackbarMessage {
  id: number;
  /** Already translated text; null shows the default message ('Note archived'). */
  text: string | null;
  tone: SnackbarTone;
}

/**
 * Adds a message behind the others. The same text already waiting is not queued twice, and a
 * queue over the limit drops its oldest waiting message; the head is the one on screen.
 */
export function enqueue(queue: readonly SnackbarMessage[], message: SnackbarMessage): SnackbarMessage[] {
  if (queue.some((queued) => queued.text === message.text && queued.tone === message.tone)) return [...queue];
  const next = [...queue, message];
  while (next.length > SNACKBAR_QUEUE_LIMIT) next.splice(1, 1);
  return next;
}

/** Removes a message (the one showing when it hides or is dismissed). */
export function dismiss(queue: readonly SnackbarMessage[], id: number): SnackbarMessage[] {
  return queue.filter((message) => message.id !== id);
}
