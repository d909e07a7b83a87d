// `npm test`: the machine's set-up (scripts/test-machine.mjs), lint, type-check, build the web
// app, then every test (unit, integration against the local PostgreSQL and Redis, adapters'
// contracts, end-to-end in headless Chromium).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareMachine } from './test-machine.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const report = path.join(mkdtempSync(path.join(tmpdir(), 'cadence-test-')), 'vitest.json');

const steps = [
  ['project graph', 'npx', ['nx', 'show', 'projects']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['type-check', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static']],
  ['build web', 'npm', ['run', 'build', '--silent', '-w', '@cadence/web']],
  [
    'tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  ],
];

process.stdout.write('\n▶ machine\n');
if (!(await prepareMachine())) {
  process.stdout.write('\n✖ machine not ready: no test was run\n');
  process.exit(1);
}
process.stdout.write('✔ machine\n');

for (const [name, command, args] of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: name === 'project graph' ? 'ignore' : 'inherit', env });
  if (name === 'tests') printSummary();
  if (result.status !== 0) {
    process.stdout.write(`\n✖ ${name} failed\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

/** The plain closing line: how many tests passed and failed. */
function printSummary() {
  try {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    process.stdout.write(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  } catch {
    process.stdout.write('\nno test report was written\n');
  }
}
