// `npm start`: the whole platform in one process (the all-in-one gateway).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

if (!existsSync('web/dist/index.html')) {
  process.stdout.write('Building the web app (first start only)...\n');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@cadence/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// In a terminal, readable logs with requests only at debug level; piped or in production, JSON lines.
if (process.stdout.isTTY && !process.env.LOG_FORMAT) process.env.LOG_FORMAT = 'pretty';

register();
await import('../services/gateway/src/main.ts');
