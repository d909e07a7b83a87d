// A real single-node Apache Kafka broker (KRaft: broker and controller in one JVM) on 127.0.0.1,
// for the tests and for the distributed platform on one machine. The broker's jars come from
// Maven Central through deploy/kafka/pom.xml (pinned version) into a cache folder outside git.
//
//   node scripts/kafka.mjs start    fetch if needed, start on 127.0.0.1:9092 (data in DATA_DIR/kafka), wait until it answers
//   node scripts/kafka.mjs stop     stop the broker `start` left running
//   node scripts/kafka.mjs fetch    only fetch the jars
//
// The tests use startKafka() with a fresh log directory and free ports (scripts/test.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stablePorts } from './ports.mjs';
import { answers } from './reachable.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const POM = path.join(ROOT, 'deploy/kafka/pom.xml');
/** The broker version, read from the pom so there is one place to change it. */
export const KAFKA_VERSION = /<kafka\.version>([^<]+)<\/kafka\.version>/.exec(readFileSync(POM, 'utf8'))[1];
const CACHE = process.env.KAFKA_CACHE_DIR ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'cadence', `kafka-${KAFKA_VERSION}`);
const LIBS = path.join(CACHE, 'libs');
const INSTALL = 'sudo apt-get install -y openjdk-17-jre-headless maven';

function onPath(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Why the broker cannot run here, with the one command that fixes it; null when it can. */
export function kafkaPrerequisites() {
  const missing = ['java', 'mvn'].filter((tool) => !onPath(tool));
  if (missing.length === 0) return null;
  return `Kafka needs ${missing.join(' and ')} (the JDK 17 and Maven). Install them with:\n\n  ${INSTALL}\n`;
}

function fetched() {
  return existsSync(LIBS) && readdirSync(LIBS).some((name) => name.startsWith(`kafka_2.13-${KAFKA_VERSION}`));
}

/** Fetches the broker's jars from Maven Central into the cache (once). */
export function fetchKafka(out = process.stdout) {
  if (fetched()) return;
  const problem = kafkaPrerequisites();
  if (problem) throw new Error(problem);
  out.write(`Fetching Apache Kafka ${KAFKA_VERSION} from Maven Central into ${LIBS}\n`);
  mkdirSync(LIBS, { recursive: true });
  const result = spawnSync('mvn', ['-q', '-B', '-f', POM, 'dependency:copy-dependencies', `-DoutputDirectory=${LIBS}`], { stdio: 'inherit' });
  if (result.status !== 0 || !fetched()) throw new Error(`Maven could not fetch Apache Kafka ${KAFKA_VERSION} (mvn -f deploy/kafka/pom.xml dependency:copy-dependencies)`);
}

function java(args, options = {}) {
  return spawnSync('java', ['-cp', `${LIBS}/*`, ...args], { encoding: 'utf8', ...options });
}

// Besides its own listener the broker has a second one, RELAYED, that it tells its clients to reach
// through a relay port: a test that runs a relay there (e2e/src/kafka-relay.ts) and cuts it sees
// the broker vanish for its clients alone, as in an outage, while the run's other tests keep theirs.
function serverProperties({ logDir, port, controllerPort, relayTargetPort, relayPort, settings = {} }) {
  return [
    'process.roles=broker,controller',
    'node.id=1',
    `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
    `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort},RELAYED://127.0.0.1:${relayTargetPort}`,
    `advertised.listeners=PLAINTEXT://127.0.0.1:${port},RELAYED://127.0.0.1:${relayPort}`,
    'controller.listener.names=CONTROLLER',
    'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT,RELAYED:PLAINTEXT',
    'inter.broker.listener.name=PLAINTEXT',
    `log.dirs=${logDir}`,
    // One broker: every internal topic has one replica; groups start without the 3 s wait.
    'offsets.topic.replication.factor=1',
    'offsets.topic.num.partitions=8',
    'transaction.state.log.replication.factor=1',
    'transaction.state.log.min.isr=1',
    'share.coordinator.state.topic.replication.factor=1',
    'share.coordinator.state.topic.min.isr=1',
    'group.initial.rebalance.delay.ms=0',
    // Topics are created by the platform with their partitions and retention (docs/operations.md);
    // a topic named by a consumer before that is created with these.
    'auto.create.topics.enable=true',
    'num.partitions=3',
    'log.retention.hours=168',
    ...Object.entries(settings).map(([name, value]) => `${name}=${value}`),
    '',
  ].join('\n');
}

