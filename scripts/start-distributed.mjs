// `npm run start:distributed`: the whole platform on this machine as the distributed mode runs it,
// every service in its own process exchanging events over Apache Kafka, the gateway in front.
//
// PostgreSQL and Redis: DATABASE_URL and REDIS_URL (the local servers at 127.0.0.1:5432 and :6379
// when unset and answering). Kafka: KAFKA_BROKERS, or a broker started here (scripts/kafka.mjs,
// data in DATA_DIR/kafka). Ctrl-C stops everything, gateway first, Kafka last.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startKafka } from './kafka.mjs';
import { answers, hostAndPort } from './reachable.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the gateway is sent for a service this launcher does not start: the discard port, where nothing listens. */
const NOT_STARTED = 'http://127.0.0.1:9';

/** Every service, in start order (services/gateway/src/services.ts). */
export const SERVICE_NAMES = ['auth', 'notifications', 'content', 'posting', 'billing', 'ai', 'analytics', 'support', 'live'];

/** The access-token key pair every process shares (only auth signs), made once under DATA_DIR/keys. */
function jwtKeys(dataDir) {
  const dir = path.join(dataDir, 'keys');
  const privatePath = path.join(dir, 'jwt-private.pem');
  const publicPath = path.join(dir, 'jwt-public.pem');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicPath, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
  }
  return { privatePath, publicPath };
}

/** The last lines a process printed, kept for the message when it does not become ready. */
const TAIL_LINES = 30;

/**
 * Waits until `url` answers /api/ready. Answers nothing when it does, or why it did not: the
 * process's exit, or its last readiness answer when the deadline passed, and its last lines.
 */
async function waitForHealth(url, child, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  let last = 'nothing listened';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return `it exited (${child.exitCode ?? child.signalCode})${tailOf(child)}`;
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) return undefined;
      last = `${response.status} ${await response.text()}`;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `in ${Math.round(deadlineMs / 1000)} s ${url}/api/ready answered: ${last}${tailOf(child)}`;
}

function tailOf(child) {
  const lines = child.tail ?? [];
  return lines.length > 0 ? `; its last lines:\n${lines.join('\n')}` : '';
}

/**
 * Starts the distributed platform: each service on its own port (basePort + 1 …), the gateway on
 * `port`. Answers the gateway's address and a stop function.
 */
