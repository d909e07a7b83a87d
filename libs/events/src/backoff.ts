export interface BackoffOptions {
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * The wait before retry number `attempt` (1 for the first retry): doubling from the base,
 * capped, with "equal jitter" (between half and all of it) so retries of many consumers spread out.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const exponential = options.baseDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(options.maxDelayMs, exponential);
  return Math.round(capped / 2 + (random() * capped) / 2);
}

export class AbortedError extends Error {
  override readonly name = 'AbortedError';
}

/** Waits `ms`, or rejects with AbortedError as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AbortedError('aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
