import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from '../lib/http';
import { onInterrupt, throwIfInterrupted } from '../lib/interrupt';
import { loadTestsDir, repoRoot } from '../lib/paths';
import { median, ratio } from '../lib/stats';
import { SkipBenchmark, type Benchmark, type Figure } from '../lib/types';

const WARM_TARGET_SEC = 10;
const START_DEADLINE_MS = 180_000;
const STOP_DEADLINE_MS = 30_000;
const OUTPUT_LIMIT = 20_000;
/** runMain's close-with-grace delay is 15 s: a stop this long means a close step hung. */
const GRACE_SUSPECT_MS = 14_500;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Launch {
  label: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  port: number;
  /** Printed once the server listens. */
  announcement: string;
}

interface Timing {
  label: string;
  /** Spawn until GET /login answered 200. */
  readyMs: number;
  /** Spawn until the announcement line was printed. */
  announcedMs: number | null;
  /** SIGINT (Ctrl-C) until every process of the group exited. */
  stopMs: number;
  /** npm's exit code or signal. */
  exit: number | string | null;
}

/** Whether a process group still has a member. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a command in its own process group, polls GET /login until 200, then stops the whole
 * group with SIGINT (SIGKILL after a deadline) and waits for it. Every wait is bounded.
 */
async function timedStart(launch: Launch): Promise<Timing> {
  throwIfInterrupted();
  const started = performance.now();
  const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  let announcedMs: number | null = null;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
    if (announcedMs === null && output.includes(launch.announcement)) announcedMs = performance.now() - started;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid ?? 0;
  const forget = onInterrupt(async () => {
    if (pid && groupAlive(pid)) process.kill(-pid, 'SIGINT');
    for (let waited = 0; pid && groupAlive(pid) && waited < 5000; waited += 100) await sleep(100);
    if (pid && groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  });
  try {
    let readyMs: number | null = null;
    while (readyMs === null) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${launch.label} exited (${child.exitCode ?? child.signalCode}) before serving /login:\n${output}`);
      if (performance.now() - started > START_DEADLINE_MS) throw new Error(`${launch.label} did not serve /login within ${START_DEADLINE_MS / 1000} s:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${launch.port}/login`, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.status === 200) readyMs = performance.now() - started;
        else if (response.status === 404) throw new Error(`${launch.label} answers 404 on /login: is the web app built?`);
      } catch (error) {
        if (error instanceof Error && error.message.includes('answers 404')) throw error;
        // Not listening yet.
      }
      if (readyMs === null) await sleep(25);
    }
    // What Ctrl-C in a terminal does: SIGINT to the whole foreground group (npm, node and the
    // embedded PostgreSQL). Stopped means every process of the group is gone.
    const stopping = performance.now();
    if (pid) process.kill(-pid, 'SIGINT');
    while (pid && groupAlive(pid) && performance.now() - stopping < STOP_DEADLINE_MS) await sleep(25);
    const stopMs = performance.now() - stopping;
    await Promise.race([exited, sleep(1000)]);
    return { label: launch.label, readyMs, announcedMs, stopMs, exit: child.exitCode ?? child.signalCode };
  } finally {
    if (pid && groupAlive(pid)) {
      process.kill(-pid, 'SIGKILL');
      await Promise.race([exited, sleep(5000)]);
    }
    forget();
  }
}

/** The embedded server must be down before the next start reuses DATA_DIR. */
async function waitForPostgresToStop(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const deadline = Date.now() + 15_000;
  while (existsSync(pidFile) && Date.now() < deadline) await sleep(100);
  if (!existsSync(pidFile)) return;
  // Left behind by a start we killed: stop that server (ours) by its pid, fast shutdown.
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      return;
    }
    const until = Date.now() + 15_000;
    while (existsSync(pidFile) && Date.now() < until) await sleep(100);
  }
}

const seconds = (ms: number) => ms / 1000;

/**
 * Time to a usable app: `npm start` with a fresh DATA_DIR (cold: initdb, migrations, keys), then
 * again on the same DATA_DIR (warm), until GET /login answers 200 from the served web app.
 * Baseline: the smallest node:http server started the same way (npm run), same poll.
 */
export const start: Benchmark = {
  name: 'start',
  title: '`npm start` until GET /login answers 200 (embedded PostgreSQL): cold and warm',
  about: 'about 30 s',
  async run({ options, log }) {
    const webDist = options.webDist;
    if (webDist) {
      if (!existsSync(path.join(webDist, 'index.html'))) throw new SkipBenchmark(`--web-dist ${webDist} has no index.html`);
    } else if (!existsSync(path.join(repoRoot, 'web', 'dist', 'index.html'))) {
      throw new SkipBenchmark(
        'web/dist is missing: build the web app first (npm run build -w @cadence/web). Not built by the benchmark: npm start would build it during the measurement, and a benchmark does not change the checkout.',
      );
    }
    const { DATABASE_URL: _database, REDIS_URL: _redis, KAFKA_BROKERS: _kafka, PUBLIC_URL: _public, WEB_DIST: _web, ...inherited } = process.env;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-start-'));
    // mkdtemp makes the directory 0700; as root the embedded server runs as the postgres user,
    // which must reach DATA_DIR/postgres (as it reaches ./data in a checkout).
    await chmod(dataDir, 0o755);
    const forgetDataDir = onInterrupt(async () => {
      await waitForPostgresToStop(dataDir);
      await rm(dataDir, { recursive: true, force: true });
    });
    const platformLaunch = async (label: string): Promise<Launch> => {
      const port = await freePort();
      const env = { ...inherited, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
      return webDist
        ? { label, command: process.execPath, args: ['--import', 'tsx', 'services/gateway/src/main.ts'], cwd: repoRoot, env: { ...env, WEB_DIST: webDist }, port, announcement: 'Cadence is running' }
        : { label, command: 'npm', args: ['start', '--silent'], cwd: repoRoot, env, port, announcement: 'Cadence is running' };
    };
    const helloLaunch = async (label: string): Promise<Launch> => {
      const port = await freePort();
      return { label, command: 'npm', args: ['run', '--silent', 'hello'], cwd: loadTestsDir, env: { ...inherited, PORT: String(port) }, port, announcement: 'hello is running' };
    };
    const describe = (t: Timing) =>
      `${t.label}: /login 200 after ${seconds(t.readyMs).toFixed(2)} s` +
      (t.announcedMs === null ? '' : ` (announced at ${seconds(t.announcedMs).toFixed(2)} s)`) +
      `, stopped in ${seconds(t.stopMs).toFixed(2)} s, exit ${t.exit}`;
    try {
      const cold = await timedStart(await platformLaunch('cold'));
      log(describe(cold));
      await waitForPostgresToStop(dataDir);
      const warm: Timing[] = [];
      const hello: Timing[] = [];
      for (let run = 1; run <= options.warmStarts; run += 1) {
        const timing = await timedStart(await platformLaunch(`warm ${run}`));
        log(describe(timing));
        warm.push(timing);
        await waitForPostgresToStop(dataDir);
        const baseline = await timedStart(await helloLaunch(`baseline ${run}`));
        log(describe(baseline));
        hello.push(baseline);
      }
      const warmSec = seconds(median(warm.map((t) => t.readyMs)));
      const helloSec = seconds(median(hello.map((t) => t.readyMs)));
      const coldSec = seconds(cold.readyMs);
      const figures: Figure[] = [
        { metric: 'cold start (initdb)', unit: 's', value: coldSec, baseline: helloSec, ratio: ratio(coldSec, helloSec) },
        {
          metric: `warm start (median of ${warm.length})`,
          unit: 's',
          value: warmSec,
          baseline: helloSec,
          ratio: ratio(warmSec, helloSec),
          target: `≤ ${WARM_TARGET_SEC} s`,
          meets: warmSec <= WARM_TARGET_SEC,
        },
        { metric: 'warm stop (Ctrl-C to all exited)', unit: 's', value: seconds(median(warm.map((t) => t.stopMs))) },
      ];
      const graceful = Math.max(...warm.map((t) => t.stopMs), cold.stopMs);
      const notes = [
        `Stops (Ctrl-C to every process gone): ${[cold, ...warm].map((t) => seconds(t.stopMs).toFixed(2)).join(', ')} s` +
          (graceful >= GRACE_SUSPECT_MS ? ` — at least one waited out the 15 s shutdown grace period (a close step hung).` : '.'),
        webDist
          ? `Measured with --web-dist ${webDist}: the gateway entry (what npm start runs after its build check) with WEB_DIST set, not npm start itself.`
          : 'Measured through npm start (npm itself included); DATABASE_URL, REDIS_URL and KAFKA_BROKERS removed from the environment.',
      ];
      return {
        status: 'ok',
        baseline: 'a bare node:http server started through npm run, answering 200 on /login',
        figures,
        notes,
        details: { cold, warm, baseline: hello, mode: webDist ? 'gateway entry with --web-dist' : 'npm start' },
      };
    } finally {
      await waitForPostgresToStop(dataDir).catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
      forgetDataDir();
    }
  },
};
