import { describe, expect, it } from 'vitest';
import type { KafkaMessage } from 'kafkajs';
import type { EventMessage } from '@cadence/contracts';
import { EVENT_HEADERS, MalformedKafkaMessageError, fromKafkaMessage, toKafkaMessage } from './kafka-codec';

const event: EventMessage = {
  id: '0b5e7f0e-3c1e-4f57-9d59-4b1b1f0a6a11',
  name: 'posting.post.published',
  version: 2,
  topic: 'posting.post',
  key: '42',
  occurredAt: '2025-03-01T10:00:00.123Z',
  payload: { postId: 42, text: 'héllo', tags: ['a'] },
  headers: { traceparent: '00-abc-def-01' },
};

/** What kafkajs hands a consumer for a record produced from `toKafkaMessage`: Buffers. */
function asConsumed(record: ReturnType<typeof toKafkaMessage>, offset = '7'): KafkaMessage {
  const headers = Object.fromEntries(Object.entries(record.headers ?? {}).map(([name, value]) => [name, Buffer.from(String(value))]));
  return {
    key: record.key === undefined || record.key === null ? null : Buffer.from(record.key),
    value: record.value === null ? null : Buffer.from(record.value),
    timestamp: '0',
    attributes: 0,
    offset,
    headers,
  };
}

describe('kafka codec', () => {
  it('keys the record by entity, carries the envelope in headers and the payload as JSON', () => {
    const record = toKafkaMessage(event);
    expect(record.key).toBe('42');
    expect(JSON.parse(String(record.value))).toEqual(event.payload);
    expect(record.headers).toMatchObject({
      [EVENT_HEADERS.id]: event.id,
      [EVENT_HEADERS.name]: event.name,
      [EVENT_HEADERS.version]: '2',
      [EVENT_HEADERS.occurredAt]: event.occurredAt,
      traceparent: '00-abc-def-01',
    });
  });

  it('rebuilds the same event from the consumed record', () => {
    expect(fromKafkaMessage('posting.post', asConsumed(toKafkaMessage(event)))).toEqual(event);
  });

  it('refuses a record without the envelope headers or with a value that is not JSON', () => {
    const record = toKafkaMessage(event);
    const withoutId = asConsumed({ ...record, headers: { ...record.headers, [EVENT_HEADERS.id]: '' } });
    expect(() => fromKafkaMessage('posting.post', withoutId)).toThrow(MalformedKafkaMessageError);
    expect(() => fromKafkaMessage('posting.post', asConsumed({ ...record, value: '{nope' }))).toThrow(/does not hold JSON/);
    expect(() => fromKafkaMessage('posting.post', asConsumed({ ...record, value: null }))).toThrow(/no value/);
  });
});
