import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { entitlementsOf, type Permission } from '@cadence/contracts';
import { connect, type Sql } from '@cadence/db';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { generateJwtKeys, generateSecretsKey } from '@cadence/service-kit';
import { startServer, type ServerProcess } from '../lib/children';
import { onInterrupt } from '../lib/interrupt';

export const AI_KEY = 'sk-bench-0000000000000000';
export const AI_MODEL = 'gpt-4o-mini';
/** The workspace whose endpoint is the local OpenAI server. */
const WORKSPACE = 1;

/**
 * What the AI benchmarks share: the local OpenAI server (the AI service's test peer) in a
 * process of its own, streaming a word every `wordDelayMs`; the all-in-one platform in another,
 * on a fresh database, with one workspace whose endpoint is that server; and the runner as the
 * client of both (one clock for both sides of a time to first token).
 */
export interface AiRig {
  platform: ServerProcess;
  peer: ServerProcess;
  /** The peer's API base (…/v1). */
  peerApi: string;
  /** Authorization headers of the workspace's owner. */
  headers: Record<string, string>;
  /** Generations the AI service kept since `since`, by status. */
  generationsSince(since: Date): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export async function startAiRig(name: string, peerOptions: { wordDelayMs: number; reply?: string }): Promise<AiRig> {
  const database: TestDatabase = await createTestDatabase(`bench_${name}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), `cadence-bench-${name}-`));
  const keys = generateJwtKeys();
  const sign = createSigner({ key: keys.privateKey, algorithm: 'EdDSA', expiresIn: 3_600_000 });
  let platform: ServerProcess | undefined;
  let peer: ServerProcess | undefined;
  let sql: Sql | undefined;
  const cleanUp = async () => {
    await sql?.end({ timeout: 1 }).catch(() => undefined);
    await platform?.stop().catch(() => undefined);
    await peer?.stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(cleanUp);
  try {
    peer = await startServer(`${name}-openai`, 'openai-peer.ts', { apiKey: AI_KEY, models: [AI_MODEL], ...peerOptions });
    platform = await startServer(name, 'platform.ts', {
      env: {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '10000000',
        JWT_PRIVATE_KEY: keys.privateKey,
        JWT_PUBLIC_KEY: keys.publicKey,
        SECRETS_KEY: generateSecretsKey(),
        // The local OpenAI server listens on 127.0.0.1.
        OUTBOUND_ALLOW_PRIVATE: 'true',
      },
    });
    // The workspace may generate without a monthly limit (as a staff grant without end), so the
    // benchmark measures streaming, not the allowance.
    const unlimited = entitlementsOf(WORKSPACE, 'enterprise', 'active');
    unlimited.limits.aiGenerationsPerMonth = null;
    sql = connect({ url: database.url, max: 1, applicationName: `cadence-bench-${name}` });
    await sql`insert into ai.workspace_entitlements (workspace_id, entitlements, revision) values (${WORKSPACE}, ${sql.json(unlimited)}, ${unlimited.revision})`;
    const permissions: Permission[] = ['AIComposer', 'AIContentGenerator', 'Setting'];
    const headers = { authorization: `Bearer ${sign({ sub: '1', wid: WORKSPACE, rid: [3], perms: permissions, wrole: 'owner' })}` };
    // The peer's URL is http://127.0.0.1:<port>/v1 (startOpenAiPeer's answer).
    const peerApi = peer.url;
    const saved = await fetch(`${platform.url}/api/ai/settings`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ base_url: peerApi, api_key: AI_KEY, model_generation: AI_MODEL }),
    });
    if (saved.status !== 200) throw new Error(`saving the workspace's endpoint answered ${saved.status}: ${await saved.text()}`);
    const running = { platform, peer };
    const pool = sql;
    return {
      ...running,
      peerApi,
      headers,
      async generationsSince(since) {
        const rows = await pool<{ status: string; n: number }[]>`select status, count(*)::int as n from ai.generations where created_at >= ${since} group by status`;
        return Object.fromEntries(rows.map((row) => [row.status, row.n]));
      },
      async close() {
        await cleanUp();
        forget();
      },
    };
  } catch (error) {
    await cleanUp();
    forget();
    throw error;
  }
}

/** A brief for one LinkedIn post (long enough a limit that the answer stays one post). */
export const BRIEF = { topic: 'Our spring opening hours', language: 'en', length: 'short', networks: ['linkedin'] };

/** What the platform sends the model for BRIEF, near enough: a system prompt and the brief. */
export const DIRECT_BODY = {
  model: AI_MODEL,
  stream: true,
  stream_options: { include_usage: true },
  messages: [
    { role: 'system', content: 'You write social media posts for LinkedIn. Answer with the post only.' },
    { role: 'user', content: 'Topic: Our spring opening hours\nLanguage: English\nLength: short' },
  ],
};

/**
 * Sends a request and reads its streamed answer: the time until the body holds `marker` (the
 * first token), then the rest to the end. Returns ms to the first token, or throws.
 */
export async function timeToFirstToken(url: string, headers: Record<string, string>, body: unknown, marker: RegExp, signal?: AbortSignal): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body), ...(signal ? { signal } : {}) });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let firstAt = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstAt)) {
      seen += decoder.decode(value, { stream: true });
      if (marker.test(seen)) firstAt = performance.now();
    }
  }
  if (Number.isNaN(firstAt)) throw new Error(`${url}: the stream ended without a token: ${seen.slice(0, 500)}`);
  return firstAt - started;
}

/** The platform's first `token` event. */
export const PLATFORM_TOKEN = /^event: token$/m;
/** The OpenAI stream's first chunk with text in its delta. */
export const DIRECT_TOKEN = /"delta":\{"content":"[^"]/;
