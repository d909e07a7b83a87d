import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the repository's port helper (scripts/), shared with the launchers
import { freePort } from '../../scripts/ports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
}

/**
 * What `npm start` runs (scripts/start.mjs), as a user runs it: no DATABASE_URL, so the
 * embedded PostgreSQL under DATA_DIR. Started without npm in between so the signal reaches it.
 */
async function npmStart(env: Record<string, string>): Promise<Started> {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: { ...rest, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Cadence is running')) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not announce its URL:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output };
}

/** An empty data directory (removed after the tests) and a free port for one start. */
async function freshPlace(): Promise<{ dataDir: string; port: number }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-start-'));
  dirs.push(dataDir);
  return { dataDir, port: await freePort() };
}

/** Waits for the process to print something (its output arrives in chunks). */
async function until(seen: () => boolean): Promise<void> {
  while (!seen()) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function stop(started: Started): Promise<number | null> {
  if (started.child.exitCode !== null) return started.child.exitCode;
  const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
  started.child.kill('SIGTERM');
  return exited;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('npm start with the embedded database', () => {
  it('starts, creates the first admin from the environment, serves the login page, and keeps data across a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-start-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'first admin pass', LOG_LEVEL: 'warn' };

    const first = await npmStart(env);
    try {
      expect(first.output()).toContain(`http://localhost:${port}`);
      const page = await fetch(`http://127.0.0.1:${port}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'first admin pass' }),
      });
      const body = (await login.json()) as { data: { access_token: string; user: { permissions: string[] } } };
      expect(login.status).toBe(200);
      expect(body.data.user.permissions).toContain('ManageStaff');
    } finally {
      expect(await stop(first)).toBe(0);
    }

    // Same DATA_DIR, no admin variables: the account is still there and no setup is offered.
    const second = await npmStart({ ...env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const setup = (await (await fetch(`http://127.0.0.1:${port}/api/auth/setup`)).json()) as { data: { needsSetup: boolean } };
      expect(setup.data.needsSetup).toBe(false);
      expect(second.output()).not.toContain('/setup?token=');
    } finally {
      expect(await stop(second)).toBe(0);
    }

    // Killed outright (no graceful stop): the next start takes over the data directory.
    const third = await npmStart(env);
    const killed = new Promise((resolve) => third.child.once('exit', resolve));
    third.child.kill('SIGKILL');
    await killed;
    const fourth = await npmStart(env);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'first admin pass' }),
      });
      expect(login.status).toBe(200);
    } finally {
      expect(await stop(fourth)).toBe(0);
    }
  });

  it('ends its start-up with a box holding the URL and the one-time setup link, after the logs', async () => {
    const { dataDir, port } = await freshPlace();
    // As in a terminal: readable log lines, written in order with the box.
    const started = await npmStart({ PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' });
    try {
      await until(() => started.output().includes('└'));
      const output = started.output();
      const box = output.slice(output.lastIndexOf('┌'), output.lastIndexOf('┘') + 1);
      expect(box).toContain(`│ Cadence is running: http://localhost:${port}`);
      expect(box).toMatch(new RegExp(`│ http://localhost:${port}/setup\\?token=[\\w-]+ +│`));
      // Every log line of the start came before the box.
      const lastLog = Math.max(output.lastIndexOf(' INFO '), output.lastIndexOf(' WARN '));
      expect(output).toContain('WARN: [auth] no administrator yet');
      expect(lastLog, output).toBeLessThan(output.lastIndexOf('┌'));
    } finally {
      expect(await stop(started)).toBe(0);
    }
  });

  it('logs readable lines in a terminal, a request in one line and only at debug level', async () => {
    const { dataDir, port } = await freshPlace();
    const env = { PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'first admin pass', LOG_FORMAT: 'pretty' };
    const atInfo = await npmStart({ ...env, LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/meta`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/meta?after=1`)).status).toBe(200);
      await until(() => atInfo.output().includes('└'));
    } finally {
      expect(await stop(atInfo)).toBe(0);
    }
    expect(atInfo.output()).not.toContain('/api/meta');
    expect(atInfo.output()).not.toContain('"level"');

    const atDebug = await npmStart({ ...env, LOG_LEVEL: 'debug' });
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/meta`)).status).toBe(200);
      await until(() => atDebug.output().includes('GET /api/meta 200'));
    } finally {
      expect(await stop(atDebug)).toBe(0);
    }
    const lines = atDebug.output().split('\n').filter((line) => line.includes('/api/meta'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DEBUG.*GET \/api\/meta 200 \d+ ms/);
    expect(atDebug.output()).not.toContain('request completed');
  });

  it('refuses a bad environment variable with a message that names it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-start-'));
    dirs.push(dataDir);
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    const child = spawn('npm', ['start', '--silent'], { cwd: root, env: { ...rest, PORT: 'eighty', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output).toMatch(/PORT/);
    expect(output).toContain('eighty');
  });
});

describe('npm test on a machine that lacks what the tests use', () => {
  /** A PATH with only node and apt-get on it: every other program the tests use is missing. */
  async function barePath(): Promise<string> {
    const bin = await mkdtemp(path.join(tmpdir(), 'cadence-bin-'));
    dirs.push(bin);
    await chmod(bin, 0o755);
    await symlink(process.execPath, path.join(bin, 'node'));
    await symlink('/usr/bin/apt-get', path.join(bin, 'apt-get'));
    return bin;
  }

  it('stops before any test, when it may not install, with the one command that would', async () => {
    const env = { ...process.env, PATH: await barePath(), CHROMIUM_PATH: '/nonexistent/chromium' };
    // As an ordinary user (nobody), not root.
    const run = spawnSync('/usr/bin/setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, 'scripts/test.mjs'], { cwd: root, env, encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(1);
    expect(output).toContain('  sudo apt-get update -qq && sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium ');
    expect(output).toMatch(/--no-install-recommends chromium .*php-fpm .*nginx-light ffmpeg poppler-utils postgresql redis-server openjdk-17-jdk-headless maven\n/);
    expect(output).toContain('no test was run');
    expect(output).not.toContain('▶ lint');
  });

  it('as root on Debian installs the packages and starts the servers that are down', async () => {
    const env = {
      ...process.env,
      PATH: await barePath(),
      CHROMIUM_PATH: '/nonexistent/chromium',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test',
      REDIS_URL: 'redis://127.0.0.1:1',
      MARIADB_SOCKET: '/nonexistent/mysqld.sock',
    };
    const run = spawnSync(process.execPath, ['scripts/test-machine.mjs', '--dry-run'], { cwd: root, env, encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(0);
    expect(output).toContain('Would run:');
    expect(output).toMatch(/^ {2}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium /m);
    expect(output).toMatch(/^ {2}pg_ctlcluster --skip-systemctl-redirect \S+ main start$/m);
    expect(output).toContain('  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 1 ');
    expect(output).toContain('  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd\n');
    expect(output).not.toContain('sudo');
  });
});
