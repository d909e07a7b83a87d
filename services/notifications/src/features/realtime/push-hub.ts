import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@cadence/contracts';

/** A committed notification on its way to its owner's open sockets. */
export interface PushItem {
  userId: number;
  notification: Notification;
}

export interface PushHub {
  /** Hands the items to every instance subscribed to the channel (this one included). */
  publish(items: PushItem[]): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface PushHubOptions {
  /** Without Redis the hub stays in this process: enough for one instance. */
  redis: Redis | null;
  /** Instances sharing a channel share pushes: name it after the database they serve. */
  channel: string;
  onPush(items: PushItem[]): void;
  log: FastifyBaseLogger;
}

/**
 * Fans pushes out to every instance: Redis pub/sub when REDIS_URL is set (a dedicated
 * subscriber connection, as Redis requires), a direct call otherwise.
 */
export function createPushHub(options: PushHubOptions): PushHub {
  const { redis, channel, onPush, log } = options;
  if (!redis) {
    return {
      async publish(items) {
        // Asynchronous like the Redis path, so a publisher never runs socket writes inline.
        queueMicrotask(() => onPush(items));
      },
      async start() {},
      async stop() {},
    };
  }

  let subscriber: Redis | undefined;
  return {
    async publish(items) {
      await redis.publish(channel, JSON.stringify(items));
    },
    async start() {
      subscriber = redis.duplicate();
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        try {
          onPush(JSON.parse(text) as PushItem[]);
        } catch (error) {
          log.error({ err: error }, 'a push message could not be read');
        }
      });
      await subscriber.subscribe(channel);
    },
    async stop() {
      if (!subscriber) return;
      const closing = subscriber;
      subscriber = undefined;
      await closing.quit().catch(() => closing.disconnect());
    },
  };
}