export async function startDistributed({ env = process.env, port = Number(env.PORT ?? 3000), basePort = port + 100, dataDir = path.resolve(env.DATA_DIR ?? path.join(ROOT, 'data')), out = process.stdout, services = SERVICE_NAMES, extraEnv = {}, serviceEnv = {} } = {}) {
  const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cadence';
  const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await answers(hostAndPort(databaseUrl, 5432)))) throw new Error(`PostgreSQL does not answer at ${databaseUrl}: set DATABASE_URL`);
  if (!(await answers(hostAndPort(redisUrl, 6379)))) throw new Error(`Redis does not answer at ${redisUrl}: set REDIS_URL`);
  mkdirSync(dataDir, { recursive: true });
  let broker;
  let brokers = env.KAFKA_BROKERS;
  if (!brokers) {
    broker = await startKafka({ dataDir: path.join(dataDir, 'kafka'), out });
    brokers = broker.brokers;
  }
  const keys = jwtKeys(dataDir);
  const urls = Object.fromEntries(services.map((name, index) => [name, `http://127.0.0.1:${basePort + index + 1}`]));
  // The gateway wants an address for every service; one not started here (`services` names a
  // subset) gets a port nothing listens on, so the gateway answers its routes 503 + Retry-After.
  const serviceUrls = SERVICE_NAMES.map((name) => `${name}=${urls[name] ?? NOT_STARTED}`).join(',');
  const shared = {
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    KAFKA_BROKERS: brokers,
    DATA_DIR: dataDir,
    JWT_PUBLIC_KEY: keys.publicPath,
    INTERNAL_TOKEN: env.INTERNAL_TOKEN ?? randomBytes(32).toString('base64url'),
    SERVICE_URLS: serviceUrls,
    POSTING_INTERNAL_URL: urls.posting,
    LIVE_INTERNAL_URL: urls.live,
    HOST: '127.0.0.1',
    ...extraEnv,
  };
  const children = [];
  /** Ends one child with SIGTERM (SIGKILL after 15 s) and answers once it has exited. */
  const end = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  };
  // The gateway first (no new requests), then every service at once, Kafka last.
  let gateway;
  const stop = async () => {
    if (gateway) await end(gateway);
    await Promise.all(children.filter((child) => child !== gateway).map(end));
    await broker?.stop();
  };
  const launch = (name, script, childEnv) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child.tail = [];
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        const text = String(chunk);
        out.write(text.replace(/^(?=.)/gm, `[${name}] `));
        child.tail.push(...text.split('\n').filter(Boolean));
        child.tail.splice(0, child.tail.length - TAIL_LINES);
      });
    }
    children.push(child);
    return child;
  };
  /** What each process was started with, so a test can stop one and start it again. */
  const processes = new Map();
  const envOf = (name) => ({ ...shared, ...serviceEnv[name], PORT: new URL(urls[name]).port, ...(name === 'auth' ? { JWT_PRIVATE_KEY: keys.privatePath } : {}) });
  /** Ends one service's process with `signal` (SIGKILL: a crash) and answers once it has exited. */
  const kill = async (name, signal = 'SIGTERM') => {
    const child = processes.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  };
  /** Starts one service's process again (after kill) and answers once it is ready. */
  const start = async (name) => {
    const child = launch(name, `services/${name}/src/server.ts`, envOf(name));
    processes.set(name, child);
    const why = await waitForHealth(urls[name], child, 120_000);
    if (why) throw new Error(`the ${name} service did not become ready: ${why}`);
  };
  /**
   * Starts one more process of a service (its own port, after the others), sharing the first's
   * consumer group and delivery queue; the gateway keeps routing to the first. Answers once it is
   * ready, with its address and how to end it.
   */
  let extraPorts = basePort + services.length + 1;
  const startAnother = async (name) => {
    const url = `http://127.0.0.1:${++extraPorts}`;
    const child = launch(`${name}-${extraPorts}`, `services/${name}/src/server.ts`, { ...envOf(name), PORT: new URL(url).port });
    const why = await waitForHealth(url, child, 120_000);
    if (why) throw new Error(`another ${name} process did not become ready: ${why}`);
    return {
      url,
      async kill(signal = 'SIGTERM') {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await gone;
      },
    };
  };
  try {
    for (const name of services) processes.set(name, launch(name, `services/${name}/src/server.ts`, envOf(name)));
    for (const name of services) {
      const why = await waitForHealth(urls[name], processes.get(name), 120_000);
      if (why) throw new Error(`the ${name} service did not become ready: ${why}`);
    }
    gateway = launch('gateway', 'services/gateway/src/main.ts', { ...shared, PORT: String(port), GATEWAY_MODE: 'distributed' });
    const address = `http://127.0.0.1:${port}`;
    const why = await waitForHealth(address, gateway, 60_000);
    if (why) throw new Error(`the gateway did not become ready: ${why}`);
    return { address, urls, brokers, children, kill, start, startAnother, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const platform = await startDistributed();
    process.stdout.write(`\nCadence (distributed) is running: ${platform.address}\n  services: ${Object.entries(platform.urls).map(([name, url]) => `${name} ${url}`).join(', ')}\n  Kafka: ${platform.brokers}\nCtrl-C stops everything.\n`);
    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, async () => {
        if (stopping) return;
        stopping = true;
        process.stdout.write('\nStopping…\n');
        await platform.stop();
        process.exit(0);
      });
    }
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
