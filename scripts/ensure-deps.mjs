// Runs before `npm start` and `npm test`: on a fresh clone, installs the locked dependencies
// once (`npm ci`), so each of those two commands works on its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync('node_modules/.package-lock.json')) {
  process.stdout.write('Installing dependencies (first run only)...\n');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
