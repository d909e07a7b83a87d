import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { endpointPath, LIVE_PREVIEW_PATH, type LiveIngest } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { SecretBox } from '@cadence/service-kit';
import { ingestKeyReaders, ingestKeys } from './ingest.tables';
import { hashStreamKey, INGEST_APP } from './rtmp-ingest';

export type IngestKeyRow = typeof ingestKeys.$inferSelect;

/** SecretBox context of a workspace's stream key. */
export const ingestKeyContext = (workspaceId: number) => `live.ingest:${workspaceId}`;

function newStreamKey(): string {
  return `live_${randomBytes(24).toString('base64url')}`;
}

/**
 * The channel every live process LISTENs on: a NOTIFY at the commit of a new key (regenerated or
 * rotated) makes each ingest reload the keys and drop a source publishing with a revoked one.
 */
export const INGEST_KEYS_CHANNEL = 'live_ingest_keys';

/** Wakes every live process's ingest (delivered at commit when sent inside a transaction). */
export async function announceKeyChange(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify(${INGEST_KEYS_CHANNEL}, '')`);
}

/** The workspace whose current key has this hash, or null (unknown or revoked): the ingest's authority on a publish. */
export async function workspaceOfKeyHash(db: Executor, keyHash: string): Promise<number | null> {
  const [row] = await db.select({ workspaceId: ingestKeys.workspaceId }).from(ingestKeys).where(eq(ingestKeys.keyHash, keyHash));
  return row?.workspaceId ?? null;
}

/** Remembers that `userId`, holding `role`, was shown the workspace's key whose hash is `keyHash`. */
export async function rememberReader(db: Executor, reader: { workspaceId: number; userId: number; role: string; keyHash: string }): Promise<void> {
  const readAt = new Date();
  await db
    .insert(ingestKeyReaders)
    .values({ ...reader, readAt })
    .onConflictDoUpdate({ target: [ingestKeyReaders.workspaceId, ingestKeyReaders.userId], set: { role: reader.role, keyHash: reader.keyHash, readAt } });
}

export async function allKeys(db: Executor): Promise<{ workspaceId: number; keyHash: string }[]> {
  return db.select({ workspaceId: ingestKeys.workspaceId, keyHash: ingestKeys.keyHash }).from(ingestKeys);
}

/** The workspace's stream key, made on first use. */
export async function keyOf(db: Executor, box: SecretBox, workspaceId: number): Promise<{ key: string; row: IngestKeyRow; created: boolean }> {
  const [row] = await db.select().from(ingestKeys).where(eq(ingestKeys.workspaceId, workspaceId));
  if (row) return { key: box.decrypt(row.keyEncrypted, ingestKeyContext(workspaceId)), row, created: false };
  const key = newStreamKey();
  const [inserted] = await db
    .insert(ingestKeys)
    .values({ workspaceId, keyEncrypted: box.encrypt(key, ingestKeyContext(workspaceId)), keyHash: hashStreamKey(key) })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { key, row: inserted, created: true };
  return keyOf(db, box, workspaceId);
}

export async function regenerate(db: Executor, box: SecretBox, workspaceId: number): Promise<{ key: string; row: IngestKeyRow }> {
  const key = newStreamKey();
  const values = { keyEncrypted: box.encrypt(key, ingestKeyContext(workspaceId)), keyHash: hashStreamKey(key), regeneratedAt: new Date() };
  const [row] = await db
    .insert(ingestKeys)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: ingestKeys.workspaceId, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return { key, row };
}

/** The address streamers publish to: LIVE_PUBLIC_RTMP_URL, else the bound host (the public URL's host when bound to every address). */
export function ingestUrl(config: { LIVE_PUBLIC_RTMP_URL?: string | undefined; LIVE_RTMP_HOST: string; PUBLIC_URL?: string | undefined }, port: number): string {
  if (config.LIVE_PUBLIC_RTMP_URL) return config.LIVE_PUBLIC_RTMP_URL.replace(/\/+$/, '');
  const wildcard = config.LIVE_RTMP_HOST === '0.0.0.0' || config.LIVE_RTMP_HOST === '::';
  const host = wildcard ? (config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost') : config.LIVE_RTMP_HOST;
  return `rtmp://${host.includes(':') ? `[${host}]` : host}:${port}/${INGEST_APP}`;
}

export function presentIngest(url: string, key: string, row: IngestKeyRow, publishing: boolean, unavailable: string | null = null): LiveIngest {
  return { rtmp_url: url, stream_key: key, publishing, unavailable, preview_path: endpointPath(LIVE_PREVIEW_PATH, { file: 'index.m3u8' }), regenerated_at: row.regeneratedAt.toISOString() };
}
