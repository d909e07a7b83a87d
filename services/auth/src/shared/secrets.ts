import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque, URL-safe secret (32 random bytes). Only its hash is ever stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits, uniformly random, for codes typed by hand. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * SHA-256 of a secret. Enough for high-entropy tokens (no brute force to slow down); passwords
 * use argon2id instead.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
