import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { startServer, type ServerProcess } from './children';
import { onInterrupt } from './interrupt';

/** What a benchmark of servers over HTTP works with; everything in it is removed at the end. */
export interface PlatformBench {
  /** A fresh database of its own. */
  database: TestDatabase;
  /** The platform's environment: that database, a temporary DATA_DIR, any free port, no logs, no rate limit in the way. */
  env: Record<string, string>;
  /** Forks src/servers/<file> (see startServer); it is stopped at the end. */
  start(name: string, file: string, config: unknown): Promise<ServerProcess>;
}

/**
 * Runs `work` with a fresh database, a temporary data directory and the servers it starts, and
 * removes all of them afterwards, whether it succeeded, failed or was interrupted (Ctrl-C).
 */
export async function withPlatformBench<T>(databasePrefix: string, work: (bench: PlatformBench) => Promise<T>): Promise<T> {
  const database = await createTestDatabase(databasePrefix);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-'));
  const servers: ServerProcess[] = [];
  const cleanUp = async () => {
    // Last started, first stopped: a platform outlives the baselines that read its database.
    for (const server of servers.splice(0).reverse()) await server.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(cleanUp);
  try {
    return await work({
      database,
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' },
      async start(name, file, config) {
        const server = await startServer(name, file, config);
        servers.push(server);
        return server;
      },
    });
  } finally {
    await cleanUp();
    forget();
  }
}
