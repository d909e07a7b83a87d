// The whole workspace's type-check in a few TypeScript programs instead of one per project.
// The libraries, the services and the MCP server share tsconfig.base.json's options unchanged,
// and each service's program already held the libraries it imports: checked together in one
// program (tsconfig.server.json), each file is parsed and checked once instead of once per
// project that imports it. The projects with options of their own (the browser's libraries,
// JSX, plain JavaScript) keep their own program. Two programs run at a time.
//
//   node scripts/typecheck.mjs      (npm run typecheck; a project alone: npx nx typecheck <name>)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const SHARED = 'tsconfig.server.json';

/** Each workspace project's folder and whether its tsconfig.json only names its files (base options). */
function projects() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  // The workspaces are folders (`web`) or every folder of one (`libs/*`).
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*') ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `${pattern.slice(0, -2)}/${entry.name}`) : [pattern],
  );
  return folders
    .filter((folder) => existsSync(path.join(root, folder, 'tsconfig.json')))
    .sort()
    .map((folder) => {
      const config = JSON.parse(readFileSync(path.join(root, folder, 'tsconfig.json'), 'utf8'));
      const { scripts = {} } = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
      // Shared: the base options unchanged, and nothing to do before tsc (no generated files).
      const shared = config.compilerOptions === undefined && /tsconfig\.base\.json$/.test(config.extends ?? '') && scripts.typecheck === 'tsc -p tsconfig.json';
      return { folder, baseOptions: shared, include: config.include ?? [] };
    });
}

/** The programs to run: the shared one, then each project with options of its own. Fails on a base-options project the shared program does not cover. */
function programs() {
  const shared = JSON.parse(readFileSync(path.join(root, SHARED), 'utf8'));
  const all = projects();
  const uncovered = all
    .filter((project) => project.baseOptions)
    .flatMap((project) => project.include.map((pattern) => `${project.folder}/${pattern}`.replace(/^(libs|services)\/[^/]+\//, '$1/*/')))
    .filter((pattern) => !shared.include.includes(pattern));
  if (uncovered.length > 0) {
    throw new Error(`${SHARED} does not include ${uncovered.join(', ')}: add the project's patterns there (its tsconfig.json has the base options)`);
  }
  return [
    { name: `libraries, services and mcp (${SHARED})`, command: process.execPath, args: [tsc, '-p', SHARED, '--pretty'], cwd: root },
    // Its own typecheck script: the web app generates its route tree first.
    ...all.filter((project) => !project.baseOptions).map((project) => ({ name: project.folder, command: 'npm', args: ['run', '--silent', 'typecheck'], cwd: path.join(root, project.folder) })),
  ];
}

function check({ name, command, args, cwd }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s)\n${code === 0 ? '' : output}`);
      resolve(code === 0);
    });
  });
}

let queue;
try {
  queue = programs();
} catch (error) {
  process.stderr.write(`✖ ${error.message}\n`);
  process.exit(1);
}
const running = Math.max(1, Math.min(2, availableParallelism()));
const results = [];
await Promise.all(
  Array.from({ length: running }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
