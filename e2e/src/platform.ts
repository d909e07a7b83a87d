import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@cadence/db/testing';
import { buildGateway } from '@cadence/gateway';

export interface RunningPlatform {
  url: string;
  /** The platform's database, for a test that sets up what no screen or route can (a connection about to expire). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** The all-in-one platform on a fresh test database and a free port, serving the built web app. */
export async function startPlatform(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const database = await createTestDatabase('e2e');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-e2e-'));
  const platform = await buildGateway({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    // Each platform's RTMP ingest on a free port: two platforms never fight over 1935.
    LIVE_RTMP_PORT: '0',
    ...env,
  });
  const address = await platform.listen();
  return {
    url: address.replace('127.0.0.1', 'localhost'),
    databaseUrl: database.url,
    async close() {
      await platform.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
