import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventMessage } from '@cadence/contracts';
import type { Transport } from '../src/index';
import { delay, gate, waitUntil } from './helpers/wait';

export interface TransportContractOptions {
  /** A fresh transport, not started. Called once or more per test; every one is stopped after the test. */
  create(): Transport;
  /**
   * true where publish resolves only once every group has handled the messages (in-process);
   * false where it resolves once they are stored and delivery follows (Kafka).
   */
  publishAwaitsHandlers: boolean;
  /** How long one delivery may take (a Kafka group needs seconds to join). */
  timeoutMs: number;
}

/**
 * What every Transport promises, written once and run against each implementation: the
 * in-process one in the default run, Kafka's where a broker is reachable.
 */
export function transportContract(name: string, options: TransportContractOptions): void {
  describe(`transport contract: ${name}`, () => {
    const opened: Transport[] = [];
    const run = randomUUID().slice(0, 8);
    let sequence = 0;
    /** Topics and groups unique to a test, so runs against a long-lived broker never mix. */
    const unique = (what: string) => `c${run}${(sequence += 1)}${what}`;
    const topicOf = (entity: string) => `contract.${unique(entity)}`;

    function transport(): Transport {
      const created = options.create();
      opened.push(created);
      return created;
    }

    function message(topic: string, key: string, seq: number, headers: Record<string, string> = {}): EventMessage {
      return {
        id: randomUUID(),
        name: `${topic}.changed`,
        version: 1,
        topic,
        key,
        occurredAt: new Date(Date.UTC(2025, 0, 1, 0, 0, seq)).toISOString(),
        payload: { key, seq, nested: { list: [1, 'two', null], flag: true } },
        headers,
      };
    }

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((t) => t.stop()));
    });

    it('delivers every message of its topics to each group, whole, and nothing of other topics', { timeout: options.timeoutMs * 3 }, async () => {
      const t = transport();
      const [items, orders, other] = [topicOf('item'), topicOf('order'), topicOf('other')];
      const received = new Map<string, EventMessage[]>([
        ['items-only', []],
        ['both', []],
        ['orders-only', []],
      ]);
      const recorder = (group: string) => async (m: EventMessage) => {
        received.get(group)?.push(m);
      };
      await t.subscribe(unique('items-only'), [items], recorder('items-only'));
      await t.subscribe(unique('both'), [items, orders], recorder('both'));
      await t.subscribe(unique('orders-only'), [orders], recorder('orders-only'));
      await t.start();

      const itemMessages = [0, 1, 2].map((seq) => message(items, `item-${seq}`, seq, { traceparent: `00-${seq}` }));
      const orderMessages = [0, 1].map((seq) => message(orders, 'order-1', seq));
      await t.publish([...itemMessages, message(other, 'x', 0), ...orderMessages]);

      await waitUntil(
        () => received.get('items-only')?.length === 3 && received.get('both')?.length === 5 && received.get('orders-only')?.length === 2,
        'every group received its messages',
        options.timeoutMs,
      );
      await delay(200);
      const byId = (list: EventMessage[] | undefined) => [...(list ?? [])].sort((a, b) => a.id.localeCompare(b.id));
      expect(byId(received.get('items-only'))).toEqual(byId(itemMessages));
      expect(byId(received.get('both'))).toEqual(byId([...itemMessages, ...orderMessages]));
      expect(byId(received.get('orders-only'))).toEqual(byId(orderMessages));
    });

    it('keeps the order of each key within a group, across batches and publishes', { timeout: options.timeoutMs * 3 }, async () => {
      const t = transport();
      const topic = topicOf('item');
      const keys = ['a', 'b', 'c', 'd'];
      const perKey = 25;
      const seen = new Map<string, number[]>(keys.map((key) => [key, []]));
      await t.subscribe(unique('ordered'), [topic], async (m) => {
        // Uneven handling times: a transport that ran one key's messages concurrently would reorder them.
        await delay(Math.random() < 0.3 ? 3 : 0);
        seen.get(m.key)?.push((m.payload as { seq: number }).seq);
      });
      await t.start();
      const all = Array.from({ length: perKey }, (_, seq) => keys.map((key) => message(topic, key, seq))).flat();
      for (let start = 0; start < all.length; start += 7) await t.publish(all.slice(start, start + 7));

      await waitUntil(() => [...seen.values()].every((list) => list.length >= perKey), 'every message arrived', options.timeoutMs);
      const expected = Array.from({ length: perKey }, (_, seq) => seq);
      for (const key of keys) expect(seen.get(key), `order of key ${key}`).toEqual(expected);
    });

    if (options.publishAwaitsHandlers) {
      it('resolves publish only after every group has finished handling the messages', async () => {
        const t = transport();
        const topic = topicOf('item');
        const finished: string[] = [];
        for (const group of ['slow', 'fast']) {
          await t.subscribe(unique(group), [topic], async (m) => {
            await delay(group === 'slow' ? 40 : 1);
            finished.push(`${group}:${m.key}`);
          });
        }
        await t.start();
        await t.publish([message(topic, 'k1', 0), message(topic, 'k2', 0)]);
        expect([...finished].sort()).toEqual(['fast:k1', 'fast:k2', 'slow:k1', 'slow:k2']);
      });

      it('rejects publish when a handler fails, so the caller publishes again', async () => {
        const t = transport();
        const topic = topicOf('item');
        let failures = 1;
        const handled: number[] = [];
        await t.subscribe(unique('flaky'), [topic], async (m) => {
          if (failures > 0) {
            failures -= 1;
            throw new Error('handler down');
          }
          handled.push((m.payload as { seq: number }).seq);
        });
        await t.start();
        const batch = [message(topic, 'k', 0)];
        await expect(t.publish(batch)).rejects.toThrow(/handler down/);
        await t.publish(batch);
        expect(handled).toEqual([0]);
      });
    } else {
      it('resolves publish once the messages are stored: a group subscribing afterwards still receives them', { timeout: options.timeoutMs * 3 }, async () => {
        const publisher = transport();
        const topic = topicOf('item');
        await publisher.start();
        const sent = [message(topic, 'k', 0), message(topic, 'k', 1)];
        await publisher.publish(sent);
        await publisher.stop();

        const late = transport();
        const received: EventMessage[] = [];
        await late.subscribe(unique('late'), [topic], async (m) => {
          received.push(m);
        });
        await late.start();
        await waitUntil(() => received.length >= 2, 'the late group received the stored messages', options.timeoutMs);
        expect(received).toEqual(sent);
      });

      it('delivers again a message whose handler failed (no offset moves past it)', { timeout: options.timeoutMs * 3 }, async () => {
        const t = transport();
        const topic = topicOf('item');
        let failures = 1;
        const handled: number[] = [];
        await t.subscribe(unique('flaky'), [topic], async (m) => {
          if (failures > 0) {
            failures -= 1;
            throw new Error('handler down');
          }
          handled.push((m.payload as { seq: number }).seq);
        });
        await t.start();
        await t.publish([message(topic, 'k', 0), message(topic, 'k', 1)]);
        await waitUntil(() => handled.length >= 2, 'both messages were handled', options.timeoutMs);
        expect(handled).toEqual([0, 1]);
      });
    }

    it('stops cleanly: waits for the handler in progress, then refuses to publish', { timeout: options.timeoutMs * 3 }, async () => {
      const t = transport();
      const topic = topicOf('item');
      const release = gate();
      let started = false;
      let finished = false;
      await t.subscribe(unique('blocking'), [topic], async () => {
        started = true;
        await release.opened;
        finished = true;
      });
      await t.start();
      const publishing = t.publish([message(topic, 'k', 0)]);
      await waitUntil(() => started, 'the handler started', options.timeoutMs);

      let stopped = false;
      const stopping = t.stop().then(() => {
        stopped = true;
      });
      await delay(100);
      expect(stopped).toBe(false);
      release.open();
      await stopping;
      expect(finished).toBe(true);
      await publishing;
      await expect(t.publish([message(topic, 'k', 1)])).rejects.toThrow(/stopped/);
      await t.stop();
    });

    it('refuses to publish before start and a second subscription of one group', async () => {
      const t = transport();
      const topic = topicOf('item');
      await expect(t.publish([message(topic, 'k', 0)])).rejects.toThrow(/not started/);
      const group = unique('once');
      await t.subscribe(group, [topic], async () => undefined);
      await expect(t.subscribe(group, [topic], async () => undefined)).rejects.toThrow(/already subscribed/);
    });
  });
}
