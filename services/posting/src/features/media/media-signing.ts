import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '@cadence/db';
import type { SecretBox } from '@cadence/service-kit';
import { mediaKeys } from './media.tables';

/**
 * What a signed URL opens: the file itself or its thumbnail / poster frame, or (`marked`, the id
 * being a marked copy's) a copy of a file with the workspace's watermark drawn on it.
 */
export type MediaVariant = 'file' | 'thumbnail' | 'marked';

const VARIANT_CODES: Record<MediaVariant, string> = { file: 'f', thumbnail: 't', marked: 'm' };
const VARIANTS: Record<string, MediaVariant> = { f: 'file', t: 'thumbnail', m: 'marked' };
const TOKEN = /^([1-9][0-9]{0,9})\.([ftm])\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;
const KEY_NAME = 'signed-url';

export interface SignedRef {
  id: number;
  variant: MediaVariant;
  /** Epoch seconds after which the URL no longer works. */
  expiresAt: number;
}

function signature(key: Buffer, workspaceId: number, ref: SignedRef): string {
  return createHmac('sha256', key).update(`cadence-media:v1:${workspaceId}:${ref.id}:${VARIANT_CODES[ref.variant]}:${ref.expiresAt}`).digest('base64url');
}

/** `<id>.<f|t>.<expiry>.<HMAC>`: the workspace is inside the signature, not the URL. */
export function signToken(key: Buffer, workspaceId: number, ref: SignedRef): string {
  return `${ref.id}.${VARIANT_CODES[ref.variant]}.${ref.expiresAt}.${signature(key, workspaceId, ref)}`;
}

/** The parts of a token, before its signature is checked (that needs the item's workspace). */
export function parseToken(token: string): (SignedRef & { signature: string }) | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, id, variant, expiresAt, mac] = match;
  return { id: Number(id), variant: VARIANTS[variant ?? 'f'] ?? 'file', expiresAt: Number(expiresAt), signature: mac ?? '' };
}

/** Whether the token was signed with `key` for this workspace and has not expired. */
export function tokenValid(key: Buffer, workspaceId: number, token: SignedRef & { signature: string }, nowSeconds: number): boolean {
  const expected = Buffer.from(signature(key, workspaceId, token));
  const given = Buffer.from(token.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) && token.expiresAt > nowSeconds;
}

/**
 * An expiry at least `ttlSeconds` away, rounded up to a whole period, so the same item gets the
 * same URL for a while and browsers keep it cached.
 */
export function roundedExpiry(nowSeconds: number, ttlSeconds: number): number {
  return (Math.floor(nowSeconds / ttlSeconds) + 2) * ttlSeconds;
}

const KEY_CONTEXT = 'posting.media_keys.secret';

/**
 * MEDIA_URL_SECRET when set, else the key kept in the database (made once, shared by every
 * process), encrypted with the secrets key like the other secrets at rest. A key stored before
 * encryption is encrypted in place when read.
 */
export async function loadSigningKey(db: Executor, configured: string | undefined, box: SecretBox): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(mediaKeys)
    .values({ name: KEY_NAME, secret: box.encrypt(randomBytes(32).toString('base64url'), KEY_CONTEXT) })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: mediaKeys.secret }).from(mediaKeys).where(eq(mediaKeys.name, KEY_NAME));
  if (!row) throw new Error('The media signing key could not be stored');
  if (row.secret.startsWith('v1.')) return Buffer.from(box.decrypt(row.secret, KEY_CONTEXT), 'base64url');
  await db.update(mediaKeys).set({ secret: box.encrypt(row.secret, KEY_CONTEXT) }).where(eq(mediaKeys.name, KEY_NAME));
  return Buffer.from(row.secret, 'base64url');
}
