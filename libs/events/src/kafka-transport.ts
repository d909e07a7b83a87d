import { Kafka, logLevel, type Admin, type Consumer, type ConsumerConfig, type KafkaConfig, type LogEntry, type Message, type Producer } from 'kafkajs';
import type { EventMessage, EventsFigures } from '@cadence/contracts';
import { ConcurrencyLimiter } from './concurrency-limiter';
import { fromKafkaMessage, toKafkaMessage } from './kafka-codec';
import { errorMessage, silentLogger, type EventsLogger } from './logger';
import type { MessageHandler, Transport } from './transport';

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  /** Prepended to every topic (`<prefix><service>.<entity>`) and consumer group, e.g. to share a cluster between environments. */
  topicPrefix?: string | undefined;
  /**
   * Creates the topics a publish or a subscription needs when they are missing (broker defaults
   * unless given). Set false where topics are provisioned elsewhere.
   */
  createTopics?: false | { numPartitions?: number | undefined; replicationFactor?: number | undefined; retentionMs?: number | undefined };
  /**
   * How soon the group notices a member that died without leaving (broker minimum 6 s): its
   * partitions go to the others after `sessionTimeout` (kafkajs defaults: 30 s, 60 s, 3 s).
   */
  consumer?: Pick<ConsumerConfig, 'sessionTimeout' | 'rebalanceTimeout' | 'heartbeatInterval'>;
  /** Records of different keys one group handles at once within a fetched batch (64). */
  concurrency?: number;
  /** Partitions one group handles at once; order holds within a key. */
  partitionsConsumedConcurrently?: number;
  /** Anything else kafkajs accepts: ssl, sasl, timeouts, retry. */
  kafka?: Omit<KafkaConfig, 'brokers' | 'clientId' | 'logCreator'>;
  log?: EventsLogger | undefined;
}

interface Subscription {
  group: string;
  topics: string[];
  handler: MessageHandler;
  consumer: Consumer;
  running: boolean;
}

type State = 'created' | 'started' | 'stopped';

function kafkaLogCreator(log: EventsLogger) {
  return () =>
    ({ namespace, level, log: entry }: LogEntry) => {
      const { message, ...fields } = entry;
      const line = { ...fields, namespace, component: 'kafkajs' };
      if (level <= logLevel.ERROR) log.error(line, message);
      else if (level === logLevel.WARN) log.warn(line, message);
      else if (level === logLevel.INFO) log.info(line, message);
      else log.debug(line, message);
    };
}

/**
 * Events over Kafka (kafkajs). One topic per `<service>.<entity>`; the record key is the entity
 * key so a partition, hence a consumer, sees an entity's events in order. The producer is
 * idempotent with acks = -1, so publish resolves once every in-sync replica has the batch. Each
 * group gets its own consumer; a batch's offset is committed only after the handler resolved
 * for each of its records, so a crash before that delivers them again.
 */
/** The broker's answers that mean the producer's id and sequence numbers no longer match its own. */
const LOST_PRODUCER_STATE = new Set(['OUT_OF_ORDER_SEQUENCE_NUMBER', 'UNKNOWN_PRODUCER_ID', 'INVALID_PRODUCER_EPOCH']);

