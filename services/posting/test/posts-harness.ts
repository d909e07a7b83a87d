import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import type { AccountType, Permission, WorkspaceRole } from '@cadence/contracts';
import { createDrizzle, type Database } from '@cadence/db';
import { generateSecretsKey, loadSecretBox, type AccessClaims } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { postingService } from '../src/app';
import type { TokenSet } from '../src/providers/provider';
import { insertAccount } from '../src/features/connections/connections.repository';
import { sealTokens } from '../src/features/connections/token-vault';
import { startDeliveryNetwork, type DeliveryNetwork } from './peers/delivery-network';

export const WRITER: Permission[] = ['Composer', 'Posts', 'GroupManager'];

export interface PostingHarness {
  test: TestPlatform;
  db: Database;
  network: DeliveryNetwork;
  /** The variables the service runs with (for a second process on the same database). */
  env: Record<string, string>;
  token(input: { userId: number; workspaceId: number | null; permissions?: Permission[]; role?: WorkspaceRole | null; roleIds?: number[] }): string;
  request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: { token?: string; body?: unknown }): Promise<InjectResponse>;
  /** An account of any network connected in `workspaceId` with the given tokens (a local peer's grant). */
  connectAccount(workspaceId: number, account: { type: AccountType; externalId: string; name: string; tokens: TokenSet; details?: Record<string, unknown> }): Promise<number>;
  /** A Facebook Page connected in `workspaceId` whose token the local network accepts. */
  connectPage(workspaceId: number, name?: string): Promise<number>;
  close(): Promise<void>;
}

let pageSequence = 0;

/** Reads until `check` holds or `bound` ms pass (a generous bound, not a timing); the assertion is on what it returns. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, bound = 30_000): Promise<T> {
  const end = Date.now() + bound;
  let value = await read();
  while (!check(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** The posting service on a fresh database, with Facebook Pages pointed at a local Graph API. */
export async function startPosting(env: Record<string, string> = {}): Promise<PostingHarness> {
  const network = await startDeliveryNetwork();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-posting-'));
  const serviceEnv: Record<string, string> = {
    SECRETS_KEY: generateSecretsKey(),
    META_APP_ID: 'cadence-test-app',
    META_APP_SECRET: 'cadence-test-secret',
    META_GRAPH_BASE: network.url,
    OUTBOUND_ALLOW_PRIVATE: 'true',
    POSTING_WORKERS: '0',
    METRICS_WORKERS: '0',
    POSTING_POLL_MS: '200',
    POSTING_RETRY_BASE_MS: '50',
    POSTING_RETRY_MAX_MS: '200',
    ...env,
  };
  const test = await startTestPlatform([postingService], serviceEnv);
  const sql = test.platform.sql;
  if (!sql) throw new Error('the platform has no database');
  const db = createDrizzle(sql);
  const secrets = loadSecretBox({ SECRETS_KEY: serviceEnv.SECRETS_KEY, DATA_DIR: dataDir });
  return {
    test,
    db,
    network,
    env: { ...serviceEnv, DATABASE_URL: test.database.url },
    token({ userId, workspaceId, permissions = WRITER, role = 'owner', roleIds = [3] }) {
      const claims: AccessClaims & { wrole: WorkspaceRole | null } = { sub: String(userId), wid: workspaceId, rid: roleIds, perms: permissions, wrole: role };
      return test.platform.app.jwt.sign(claims, { expiresIn: 600 });
    },
    async request(method, url, options = {}) {
      return test.platform.app.inject({
        method,
        url,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
    },
    async connectAccount(workspaceId, { tokens, ...account }) {
      const row = await insertAccount(db, { workspaceId, connectedBy: 1, ...account, ...sealTokens(secrets, tokens) });
      return row.id;
    },
    async connectPage(workspaceId, name = 'Page') {
      pageSequence += 1;
      const accessToken = `page-token-${workspaceId}-${pageSequence}-${Date.now()}`;
      network.acceptToken(accessToken);
      const row = await insertAccount(db, {
        workspaceId,
        type: 'facebook_page',
        externalId: `${1000 + pageSequence}`,
        name,
        connectedBy: 1,
        ...sealTokens(secrets, { accessToken }),
      });
      return row.id;
    },
    async close() {
      await test.close();
      await network.close();
    },
  };
}
