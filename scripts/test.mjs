// `npm test`: the machine's set-up (scripts/test-machine.mjs), lint, type-check, build the web
// app, then every test (unit, integration against the local PostgreSQL and Redis, adapters'
// contracts, end-to-end in headless Chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareMachine } from './test-machine.mjs';
import { KAFKA_VERSION, startKafka } from './kafka.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const report = path.join(mkdtempSync(path.join(tmpdir(), 'cadence-test-')), 'vitest.json');

const steps = [
  ['project graph', 'npx', ['nx', 'show', 'projects']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['type-check', 'node', ['scripts/typecheck.mjs']],
  ['build web', 'npm', ['run', 'build', '--silent', '-w', '@cadence/web']],
  [
    'tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'e2e', '--project', 'events-kafka', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  ],
];

process.stdout.write('\n▶ machine\n');
if (!(await prepareMachine())) {
  process.stdout.write('\n✖ machine not ready: no test was run\n');
  process.exit(1);
}
process.stdout.write('✔ machine\n');

// One Kafka broker for the whole run, shared by every test that needs one (KAFKA_TEST_BROKERS);
// a broker given in KAFKA_BROKERS is used instead. The platform the other tests start keeps its
// in-process transport unless a test asks for Kafka.
let broker;
if (process.env.KAFKA_BROKERS) {
  env.KAFKA_TEST_BROKERS = process.env.KAFKA_BROKERS;
} else {
  process.stdout.write(`\n▶ kafka\n`);
  try {
    broker = await startKafka();
  } catch (error) {
    process.stdout.write(`\n✖ the Kafka broker could not start: ${error.message}\nno test was run\n`);
    process.exit(1);
  }
  env.KAFKA_TEST_BROKERS = broker.brokers;
  // The broker's relayed listener: the distributed walk cuts its relay to stop Kafka for its platform alone.
  env.KAFKA_TEST_RELAY_BROKERS = broker.relay.brokers;
  env.KAFKA_TEST_RELAY_TARGET = broker.relay.target;
  process.stdout.write(`✔ kafka ${KAFKA_VERSION} at ${broker.brokers}\n`);
}
const stopBroker = async () => broker?.stop().catch(() => undefined);

for (const [name, command, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: name === 'project graph' ? 'ignore' : 'inherit', env });
  if (name === 'tests') printSummary();
  if (result.status !== 0) {
    process.stdout.write(`\n✖ ${name} failed\n`);
    await stopBroker();
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}
await stopBroker();

/** The plain closing line: how many tests passed and failed. */
function printSummary() {
  try {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    const files = results.testResults.map((file) => ({ name: path.relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000, failed: file.assertionResults.filter((test) => test.status === 'failed') }));
    // The slowest files, for keeping the run inside its time, and, last so a CI log's tail shows them, what failed.
    process.stdout.write('\nslowest files:\n');
    for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) process.stdout.write(`  ${file.seconds.toFixed(0).padStart(5)} s  ${file.name}\n`);
    for (const file of files) for (const test of file.failed) process.stdout.write(`\n✖ ${file.name} › ${test.fullName}\n`);
    // A file whose set-up failed has no failed test: its message says why.
    for (const file of results.testResults) {
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) process.stdout.write(`\n✖ ${path.relative(process.cwd(), file.name)}: ${String(file.message).split('\n').slice(0, 12).join('\n')}\n`);
    }
    const failedFiles = results.testResults.filter((file) => file.status === 'failed').length;
    process.stdout.write(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed${failedFiles > 0 ? ` (in ${failedFiles} file${failedFiles === 1 ? '' : 's'})` : ''}\n`);
  } catch {
    process.stdout.write('\nno test report was written\n');
  }
}
