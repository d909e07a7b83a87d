import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { memberRemoved, type EventMessage, type LiveIngest, type PayloadOf, type Permission, type WorkspaceRole } from '@cadence/contracts';
import { generateJwtKeys, generateSecretsKey } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { liveService } from '../src/app';
import { eventually, exitOf, freePort, pushTestStream, stopProcess } from './helpers';

/**
 * A member who could read the workspace's stream key leaves: the key is rotated, so the copy they
 * kept streams no more. Checked across two processes of the live service on one database: the
 * departure is consumed by one, the source publishing with the old key to the other's ingest is
 * dropped, the old key is refused at both ingests and the new one works.
 */
const REPLICA = fileURLToPath(new URL('./live-process.ts', import.meta.url));
const jwt = generateJwtKeys();
const shared = { JWT_PRIVATE_KEY: jwt.privateKey, JWT_PUBLIC_KEY: jwt.publicKey, SECRETS_KEY: generateSecretsKey() };
let t: TestPlatform;
let portA: number;
let portB: number;
let replica: ChildProcess | undefined;
let replicaUrl: string;
let replicaDir: string;
const pushers: ChildProcess[] = [];

async function startReplica(): Promise<void> {
  replicaDir = await mkdtemp(path.join(tmpdir(), 'cadence-live-replica-'));
  const child = spawn(process.execPath, ['--import', 'tsx', REPLICA], {
    env: { ...process.env, ...shared, DATABASE_URL: t.database.url, DATA_DIR: replicaDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', LIVE_RTMP_PORT: String(portB), RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  replica = child;
  replicaUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\S+)/.exec(chunk.toString());
      if (ready) resolve(ready[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the live replica exited (${code})`)));
  });
}

beforeAll(async () => {
  portA = await freePort();
  portB = await freePort();
  t = await startTestPlatform([liveService], { ...shared, LIVE_RTMP_PORT: String(portA) });
  await startReplica();
}, 120_000);

afterAll(async () => {
  for (const pusher of pushers) await stopProcess(pusher, 'SIGKILL');
  await stopProcess(replica);
  await t?.close();
  if (replicaDir) await rm(replicaDir, { recursive: true, force: true });
}, 60_000);

const ALL: Permission[] = ['dashboard', 'LiveStreaming', 'YoutubeStreaming', 'FacebookStreaming', 'InstagramStreaming', 'TiktokStreaming'];
const person = (userId: number, workspaceId: number, workspaceRole: WorkspaceRole) => ({ userId, workspaceId, workspaceRole });
type Person = ReturnType<typeof person>;
const bearer = (who: Person) => `Bearer ${t.token({ userId: who.userId, workspaceId: who.workspaceId, permissions: ALL, roleIds: [3], workspaceRole: who.workspaceRole })}`;

/** The live service of this process (A). */
async function onA(method: 'GET' | 'POST', url: string, who: Person) {
  return t.platform.app.inject({ method, url, headers: { authorization: bearer(who) } } as InjectOptions);
}
/** The other live process (B), over HTTP. */
async function onB(method: 'GET' | 'POST', url: string, who: Person) {
  const answer = await fetch(`${replicaUrl}${url}`, { method, headers: { authorization: bearer(who) } });
  return { status: answer.status, body: (await answer.json()) as { data: LiveIngest } };
}
const keyOnA = async (who: Person) => ((await onA('GET', '/api/live/ingest', who)).json().data as LiveIngest).stream_key;

/** auth.member.removed, as the transport hands it to this process's consumers. */
function removal(payload: PayloadOf<typeof memberRemoved>): EventMessage {
  return { id: randomUUID(), name: memberRemoved.name, version: memberRemoved.version, topic: memberRemoved.topic, key: memberRemoved.key(payload), occurredAt: new Date().toISOString(), payload, headers: {} };
}
const deliver = (message: EventMessage) => t.platform.transport.publish([message]);

async function rotations(workspaceId: number): Promise<Record<string, unknown>[]> {
  const rows = await t.database.sql<{ payload: Record<string, unknown> }[]>`select payload from live.outbox where name = 'live.stream_key.rotated' and (payload->>'workspaceId')::int = ${workspaceId} order by id`;
  return rows.map((row) => row.payload);
}

function push(port: number, key: string, seconds: number): ChildProcess {
  const pusher = pushTestStream(`rtmp://127.0.0.1:${port}/live/${key}`, seconds, '320x180');
  pushers.push(pusher);
  return pusher;
}

describe('the stream key when a member leaves', () => {
  it('is rotated when an editor who read it leaves: the other process drops the old key’s source and refuses it, the new key streams, the owner is told', async () => {
    const W = 9400;
    const owner = person(9400, W, 'owner');
    const editor = person(9401, W, 'editor');
    const contributor = person(9402, W, 'contributor');

    // The owner reads the key here, the editor through the other process: the same key.
    const oldKey = await keyOnA(owner);
    const read = await onB('GET', '/api/live/ingest', editor);
    expect(read.status).toBe(200);
    expect(read.body.data.stream_key).toBe(oldKey);
    // The contributor never could.
    expect((await onB('GET', '/api/live/ingest', contributor)).status).toBe(403);

    const source = push(portB, oldKey, 120);
    await eventually(async () => (await onB('GET', '/api/live/ingest', owner)).body.data.publishing, 'the source publishes to the other process');

    // A contributor leaving changes nothing: the key, the source and no announcement.
    await deliver(removal({ workspaceId: W, userId: contributor.userId, role: 'contributor' }));
    expect(await keyOnA(owner)).toBe(oldKey);
    expect(await rotations(W)).toEqual([]);
    expect(source.exitCode).toBeNull();

    // The editor leaves: this process consumes it.
    const departure = removal({ workspaceId: W, userId: editor.userId, role: 'editor' });
    await deliver(departure);
    const newKey = await keyOnA(owner);
    expect(newKey).not.toBe(oldKey);

    // The other process drops the source still publishing with the old key ...
    await eventually(async () => source.exitCode !== null || source.signalCode !== null, 'the old key’s source is dropped');
    expect((await onB('GET', '/api/live/ingest', owner)).body.data).toMatchObject({ stream_key: newKey, publishing: false });
    // ... and both ingests refuse the old key from now on.
    expect(await exitOf(push(portB, oldKey, 5))).not.toBe(0);
    expect(await exitOf(push(portA, oldKey, 5))).not.toBe(0);
    // The new key streams, to either.
    const fresh = push(portB, newKey, 120);
    await eventually(async () => (await onB('GET', '/api/live/ingest', owner)).body.data.publishing, 'the new key publishes');

    // The owner is told; the new key is in no event.
    const told = await rotations(W);
    expect(told).toEqual([{ workspaceId: W, reason: 'member_removed', removedUserId: editor.userId, removedRole: 'editor', streamWasLive: false, rotatedAt: expect.any(String), userIds: [owner.userId] }]);
    expect(JSON.stringify(told)).not.toContain(newKey);
    // The same departure delivered again turns the key no further.
    await deliver(departure);
    expect(await keyOnA(owner)).toBe(newKey);
    expect(await rotations(W)).toHaveLength(1);

    // A key regenerated in this process drops the other's source too, as it always did in one.
    const regenerated = await onA('POST', '/api/live/ingest/regenerate', owner);
    expect(regenerated.statusCode).toBe(200);
    await eventually(async () => fresh.exitCode !== null || fresh.signalCode !== null, 'the regenerated key’s old source is dropped by the other process');
    expect(await exitOf(push(portB, newKey, 5))).not.toBe(0);
  }, 120_000);

  it('turns for whoever saw the current key, whatever their role when they leave, and only when a key exists', async () => {
    const W = 9500;
    const admin = person(9501, W, 'admin');
    const editor = person(9502, W, 'editor');
    const former = person(9503, W, 'editor');

    // A workspace that never made a key has nothing to rotate, and none is made.
    await deliver(removal({ workspaceId: 9599, userId: 1, role: 'admin' }));
    expect(await t.database.sql`select 1 from live.ingest_keys where workspace_id = 9599`).toHaveLength(0);
    expect(await rotations(9599)).toEqual([]);

    // `former` read the first key, which was regenerated since; `editor` and the admin read the current one.
    await keyOnA(former);
    await onA('POST', '/api/live/ingest/regenerate', admin);
    const current = await keyOnA(editor);

    // Left as a contributor, having seen only a key that no longer works: nothing to rotate.
    await deliver(removal({ workspaceId: W, userId: former.userId, role: 'contributor' }));
    expect(await keyOnA(admin)).toBe(current);

    // The editor was lowered to viewer before leaving, but had seen the current key: it turns.
    await deliver(removal({ workspaceId: W, userId: editor.userId, role: 'viewer' }));
    const next = await keyOnA(admin);
    expect(next).not.toBe(current);
    // The owner never read the key here: the admin who did is told.
    expect(await rotations(W)).toEqual([expect.objectContaining({ removedUserId: editor.userId, removedRole: 'viewer', userIds: [admin.userId] })]);

    // An event that does not say the role (written before auth named it) turns the key too.
    await deliver(removal({ workspaceId: W, userId: 9504 }));
    expect(await keyOnA(admin)).not.toBe(next);
    expect((await rotations(W)).at(-1)).toMatchObject({ removedUserId: 9504, removedRole: null });
  }, 60_000);
});