/** Whether a failed send left the idempotent producer out of step with the broker (also when kafkajs wrapped it after its retries). */
export function producerStateLost(error: unknown): boolean {
  for (let current = error as { type?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth += 1) {
    if (typeof current.type === 'string' && LOST_PRODUCER_STATE.has(current.type)) return true;
  }
  return false;
}

export class KafkaTransport implements Transport {
  private readonly kafka: Kafka;
  private producer: Producer;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly ensuredTopics = new Set<string>();
  private readonly log: EventsLogger;
  private readonly prefix: string;
  private state: State = 'created';

  constructor(private readonly options: KafkaTransportOptions) {
    if (options.brokers.length === 0) throw new Error('KafkaTransport needs at least one broker');
    this.log = options.log ?? silentLogger;
    this.prefix = options.topicPrefix ?? '';
    this.kafka = new Kafka({
      logLevel: logLevel.WARN,
      ...options.kafka,
      clientId: options.clientId,
      brokers: options.brokers,
      logCreator: kafkaLogCreator(this.log),
    });
    this.producer = this.newProducer();
  }

  async subscribe(group: string, topics: string[], handler: MessageHandler): Promise<void> {
    if (this.state === 'stopped') throw new Error('KafkaTransport is stopped: cannot subscribe');
    if (this.subscriptions.has(group)) throw new Error(`group ${group} is already subscribed to this transport`);
    const subscription: Subscription = { group, topics, handler, consumer: this.kafka.consumer({ ...this.options.consumer, groupId: this.groupId(group) }), running: false };
    this.subscriptions.set(group, subscription);
    if (this.state === 'started') await this.run(subscription);
  }

  async start(): Promise<void> {
    if (this.state === 'stopped') throw new Error('KafkaTransport is stopped: cannot start again');
    if (this.state === 'started') return;
    await this.producer.connect();
    this.state = 'started';
    for (const subscription of this.subscriptions.values()) await this.run(subscription);
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    const wasStarted = this.state === 'started';
    this.state = 'stopped';
    // disconnect() stops the runner, which waits for the message being handled, then leaves the group.
    await Promise.all([...this.subscriptions.values()].filter((s) => s.running).map((s) => s.consumer.disconnect()));
    if (wasStarted) await this.producer.disconnect();
  }

  async publish(messages: EventMessage[]): Promise<void> {
    if (this.state !== 'started') throw new Error(`KafkaTransport is ${this.state === 'created' ? 'not started' : 'stopped'}: cannot publish`);
    if (messages.length === 0) return;
    const byTopic = new Map<string, Message[]>();
    for (const message of messages) {
      const topic = this.topicName(message.topic);
      const records = byTopic.get(topic) ?? [];
      records.push(toKafkaMessage(message));
      byTopic.set(topic, records);
    }
    await this.ensureTopics([...byTopic.keys()]);
    try {
      await whileTopicsSettle(() =>
        this.producer.sendBatch({
          acks: -1,
          topicMessages: [...byTopic].map(([topic, records]) => ({ topic, messages: records })),
        }),
      );
    } catch (error) {
      if (producerStateLost(error)) await this.renewProducer(error);
      throw error;
    }
  }

  // Idempotent: retries never duplicate or reorder a partition's records. One request in flight keeps order
  // across retries, as KIP-98 prescribes for this client.
  private newProducer(): Producer {
    return this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  }

  /**
   * After the broker was out of reach mid-send, it may refuse every later batch of this producer as
   * out of sequence, and the outbox would never drain: a producer with a new id takes over, and the
   * caller's retry (the relay's next round) sends the batch again, which consumers skip if it had landed.
   */
  private async renewProducer(cause: unknown): Promise<void> {
    const stale = this.producer;
    this.producer = this.newProducer();
    this.log.warn({ err: cause }, `the producer lost its sequence with the broker; a new one takes over: ${errorMessage(cause)}`);
    await stale.disconnect().catch(() => undefined);
    if (this.state === 'started') await this.producer.connect();
  }

  /**
   * The broker's answer for the groups subscribed here: each partition's end offset against the
   * group's committed one (a group that committed nothing yet is behind from the partition's
   * start). One attempt, bounded by FIGURES_TIMEOUT_MS: an unreachable broker is reported, not waited for.
   */
  async figures(groups?: readonly string[]): Promise<EventsFigures> {
    const admin = this.kafka.admin({ retry: { retries: 0 } });
    const subscriptions = [...this.subscriptions.values()].filter((subscription) => !groups || groups.includes(subscription.group));
    const read = async (): Promise<EventsFigures['consumers']> => {
      await admin.connect();
      const consumers: EventsFigures['consumers'] = [];
      for (const { group, topics } of subscriptions) {
        const names = topics.map((topic) => this.topicName(topic));
        const committed = await admin.fetchOffsets({ groupId: this.groupId(group), topics: names });
        const partitions: EventsFigures['consumers'][number]['partitions'] = [];
        for (const name of names) {
          const ofGroup = committed.find((entry) => entry.topic === name)?.partitions ?? [];
          for (const end of await admin.fetchTopicOffsets(name)) {
            const offset = Number(ofGroup.find((entry) => entry.partition === end.partition)?.offset ?? -1);
            const from = offset >= 0 ? offset : Number(end.low);
            partitions.push({ topic: this.eventTopic(name), partition: end.partition, committed: from, end: Number(end.high), lag: Math.max(0, Number(end.high) - from) });
          }
        }
        consumers.push({ group, lag: partitions.reduce((sum, partition) => sum + partition.lag, 0), partitions });
      }
      return consumers;
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the broker did not answer within ${FIGURES_TIMEOUT_MS / 1000} s`)), FIGURES_TIMEOUT_MS);
      });
      const consumers = await Promise.race([read(), timeout]);
      return { transport: 'kafka', reachable: true, error: null, consumers };
    } catch (error) {
      return { transport: 'kafka', reachable: false, error: errorMessage(error), consumers: [] };
    } finally {
      clearTimeout(timer);
      await admin.disconnect().catch(() => undefined);
    }
  }

  /** Groups carry the prefix too: two installs sharing a cluster never share a consumer group. */
  private groupId(group: string): string {
    return `${this.prefix}${group}`;
  }

  private topicName(topic: string): string {
    return `${this.prefix}${topic}`;
  }

  private eventTopic(kafkaTopic: string): string {
    return kafkaTopic.startsWith(this.prefix) ? kafkaTopic.slice(this.prefix.length) : kafkaTopic;
  }

  private async run(subscription: Subscription): Promise<void> {
    const { consumer, group, handler } = subscription;
    const topics = subscription.topics.map((topic) => this.topicName(topic));
    const limiter = new ConcurrencyLimiter(this.options.concurrency ?? 64);
    await this.ensureTopics(topics);
    consumer.on(consumer.events.CRASH, (event) => {
      this.log.error({ group, err: event.payload.error, restart: event.payload.restart }, 'kafka consumer crashed');
    });
    await consumer.connect();
    // A new group starts from the earliest record, so nothing published before its first start is missed.
    await whileTopicsSettle(() => consumer.subscribe({ topics, fromBeginning: true }));
    // Joining the group is not awaited: after a crash the group waits for the dead member's
    // session to expire (sessionTimeout, 30 s by default) before it hands out partitions, and a
    // process starting meanwhile must not hang on it. Records wait in the broker until it joins.
    const joined = consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 1,
      // A fetched batch is handled keys in parallel (one key's records in order, at most
      // `concurrency` at once), so a consumer applies what it holds together; the partition's
      // offset moves past the batch only once every record of it was handled. A failure commits
      // nothing: the batch comes again and the consumer skips what it already applied.
      eachBatch: async ({ batch, heartbeat }) => {
        const lanes = new Map<string, Promise<void>>();
        const handled: Promise<void>[] = [];
        for (const message of batch.messages) {
          let event: EventMessage | undefined;
          try {
            event = fromKafkaMessage(this.eventTopic(batch.topic), message);
          } catch (error) {
            // Redelivering a record that cannot be read would block its partition forever.
            this.log.error({ group, topic: batch.topic, partition: batch.partition, offset: message.offset, err: error }, `skipping unreadable record: ${errorMessage(error)}`);
            continue;
          }
          const delivered = event;
          const lane = delivered.key;
          const current = (lanes.get(lane) ?? Promise.resolve()).then(() => limiter.run(() => handler(delivered)));
          lanes.set(lane, current);
          handled.push(current);
        }
        const results = await Promise.allSettled(handled);
        const failed = results.find((result) => result.status === 'rejected');
        if (failed) throw (failed as PromiseRejectedResult).reason;
        const last = batch.messages.at(-1);
        if (last) await consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: (BigInt(last.offset) + 1n).toString() }]);
        await heartbeat();
      },
    });
    subscription.running = true;
    joined.catch((error: unknown) => this.log.error({ group, err: error }, `kafka consumer could not join its group: ${errorMessage(error)}`));
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    const settings = this.options.createTopics ?? {};
    if (settings === false) return;
    const missing = topics.filter((topic) => !this.ensuredTopics.has(topic));
    if (missing.length === 0) return;
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: settings.numPartitions,
          replicationFactor: settings.replicationFactor,
          configEntries: settings.retentionMs === undefined ? [] : [{ name: 'retention.ms', value: String(settings.retentionMs) }],
        })),
      });
      // createTopics waits only for the topics it made: one another process made a moment ago may
      // have no leader yet, and subscribing to it then fails ("does not host this topic-partition").
      await awaitLeaders(admin, missing);
      for (const topic of missing) this.ensuredTopics.add(topic);
    } catch (error) {
      // Not allowed to create topics, say: the broker may still create them on first use.
      this.log.warn({ topics: missing, err: error }, `could not create topics: ${errorMessage(error)}`);
    } finally {
      await admin.disconnect();
    }
  }
}

/** How long a monitoring read waits for the broker. */
const FIGURES_TIMEOUT_MS = 5000;

/** How long a topic just created (here or by another process) may take to get its partitions' leaders. */
const LEADERS_DEADLINE_MS = 30_000;

/** Resolves once every partition of the topics has a leader. */
async function awaitLeaders(admin: Admin, topics: string[]): Promise<void> {
  const deadline = Date.now() + LEADERS_DEADLINE_MS;
  for (;;) {
    let lastError: unknown;
    try {
      const metadata = await admin.fetchTopicMetadata({ topics });
      const led = metadata.topics.filter((topic) => topic.partitions.length > 0 && topic.partitions.every((partition) => partition.leader >= 0));
      if (led.length === topics.length) return;
    } catch (error) {
      // The broker answers "does not host this topic-partition" until the topic is known everywhere.
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`the topics ${topics.join(', ')} have no leader after ${LEADERS_DEADLINE_MS / 1000} s${lastError ? `: ${errorMessage(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Kafka's answer while a topic created a moment ago is not known to the broker's metadata yet. */
const UNKNOWN_TOPIC = 'UNKNOWN_TOPIC_OR_PARTITION';

/**
 * Runs `attempt` again while the broker says it does not host a topic yet (another process
 * created it a moment ago), for as long as a new topic may take to settle; any other error, or
 * that one past the deadline, is thrown.
 */
async function whileTopicsSettle<T>(attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LEADERS_DEADLINE_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      const type = (error as { type?: unknown }).type;
      if (type !== UNKNOWN_TOPIC || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
