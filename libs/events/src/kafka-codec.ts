import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { EventMessage } from '@cadence/contracts';

/** Kafka headers that carry the event's envelope; the value carries only the payload. */
export const EVENT_HEADERS = {
  id: 'event-id',
  name: 'event-name',
  version: 'event-version',
  occurredAt: 'event-occurred-at',
} as const;

const RESERVED = new Set<string>(Object.values(EVENT_HEADERS));

export class MalformedKafkaMessageError extends Error {
  override readonly name = 'MalformedKafkaMessageError';
}

/** The Kafka record of an event: key = entity key (so order holds per entity), value = JSON payload. */
export function toKafkaMessage(message: EventMessage): Message {
  return {
    key: message.key,
    value: JSON.stringify(message.payload),
    headers: {
      ...message.headers,
      [EVENT_HEADERS.id]: message.id,
      [EVENT_HEADERS.name]: message.name,
      [EVENT_HEADERS.version]: String(message.version),
      [EVENT_HEADERS.occurredAt]: message.occurredAt,
    },
  };
}

function headerText(value: IHeaders[string]): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  if (single === undefined) return undefined;
  return typeof single === 'string' ? single : single.toString('utf8');
}

/** Rebuilds the event from a consumed record; `topic` is the event topic (without any prefix). */
export function fromKafkaMessage(topic: string, record: KafkaMessage): EventMessage {
  const raw: Record<string, string> = {};
  for (const [name, value] of Object.entries(record.headers ?? {})) {
    const text = headerText(value);
    if (text !== undefined) raw[name] = text;
  }
  const required = (name: string): string => {
    const value = raw[name];
    if (!value) throw new MalformedKafkaMessageError(`record at offset ${record.offset} of ${topic} has no ${name} header`);
    return value;
  };
  const version = Number(required(EVENT_HEADERS.version));
  if (!Number.isInteger(version)) throw new MalformedKafkaMessageError(`record at offset ${record.offset} of ${topic} has a non-integer version`);
  if (record.value === null) throw new MalformedKafkaMessageError(`record at offset ${record.offset} of ${topic} has no value`);
  let payload: unknown;
  try {
    payload = JSON.parse(record.value.toString('utf8'));
  } catch {
    throw new MalformedKafkaMessageError(`record at offset ${record.offset} of ${topic} does not hold JSON`);
  }
  const headers = Object.fromEntries(Object.entries(raw).filter(([name]) => !RESERVED.has(name)));
  return {
    id: required(EVENT_HEADERS.id),
    name: required(EVENT_HEADERS.name),
    version,
    topic,
    key: record.key?.toString('utf8') ?? '',
    occurredAt: required(EVENT_HEADERS.occurredAt),
    payload,
    headers,
  };
}
