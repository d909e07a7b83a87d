import { randomUUID } from 'node:crypto';
import { KafkaTransport } from '../src/index';
import { testBrokers } from './helpers/kafka-broker';
import { transportContract } from './transport-contract';

const brokers = testBrokers();
const prefix = `contract-${randomUUID().slice(0, 8)}.`;

transportContract('kafka', {
  create: () => new KafkaTransport({ brokers, clientId: 'cadence-events-contract', topicPrefix: prefix, createTopics: { numPartitions: 3 } }),
  publishAwaitsHandlers: false,
  timeoutMs: 30_000,
});
