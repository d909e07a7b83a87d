import { createServer, type Server as HttpServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CreatedApiKey, Post, SessionResponse } from '@cadence/contracts';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { generateJwtKeys, generateSecretsKey, type Platform } from '@cadence/service-kit';
import { buildGateway } from '../src/platform';

const PASSWORD = 'long enough pw';
const STDIO_BIN = fileURLToPath(new URL('../../../mcp/bin/cadence-mcp.mjs', import.meta.url));
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

describe('MCP server: the SDK client over stdio and streamable HTTP against a running platform', () => {
  let database: TestDatabase;
  let dataDir: string;
  let gateway: Platform;
  let base: string;
  let owner: SessionResponse;
  let account: number;
  let writer: CreatedApiKey;
  let files: HttpServer;
  let filesUrl: string;
  const clients: Client[] = [];

  const api = async (method: string, url: string, token: string, payload?: unknown) =>
    fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) });

  async function createKey(body: Record<string, unknown>): Promise<CreatedApiKey> {
    const res = await api('POST', '/api/auth/api-keys', owner.access_token, { name: 'Agent', ...body });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: CreatedApiKey }).data;
  }

  async function overHttp(key: string): Promise<Client> {
    const client = new Client({ name: 'cadence-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    clients.push(client);
    return client;
  }

  async function overStdio(key: string): Promise<Client> {
    const client = new Client({ name: 'cadence-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [STDIO_BIN], env: { PATH: process.env.PATH ?? '', CADENCE_URL: base, CADENCE_API_KEY: key }, stderr: 'pipe' }));
    clients.push(client);
    return client;
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;

  beforeAll(async () => {
    database = await createTestDatabase('mcp');
    dataDir = await mkdtemp(path.join(tmpdir(), 'cadence-mcp-'));
    const keys = generateJwtKeys();
    gateway = await buildGateway({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      JWT_PRIVATE_KEY: keys.privateKey,
      JWT_PUBLIC_KEY: keys.publicKey,
      RATE_LIMIT_MAX: '100000',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_ITERATIONS: '1',
      PUBLIC_URL: 'https://cadence.test',
      SECRETS_KEY: generateSecretsKey(),
      POSTING_WORKERS: '0',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    base = (await gateway.listen()).replace('0.0.0.0', '127.0.0.1');
    const signup = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'agent-owner@example.com', password: PASSWORD, name: 'Owner' }) });
    expect(signup.status).toBe(201);
    owner = ((await signup.json()) as { data: SessionResponse }).data;
    const [row] = await database.sql<{ id: number }[]>`insert into posting.social_accounts (workspace_id, type, external_id, name, connected_by) values (${owner.user.workspaceId}, 'bluesky', 'did:plc:agent', 'Agent target', ${owner.user.id}) returning id`;
    if (!row) throw new Error('no account');
    account = row.id;
    writer = await createKey({ scopes: ['posts:read', 'drafts:write', 'posts:schedule'] });
    files = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
      response.end(PNG);
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    filesUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/pictures/dot.png`;
  });

  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    await new Promise((resolve) => files?.close(resolve));
    await gateway?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['streamable HTTP', overHttp],
    ['stdio', overStdio],
  ])('creates a draft over %s that waits for approval', async (transport, connect) => {
    const client = await connect(writer.secret);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['create_draft', 'list_accounts', 'list_groups', 'list_pending_approvals', 'read_calendar', 'upload_media']);
    const create = tools.find((tool) => tool.name === 'create_draft');
    // The contract's schema: the text's limits and the account ids as the API takes them.
    expect(create?.inputSchema.required).toEqual(['text']);
    expect(create?.inputSchema.properties).toHaveProperty('accountIds');
    expect(create?.inputSchema.properties).not.toHaveProperty('mode');

    expect(textOf(await call(client, 'list_accounts'))).toContain(`${account}: Agent target`);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call(client, 'create_draft', { text: `Written by an agent over ${transport}`, accountIds: [account], scheduledAt: at });
    expect(created.isError, textOf(created)).toBeFalsy();
    expect(textOf(created)).toMatch(/waits for a person's approval \(status not_approved\)/);
    const id = ((created.structuredContent as { result: Post }).result).id;
    const stored = await api('GET', `/api/posts/${id}`, owner.access_token);
    const post = ((await stored.json()) as { data: Post }).data;
    expect(post).toMatchObject({ status: 'not_approved', viaApiKey: 'Agent', scheduledAt: at });
    expect(textOf(await call(client, 'list_pending_approvals'))).toContain(`- ${id} [not_approved]`);
    expect(textOf(await call(client, 'read_calendar', { from: new Date().toISOString(), to: new Date(Date.now() + 2 * 86_400_000).toISOString() }))).toContain(`- ${id} [not_approved] ${at}`);

    const draft = await call(client, 'create_draft', { text: 'Just a draft' });
    expect(textOf(draft)).toMatch(/is saved as a draft/);
  });

  it('answers the server message as a tool error', async () => {
    const client = await overHttp(writer.secret);
    const past = await call(client, 'create_draft', { text: 'Too late', accountIds: [account], scheduledAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.isError).toBe(true);
    expect(textOf(past)).toContain('scheduledAt: must be in the future');
  });

  it('refuses upload_media to a key without the media scope, and uploads from a URL or base64 with it', async () => {
    const refused = await call(await overHttp(writer.secret), 'upload_media', { base64: PNG.toString('base64'), filename: 'dot.png', contentType: 'image/png' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe("This API key's scopes do not open this route");

    const media = await createKey({ name: 'Media agent', scopes: ['media', 'drafts:write'] });
    const client = await overStdio(media.secret);
    const fromBytes = await call(client, 'upload_media', { base64: PNG.toString('base64'), filename: 'dot.png', contentType: 'image/png' });
    expect(fromBytes.isError, textOf(fromBytes)).toBeFalsy();
    expect(textOf(fromBytes)).toMatch(/^Uploaded: media \d+ \(image, image\/png/);
    const fromUrl = await call(await overHttp(media.secret), 'upload_media', { url: filesUrl });
    expect(fromUrl.isError, textOf(fromUrl)).toBeFalsy();
    // The same bytes: the library answers the item it holds.
    expect(textOf(fromUrl)).toMatch(/^Already in the library: media \d+/);
    const neither = await call(client, 'upload_media', {});
    expect(neither.isError).toBe(true);
    expect(textOf(neither)).toBe('Give either url or base64 (one of them)');
  });

  it('refuses /api/mcp without a valid key, and a revoked key', async () => {
    const none = await fetch(`${base}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{}' });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toContain('API key');
    const gone = await createKey({ scopes: ['posts:read'] });
    const client = await overHttp(gone.secret);
    expect((await api('DELETE', `/api/auth/api-keys/${gone.key.id}`, owner.access_token)).status).toBe(200);
    const after = await call(client, 'list_accounts').catch((error: unknown) => error as Error);
    expect(after instanceof Error ? after.message : textOf(after)).toMatch(/not valid, has expired or was revoked/);
    await expect(overHttp(gone.secret)).rejects.toThrow();
  });
});
