import type { EventMessage, EventsFigures } from '@cadence/contracts';

export type MessageHandler = (message: EventMessage) => Promise<void>;

/**
 * How events travel between services. Kafka in the distributed mode, in-process in the
 * all-in-one mode; the outbox, relay and consumers do not know which.
 *
 * Order: messages with the same topic and key reach a group in the order they were published.
 * Delivery is at-least-once: a handler may see a message again (consumers skip repeats).
 */
export interface Transport {
  /**
   * Resolves once the messages are durable for this transport (Kafka: acknowledged by all
   * in-sync replicas; in-process: every subscribed group's handler has finished with them).
   * Rejects when that cannot be promised; the caller publishes them again later.
   */
  publish(messages: EventMessage[]): Promise<void>;
  /**
   * Every group receives every message of its topics; within a group each message is handled
   * once per delivery. One subscription per group per transport. The handler rejecting means
   * "not handled": the message is delivered again.
   */
  subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void>;
  /** Connects and starts delivering to the groups subscribed so far (and to later ones). */
  start(): Promise<void>;
  /** Stops delivering, waits for handlers in progress, disconnects. */
  stop(): Promise<void>;
  /**
   * How the groups subscribed here (those named, or all) stand: for monitoring, read when asked.
   * Never rejects: a broker that does not answer is reported as unreachable.
   */
  figures?(groups?: readonly string[]): Promise<EventsFigures>;
}
