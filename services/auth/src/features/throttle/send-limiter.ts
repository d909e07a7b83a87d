import { hashSecret } from '../../shared/secrets';
import type { SlidingWindow } from './sliding-window';

/**
 * At most `max` mails of one kind to one address per window. Past it, the request still gets
 * the same answer (so the limit does not reveal whether the address exists); no mail is queued.
 */
export function createSendLimiter(window: SlidingWindow, max: number, clock: () => number = Date.now) {
  return {
    async allow(kind: string, email: string): Promise<boolean> {
      const key = `send:${kind}:${hashSecret(email.trim().toLowerCase())}`;
      const now = clock();
      if ((await window.state(key, now)).count >= max) return false;
      await window.add(key, now);
      return true;
    },
  };
}

export type SendLimiter = ReturnType<typeof createSendLimiter>;
