import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventMessage } from '@cadence/contracts';
import { InProcessTransport, createTransport, KafkaTransport } from '../src/index';
import { transportContract } from './transport-contract';
import { delay } from './helpers/wait';

transportContract('in-process', { create: () => new InProcessTransport(), publishAwaitsHandlers: true, timeoutMs: 5000 });

function message(key: string, seq: number): EventMessage {
  return { id: randomUUID(), name: 'shop.item.changed', version: 1, topic: 'shop.item', key, occurredAt: new Date().toISOString(), payload: { seq }, headers: {} };
}

describe('InProcessTransport', () => {
  it('handles different keys concurrently, never more than its bound, one key at a time', async () => {
    const transport = new InProcessTransport({ concurrency: 3 });
    let running = 0;
    let peak = 0;
    const runningKeys = new Set<string>();
    let sameKeyOverlap = false;
    await transport.subscribe('g', ['shop.item'], async (m) => {
      if (runningKeys.has(m.key)) sameKeyOverlap = true;
      runningKeys.add(m.key);
      running += 1;
      peak = Math.max(peak, running);
      await delay(5);
      running -= 1;
      runningKeys.delete(m.key);
    });
    await transport.start();
    const batch = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((key) => [0, 1, 2].map((seq) => message(key, seq)));
    await transport.publish(batch);
    expect(peak).toBe(3);
    expect(sameKeyOverlap).toBe(false);
    await transport.stop();
  });

  it('does not let a key run ahead of its failed message, while other keys go on', async () => {
    const transport = new InProcessTransport();
    const handled: string[] = [];
    await transport.subscribe('g', ['shop.item'], async (m) => {
      const seq = (m.payload as { seq: number }).seq;
      if (m.key === 'bad' && seq === 0) throw new Error('boom');
      handled.push(`${m.key}:${seq}`);
    });
    await transport.start();
    await expect(transport.publish([message('bad', 0), message('good', 0), message('bad', 1), message('good', 1)])).rejects.toThrow(
      /2 of 4 deliveries failed, first: boom/,
    );
    expect(handled).toEqual(['good:0', 'good:1']);
    await transport.stop();
  });

  it('gives each group its own copy of the message', async () => {
    const transport = new InProcessTransport();
    const seen: unknown[] = [];
    await transport.subscribe('mutator', ['shop.item'], async (m) => {
      (m.payload as { seq: number }).seq = 99;
    });
    await transport.subscribe('reader', ['shop.item'], async (m) => {
      seen.push(m.payload);
    });
    await transport.start();
    const original = message('k', 1);
    await transport.publish([original]);
    expect(seen).toEqual([{ seq: 1 }]);
    expect(original.payload).toEqual({ seq: 1 });
    await transport.stop();
  });
});

describe('createTransport', () => {
  it('picks Kafka when brokers are given and in-process otherwise', () => {
    expect(createTransport({ clientId: 'test' })).toBeInstanceOf(InProcessTransport);
    expect(createTransport({ clientId: 'test', kafkaBrokers: [] })).toBeInstanceOf(InProcessTransport);
    expect(createTransport({ clientId: 'test', kafkaBrokers: ['127.0.0.1:9092'] })).toBeInstanceOf(KafkaTransport);
  });
});
