import type { EventMessage, EventsFigures } from '@cadence/contracts';
import { ConcurrencyLimiter } from './concurrency-limiter';
import { errorMessage } from './logger';
import type { MessageHandler, Transport } from './transport';

export interface InProcessTransportOptions {
  /**
   * How many messages of different keys one group handles at once. Same key: one at a time.
   * Consumers apply the messages they hold together in shared transactions, so this bounds their
   * batches rather than their connections.
   */
  concurrency?: number;
}

interface Group {
  topics: ReadonlySet<string>;
  handler: MessageHandler;
  limiter: ConcurrencyLimiter;
  /** The last delivery queued per topic and key; the next one of that key waits for it. */
  lanes: Map<string, Promise<void>>;
}

type State = 'created' | 'started' | 'stopped';

/**
 * The transport of the all-in-one mode: publish hands each message to every group subscribed
 * to its topic and resolves when all of them have handled it, so the relay marks a row
 * published only once its consumers have committed their effects.
 *
 * Subscribe every group before the relay starts publishing: a message published while no group
 * listens to its topic reaches nobody (there is no broker to keep it).
 */
export class InProcessTransport implements Transport {
  private readonly groups = new Map<string, Group>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly concurrency: number;
  private state: State = 'created';

  constructor(options: InProcessTransportOptions = {}) {
    this.concurrency = options.concurrency ?? 64;
  }

  async subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void> {
    if (this.state === 'stopped') throw new Error('InProcessTransport is stopped: cannot subscribe');
    if (this.groups.has(group)) throw new Error(`group ${group} is already subscribed to this transport`);
    this.groups.set(group, { topics: new Set(topics), handler, limiter: new ConcurrencyLimiter(this.concurrency), lanes: new Map() });
  }

  async start(): Promise<void> {
    if (this.state === 'stopped') throw new Error('InProcessTransport is stopped: cannot start again');
    this.state = 'started';
  }

  async stop(): Promise<void> {
    this.state = 'stopped';
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Nothing waits in-process: a publish returns once every group has handled its messages. */
  async figures(groups?: readonly string[]): Promise<EventsFigures> {
    const named = [...this.groups.keys()].filter((group) => !groups || groups.includes(group));
    return { transport: 'in-process', reachable: true, error: null, consumers: named.map((group) => ({ group, lag: 0, partitions: [] })) };
  }

  async publish(messages: EventMessage[]): Promise<void> {
    if (this.state !== 'started') throw new Error(`InProcessTransport is ${this.state === 'created' ? 'not started' : 'stopped'}: cannot publish`);
    const deliveries: Promise<void>[] = [];
    for (const message of messages) {
      for (const group of this.groups.values()) {
        if (group.topics.has(message.topic)) deliveries.push(this.deliver(group, message));
      }
    }
    const settled = Promise.allSettled(deliveries);
    this.inFlight.add(settled);
    let results: PromiseSettledResult<void>[];
    try {
      results = await settled;
    } finally {
      this.inFlight.delete(settled);
    }
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (failures.length > 0) {
      throw new AggregateError(failures, `${failures.length} of ${deliveries.length} deliveries failed, first: ${errorMessage(failures[0])}`);
    }
  }

  private deliver(group: Group, message: EventMessage): Promise<void> {
    const lane = `${message.topic}\u0000${message.key}`;
    const previous = group.lanes.get(lane) ?? Promise.resolve();
    // Each group gets its own copy, shaped as it would come off the wire.
    const copy = JSON.parse(JSON.stringify(message)) as EventMessage;
    // A failed predecessor fails this one too, unhandled: a key never skips ahead of itself.
    const current = previous.then(() => group.limiter.run(() => group.handler(copy)));
    group.lanes.set(lane, current);
    const forget = () => {
      if (group.lanes.get(lane) === current) group.lanes.delete(lane);
    };
    current.then(forget, forget);
    return current;
  }
}
