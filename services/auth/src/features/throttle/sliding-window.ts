import { randomUUID } from 'node:crypto';
import type { Cache } from '@cadence/service-kit';

type Redis = NonNullable<Cache['redis']>;

/** What a window holds for one key: how many events, and when the oldest of them happened. */
export interface WindowState {
  count: number;
  /** Epoch ms of the oldest event still in the window; null when empty. */
  oldestAt: number | null;
}

/**
 * Events counted over a sliding window: an event stops counting `windowMs` after it happened,
 * so a limit lifts by itself after a quiet period (no permanent lockout).
 */
export interface SlidingWindow {
  readonly windowMs: number;
  add(key: string, now: number): Promise<void>;
  state(key: string, now: number): Promise<WindowState>;
  clear(key: string): Promise<void>;
}

/** Redis sorted sets (score = time): shared by every process of the platform. */
export function redisSlidingWindow(redis: Redis, windowMs: number, prefix: string): SlidingWindow {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    windowMs,
    async add(key, now) {
      const k = keyOf(key);
      await redis
        .multi()
        .zremrangebyscore(k, '-inf', now - windowMs)
        .zadd(k, now, `${now}:${randomUUID()}`)
        .pexpire(k, windowMs)
        .exec();
    },
    async state(key, now) {
      const k = keyOf(key);
      const replies = await redis.multi().zremrangebyscore(k, '-inf', now - windowMs).zcard(k).zrange(k, 0, 0, 'WITHSCORES').exec();
      const count = Number(replies?.[1]?.[1] ?? 0);
      const oldest = replies?.[2]?.[1];
      const oldestAt = Array.isArray(oldest) && oldest.length === 2 ? Number(oldest[1]) : null;
      return { count, oldestAt };
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}

/** Process memory, for a single process without Redis. Idle keys are swept as the map grows. */
export function memorySlidingWindow(windowMs: number, maxKeys = 100_000): SlidingWindow {
  const events = new Map<string, number[]>();
  const live = (key: string, now: number): number[] => {
    const kept = (events.get(key) ?? []).filter((at) => at > now - windowMs);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };
  const sweep = (now: number) => {
    for (const key of [...events.keys()]) live(key, now);
  };
  return {
    windowMs,
    async add(key, now) {
      if (events.size >= maxKeys) sweep(now);
      events.set(key, [...live(key, now), now]);
    },
    async state(key, now) {
      const kept = live(key, now);
      return { count: kept.length, oldestAt: kept[0] ?? null };
    },
    async clear(key) {
      events.delete(key);
    },
  };
}
