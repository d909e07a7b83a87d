import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import type { Permission, WorkspaceRole } from '@cadence/contracts';
import { generateJwtKeys } from './keys';
import { buildPlatform, type Platform } from './runtime';
import type { ServiceDefinition } from './service';
import type { AccessClaims } from './auth';
import { systemClock, type Clock } from './clock';

export { pngDeclaring } from './test-images';
export { startTcpRelay, type TcpRelay } from './tcp-relay';

export interface TestPlatform {
  platform: Platform;
  /** The time of day the services read (the test's when it gave one). */
  clock: Clock;
  database: TestDatabase;
  /** An access token as auth would sign it; in a workspace, as its owner unless another role is named. */
  token(claims: { userId: number; workspaceId?: number | null; permissions?: Permission[]; roleIds?: number[]; workspaceRole?: WorkspaceRole }): string;
  close(): Promise<void>;
}

const TEST_KEYS = generateJwtKeys();

/**
 * Services on a fresh database of the local test PostgreSQL, with in-process events and fixed
 * signing keys; not listening (use app.inject) unless the caller listens.
 */
export async function startTestPlatform(services: readonly ServiceDefinition[], env: Record<string, string> = {}, options: { clock?: Clock } = {}): Promise<TestPlatform> {
  const clock = options.clock ?? systemClock;
  const database = await createTestDatabase('kit');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-test-'));
  const platform = await buildPlatform({
    name: 'test',
    services,
    clock,
    env: {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_PRIVATE_KEY: TEST_KEYS.privateKey,
      JWT_PUBLIC_KEY: TEST_KEYS.publicKey,
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
  });
  await platform.app.ready();
  return {
    platform,
    clock,
    database,
    token: ({ userId, workspaceId = null, permissions = [], roleIds = [], workspaceRole = 'owner' }) =>
      platform.app.jwt.sign({ sub: String(userId), wid: workspaceId, rid: roleIds, perms: permissions, wrole: workspaceId === null ? null : workspaceRole } satisfies AccessClaims, { expiresIn: 600 }),
    async close() {
      await platform.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
