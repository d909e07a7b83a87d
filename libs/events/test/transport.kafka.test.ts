import { randomUUID } from 'node:crypto';
import { KafkaTransport } from '../src/index';
import { transportContract } from './transport-contract';

// The events-kafka project: `npm test` starts one broker for the run (scripts/kafka.mjs) and
// names it in KAFKA_TEST_BROKERS; `npm run test:kafka` uses KAFKA_BROKERS. Without a broker it
// fails instead of passing silently.
const brokers = (process.env.KAFKA_TEST_BROKERS ?? process.env.KAFKA_BROKERS ?? '')
  .split(',')
  .map((broker) => broker.trim())
  .filter((broker) => broker !== '');
if (brokers.length === 0) {
  throw new Error('KAFKA_BROKERS is not set: the Kafka transport contract needs a reachable broker, e.g. KAFKA_BROKERS=127.0.0.1:9092 npm run test:kafka');
}

const prefix = `contract-${randomUUID().slice(0, 8)}.`;

transportContract('kafka', {
  create: () => new KafkaTransport({ brokers, clientId: 'cadence-events-contract', topicPrefix: prefix, createTopics: { numPartitions: 3 } }),
  publishAwaitsHandlers: false,
  timeoutMs: 30_000,
});
