import { Redis } from 'ioredis';

/** A small key-value cache: Redis when REDIS_URL is set, process memory otherwise. */
export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** The Redis client when there is one (rate limits, fan-out). */
  readonly redis: Redis | null;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function createCache(redisUrl: string | undefined): Cache {
  return redisUrl ? redisCache(new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true })) : memoryCache();
}

function redisCache(redis: Redis): Cache {
  return {
    redis,
    get: (key) => redis.get(key),
    set: async (key, value, ttl) => {
      await redis.set(key, value, 'EX', ttl);
    },
    del: async (key) => {
      await redis.del(key);
    },
    ping: async () => (await redis.ping().catch(() => 'down')) === 'PONG',
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function memoryCache(): Cache {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    redis: null,
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.expires <= Date.now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    async set(key, value, ttl) {
      entries.set(key, { value, expires: Date.now() + ttl * 1000 });
    },
    async del(key) {
      entries.delete(key);
    },
    ping: async () => true,
    close: async () => entries.clear(),
  };
}
