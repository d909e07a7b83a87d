import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Admin } from 'kafkajs';
import { repoRoot } from './paths';
import { SkipBenchmark } from './types';

/** The broker a benchmark runs against. */
export interface Broker {
  brokers: string[];
  /** Started by this benchmark (and stopped by it), rather than named in KAFKA_BROKERS. */
  ownBroker: boolean;
  stop(): Promise<void>;
}

/** KAFKA_BROKERS, split on commas; empty when unset. */
function configuredBrokers(): string[] {
  return (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
}

/** What the benchmarks use of scripts/kafka.mjs. */
interface KafkaScript {
  /** Why the broker cannot run here, with the command that fixes it; null when it can. */
  kafkaPrerequisites(): string | null;
  /** Fetches the broker if needed and starts it with a fresh log directory on free ports. */
  startKafka(): Promise<{ brokers: string; stop(): Promise<void> }>;
}

async function loadKafkaScript(): Promise<KafkaScript> {
  return (await import(pathToFileURL(path.join(repoRoot, 'scripts/kafka.mjs')).href)) as KafkaScript;
}

/** The broker of KAFKA_BROKERS, or one started for the benchmark (scripts/kafka.mjs); skips the benchmark when neither can be had. */
export async function openBroker(log: (line: string) => void): Promise<Broker> {
  const configured = configuredBrokers();
  if (configured.length > 0) return { brokers: configured, ownBroker: false, stop: async () => undefined };
  const { kafkaPrerequisites, startKafka } = await loadKafkaScript();
  const missing = kafkaPrerequisites();
  if (missing) throw new SkipBenchmark(missing.replace(/\s+/g, ' ').trim());
  log('KAFKA_BROKERS is not set: starting a broker for the benchmark (scripts/kafka.mjs)');
  const broker = await startKafka();
  return { brokers: [broker.brokers], ownBroker: true, stop: () => broker.stop() };
}

/** Deletes the topics and consumer groups whose names are `ours` (a run's own, on a broker that outlives it). */
export async function removeTopicsAndGroups(admin: Admin, ours: (name: string) => boolean): Promise<void> {
  const topics = (await admin.listTopics()).filter(ours);
  if (topics.length > 0) await admin.deleteTopics({ topics });
  const groups = (await admin.listGroups()).groups.map((group) => group.groupId).filter(ours);
  if (groups.length > 0) await admin.deleteGroups(groups);
}
