import { InProcessTransport } from './in-process-transport';
import { KafkaTransport } from './kafka-transport';
import type { EventsLogger } from './logger';
import type { Transport } from './transport';

export interface CreateTransportOptions {
  /** Kafka bootstrap brokers; none means the all-in-one mode's in-process transport. */
  kafkaBrokers?: string[] | undefined;
  clientId: string;
  topicPrefix?: string | undefined;
  /** The partitions and retention of the topics it creates (broker defaults where not given). */
  topics?: { numPartitions?: number; retentionMs?: number } | undefined;
  log?: EventsLogger | undefined;
}

/** Kafka when brokers are configured, in-process otherwise. */
export function createTransport(options: CreateTransportOptions): Transport {
  const brokers = options.kafkaBrokers?.filter((broker) => broker.trim() !== '') ?? [];
  if (brokers.length === 0) return new InProcessTransport();
  return new KafkaTransport({ brokers, clientId: options.clientId, topicPrefix: options.topicPrefix, createTopics: options.topics ?? {}, log: options.log });
}