/**
 * Starts a broker: a fresh log directory and free ports unless given (`settings`: more broker
 * properties, `env`: the JVM's environment). Answers once a client can
 * reach it, with its address, the relayed listener's (`relay`: where a relay listens, and what it
 * forwards to) and how to stop it.
 */
export async function startKafka({ dataDir, port, controllerPort, relayTargetPort, relayPort, settings, out = process.stdout, detached = false, env = process.env } = {}) {
  fetchKafka(out);
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'cadence-kafka-'));
  const logDir = path.join(dir, 'logs');
  const brokerPort = port ?? (await freePort());
  const quorumPort = controllerPort ?? (await freePort());
  // The relay is cut and restored on its port during the distributed walk: a port no other server takes meanwhile.
  const relayed = { relayTargetPort: relayTargetPort ?? (await freePort()), relayPort: relayPort ?? (await stablePorts()) };
  mkdirSync(dir, { recursive: true });
  const properties = path.join(dir, 'server.properties');
  writeFileSync(properties, serverProperties({ logDir, port: brokerPort, controllerPort: quorumPort, ...relayed, settings }));
  if (!existsSync(path.join(logDir, 'meta.properties'))) {
    const clusterId = java(['kafka.tools.StorageTool', 'random-uuid']).stdout.trim().split('\n').at(-1);
    const format = java(['kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', properties]);
    if (format.status !== 0) throw new Error(`Formatting the Kafka log directory failed:\n${format.stderr || format.stdout}`);
  }
  const log = openSync(path.join(dir, 'broker.log'), 'a');
  const broker = spawn('java', ['-Xms128m', '-Xmx512m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Djava.awt.headless=true', '-cp', `${LIBS}/*`, 'kafka.Kafka', properties], {
    stdio: ['ignore', log, log],
    detached,
    env,
  });
  let exited = false;
  broker.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers({ host: '127.0.0.1', port: brokerPort }))) {
    if (exited) throw new Error(`The Kafka broker stopped while starting; see ${path.join(dir, 'broker.log')}`);
    if (Date.now() > deadline) {
      broker.kill('SIGKILL');
      throw new Error(`The Kafka broker did not answer on 127.0.0.1:${brokerPort} within 60 s; see ${path.join(dir, 'broker.log')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (detached) broker.unref();
  const brokers = `127.0.0.1:${brokerPort}`;
  return {
    brokers,
    relay: { brokers: `127.0.0.1:${relayed.relayPort}`, target: `127.0.0.1:${relayed.relayTargetPort}` },
    pid: broker.pid,
    dir,
    async stop({ keepData = dataDir !== undefined } = {}) {
      if (!exited) {
        const gone = new Promise((resolve) => broker.once('exit', resolve));
        broker.kill('SIGTERM');
        const timer = setTimeout(() => broker.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(timer);
      }
      if (!keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(command) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'), 'kafka');
  const pidFile = path.join(dataDir, 'broker.pid');
  if (command === 'fetch') return fetchKafka();
  if (command === 'stop') {
    if (!existsSync(pidFile)) return process.stdout.write('No broker started by `kafka.mjs start` is running\n');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    try {
      process.kill(pid, 'SIGTERM');
      process.stdout.write(`Stopped the Kafka broker (pid ${pid})\n`);
    } catch {
      process.stdout.write('The broker had already stopped\n');
    }
    rmSync(pidFile, { force: true });
    return;
  }
  if (command === 'start') {
    const port = Number(process.env.KAFKA_PORT ?? 9092);
    if (await answers({ host: '127.0.0.1', port })) return process.stdout.write(`Something already answers on 127.0.0.1:${port}; KAFKA_BROKERS=127.0.0.1:${port}\n`);
    const broker = await startKafka({ dataDir, port, controllerPort: port + 1, relayTargetPort: port + 2, relayPort: port + 3, detached: true });
    writeFileSync(pidFile, String(broker.pid));
    process.stdout.write(
      `Apache Kafka ${KAFKA_VERSION} answers: KAFKA_BROKERS=${broker.brokers} (data and log in ${dataDir}; stop with node scripts/kafka.mjs stop)\n` +
        `For the distributed walk's outage: KAFKA_TEST_RELAY_BROKERS=${broker.relay.brokers} KAFKA_TEST_RELAY_TARGET=${broker.relay.target}\n`,
    );
    return;
  }
  process.stderr.write('usage: node scripts/kafka.mjs start|stop|fetch\n');
  process.exitCode = 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problem = kafkaPrerequisites();
  if (problem && process.argv[2] !== 'stop') {
    process.stderr.write(problem);
    process.exit(1);
  }
  await main(process.argv[2]).catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
