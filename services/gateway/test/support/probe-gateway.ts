import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionResponse } from '@cadence/contracts';
import { createTestDatabase } from '@cadence/db/testing';
import type { Platform } from '@cadence/service-kit';
import { buildGateway } from '../../src/platform';

export interface ProbeGateway {
  gateway: Platform;
  /** The one user signed up: a workspace's owner. */
  session: SessionResponse;
  close(): Promise<void>;
}

/**
 * The all-in-one gateway on a fresh database, without background publishing, with one signed-up
 * workspace owner: what the walks over the OpenAPI document call every route of.
 */
export async function startProbeGateway(name: string): Promise<ProbeGateway> {
  const database = await createTestDatabase(name);
  const dataDir = await mkdtemp(path.join(tmpdir(), `cadence-${name}-`));
  const gateway = await buildGateway({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    POSTING_WORKERS: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  await gateway.app.ready();
  const signup = await gateway.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `${name}@example.com`, password: 'long enough pw', name: 'Probe' } });
  return {
    gateway,
    session: signup.json().data as SessionResponse,
    async close() {
      await gateway.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
