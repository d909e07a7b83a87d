import { startTcpRelay } from '@cadence/service-kit/testing';

/**
 * A TCP relay in front of the broker's relayed listener (scripts/kafka.mjs): the broker tells the
 * clients that bootstrap through it to come back through it, so cutting it is, for those clients
 * alone, the broker stopping (connections dropped, new ones refused), and restoring it is the
 * broker coming back with its log intact.
 */
export interface KafkaRelay {
  /** What the clients are given as KAFKA_BROKERS. */
  brokers: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
}

export async function startKafkaRelay(brokers: string, target: string): Promise<KafkaRelay> {
  const relay = await startTcpRelay(brokers, target);
  return { brokers, cut: relay.cut, restore: relay.restore, stop: relay.stop };
}
