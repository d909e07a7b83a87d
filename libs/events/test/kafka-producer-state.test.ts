import { KafkaJSConnectionError, KafkaJSNumberOfRetriesExceeded, KafkaJSProtocolError } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { producerStateLost } from '../src/kafka-transport';

// The broker's own answers, as kafkajs builds them from its error codes (protocol/error.js).
const refused = (type: string, code: number, message: string) => new KafkaJSProtocolError({ type, code, retriable: false, message } as unknown as string);

describe('a producer out of step with the broker', () => {
  it('is told by the answers that mean its id or sequence no longer match, also once kafkajs gave up retrying', () => {
    const outOfOrder = refused('OUT_OF_ORDER_SEQUENCE_NUMBER', 45, 'The broker received an out of order sequence number');
    expect(producerStateLost(outOfOrder)).toBe(true);
    expect(producerStateLost(new KafkaJSNumberOfRetriesExceeded(outOfOrder, { retryCount: 5, retryTime: 1000 }))).toBe(true);
    expect(producerStateLost(refused('UNKNOWN_PRODUCER_ID', 59, 'This exception is raised by the broker if it could not locate the producer metadata'))).toBe(true);
    expect(producerStateLost(refused('INVALID_PRODUCER_EPOCH', 47, 'Producer attempted an operation with an old epoch'))).toBe(true);
  });

  it('is not told by an unreachable broker or a missing partition, which the same producer outlives', () => {
    expect(producerStateLost(new KafkaJSConnectionError('Connection error: connect ECONNREFUSED 127.0.0.1:9095'))).toBe(false);
    expect(producerStateLost(refused('UNKNOWN_TOPIC_OR_PARTITION', 3, 'This server does not host this topic-partition'))).toBe(false);
    expect(producerStateLost(new Error('timeout'))).toBe(false);
    expect(producerStateLost(undefined)).toBe(false);
  });
});
