/**
 * The broker the events-kafka tests share: `npm test` starts one for the run (scripts/kafka.mjs)
 * and names it in KAFKA_TEST_BROKERS; `npm run test:kafka` uses KAFKA_BROKERS. Without one the
 * tests fail, saying so, instead of passing silently.
 */
export function testBrokers(): string[] {
  const brokers = (process.env.KAFKA_TEST_BROKERS ?? process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
  if (brokers.length === 0) {
    throw new Error('KAFKA_BROKERS is not set: the Kafka tests need a reachable broker, e.g. KAFKA_BROKERS=127.0.0.1:9092 npm run test:kafka (npm test starts one)');
  }
  return brokers;
}

/** A group that hands a dead member's partitions to the others after the broker's minimum session (6 s). */
export const FAST_FAILOVER = { sessionTimeout: 6000, rebalanceTimeout: 6000, heartbeatInterval: 1000 };
