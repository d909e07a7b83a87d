import { createHash } from 'node:crypto';

const ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';
/** 2024-01-01T00:00:00Z in microseconds: derived record keys fall in the fortnight after it. */
const BASE_MICROS = 1_704_067_200_000_000n;

/**
 * A record key for app.bsky.feed.post (which must be a TID) derived from the target's
 * idempotency key and the part's index: every attempt writes the same key, so the PDS holds at
 * most one record per part and `getRecord` finds an earlier attempt's post.
 */
export function recordKeyFor(idempotencyKey: string, part = 0): string {
  const digest = createHash('sha256').update(`${idempotencyKey}#${part}`).digest();
  const offset = digest.readBigUInt64BE(0) & ((1n << 40n) - 1n);
  const clockId = BigInt(digest.readUInt16BE(8) & 0x3ff);
  const value = ((BASE_MICROS + offset) << 10n) | clockId;
  let key = '';
  for (let shift = 60n; shift >= 0n; shift -= 5n) key += ALPHABET[Number((value >> shift) & 31n)];
  return key;
}
