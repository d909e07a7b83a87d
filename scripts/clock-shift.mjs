// Runs the test suite with the clock moved: the Node processes, a PostgreSQL of their own, and
// everything they start (php-fpm, ffmpeg) read a clock shifted by libfaketime, so a test
// that depends on today's date fails here the way it would on that date. Chromium is the
// exception: it runs on the real clock with its pages' Date moved (e2e/src/browser.ts).
//
//   node scripts/clock-shift.mjs +365d            the suite a year ahead
//   node scripts/clock-shift.mjs -365d -- services/analytics   a year back, one folder
//
// Needs Debian's faketime and PostgreSQL server packages (root on Debian installs faketime).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startKafka } from './kafka.mjs';
import { freePort } from './ports.mjs';

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';
const [shift, ...rest] = process.argv.slice(2);
if (!shift || !/^[+-]\d+[smhdy]?$/.test(shift)) {
  process.stderr.write('usage: node scripts/clock-shift.mjs <+365d|-365d> [-- vitest filters]\n');
  process.exit(2);
}
const filters = rest[0] === '--' ? rest.slice(1) : rest;

if (!existsSync(LIBFAKETIME)) {
  const root = process.getuid?.() === 0;
  if (!root) {
    process.stderr.write('libfaketime is missing: sudo apt-get install -y faketime\n');
    process.exit(1);
  }
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime'], { stdio: 'inherit' });
}

function postgresBin() {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, y: 365 * 86_400_000 };
const shiftMs = Number(shift.replace(/[smhdy]$/, '')) * (UNIT_MS[shift.at(-1)] ?? 1000);
// Chromium does not start under libfaketime: the e2e tests run it on the real clock and move its
// pages' Date by the same amount (e2e/src/browser.ts reads CADENCE_CLOCK_SHIFT_MS).
const faked = { ...process.env, LD_PRELOAD: LIBFAKETIME, FAKETIME: shift, FAKETIME_DONT_RESET: '1', DONT_FAKE_MONOTONIC: '1', FAKETIME_DONT_FAKE_MONOTONIC: '1', CADENCE_CLOCK_SHIFT_MS: String(shiftMs) };
const work = mkdtempSync(path.join(tmpdir(), 'cadence-clock-'));
spawnSync('chown', ['postgres:postgres', work]);
const asPostgres = (args, env = process.env) => spawnSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'inherit', env });

const pgPort = await freePort();
const redisPort = await freePort();
const bin = postgresBin();
const dataDir = path.join(work, 'pg');
asPostgres([path.join(bin, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'], process.env);
const pgStarted = asPostgres([path.join(bin, 'pg_ctl'), '-D', dataDir, '-l', path.join(work, 'pg.log'), '-w', '-o', `-p ${pgPort} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400`, 'start'], faked);
if (pgStarted.status !== 0) {
  process.stderr.write(`PostgreSQL did not start (see ${path.join(work, 'pg.log')})\n`);
  process.exit(1);
}
spawnSync('psql', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-c', 'create database test'], { stdio: 'inherit' });
// Redis keeps the real clock: it hangs at start under libfaketime, and the platform gives it only
// relative lifetimes and its own timestamps, so the shift does not matter to it.
const redis = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(redisPort), '--save', '', '--appendonly', 'no', '--dir', work], { stdio: 'ignore' });

// The Kafka broker keeps the real clock: under libfaketime (a year back, two runs) some of its
// new partitions had no leader ("This server does not host this topic-partition"). It stamps the
// records itself (LogAppendTime), so it neither refuses one stamped a year ahead of its clock
// (log.message.timestamp.after.max.ms) nor deletes one stamped a year back as past retention;
// the platform never reads a record's timestamp.
const broker = await startKafka({ settings: { 'log.message.timestamp.type': 'LogAppendTime' }, out: process.stderr });

const shown = spawnSync('psql', ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', '-Atc', 'select now()'], { encoding: 'utf8' }).stdout.trim();
const nodeNow = spawnSync('node', ['-e', 'process.stdout.write(new Date().toISOString())'], { env: faked, encoding: 'utf8' }).stdout;
process.stdout.write(`clock moved ${shift}: Node reads ${nodeNow}, PostgreSQL ${shown}\n`);

const root = fileURLToPath(new URL('..', import.meta.url));
const env = {
  ...faked,
  DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/test`,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  KAFKA_TEST_BROKERS: broker.brokers,
  KAFKA_TEST_RELAY_BROKERS: broker.relay.brokers,
  KAFKA_TEST_RELAY_TARGET: broker.relay.target,
};
const projects = filters.includes('--project') ? [] : ['--project', 'unit', '--project', 'e2e', '--project', 'events-kafka'];
async function cleanUp() {
  redis.kill();
  await broker.stop();
  asPostgres([path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop']);
  rmSync(work, { recursive: true, force: true });
}
const tests = spawn('npx', ['vitest', 'run', ...projects, ...filters], { cwd: root, stdio: 'inherit', env, detached: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    try {
      process.kill(-tests.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await cleanUp();
    process.exit(1);
  });
}
tests.on('exit', async (code) => {
  await cleanUp();
  process.exit(code ?? 1);
});
