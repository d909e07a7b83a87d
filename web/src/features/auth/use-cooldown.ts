import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may run again (a resend); `start` begins a new wait. */
export function useCooldown(seconds: number) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, [seconds]);

  return { remaining, start };
}

/** How long a resend waits before it can be asked again. */
export const RESEND_COOLDOWN_SECONDS = 60;
