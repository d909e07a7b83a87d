import { createHash } from 'node:crypto';
import type { SessionResponse } from '@cadence/contracts';
import { SecretBox, SecretDecryptionError, type Cache } from '@cadence/service-kit';

/**
 * Two tabs of one browser share a refresh token and may both refresh at once: the second use,
 * from the same client within these seconds, gets the pair the first one got instead of
 * revoking the session. A later reuse, or one from another client, still revokes it.
 */
export const REFRESH_GRACE_SECONDS = 10;

/** Who presents a token: the address and the user agent. */
export interface RefreshClient {
  address: string;
  userAgent: string;
}

function derived(refreshToken: string, purpose: string): Buffer {
  return createHash('sha256').update(`${purpose}:${refreshToken}`).digest();
}

function keyOf(refreshToken: string): string {
  return `cadence:auth:rotated:${derived(refreshToken, 'id').toString('hex')}`;
}

/** Only a holder of the old refresh token can read the pair it was exchanged for. */
function boxOf(refreshToken: string): SecretBox {
  return new SecretBox(derived(refreshToken, 'key').toString('base64'));
}

function clientOf(client: RefreshClient): string {
  return createHash('sha256').update(`${client.address}\n${client.userAgent}`).digest('hex');
}

/** Keeps the pair a refresh token was exchanged for, for the grace period. */
export async function rememberRotation(cache: Cache, refreshToken: string, client: RefreshClient, session: SessionResponse): Promise<void> {
  const sealed = boxOf(refreshToken).encrypt(JSON.stringify(session), clientOf(client));
  await cache.set(keyOf(refreshToken), sealed, REFRESH_GRACE_SECONDS);
}

/** The pair the token was just exchanged for, when the same client asks again in time. */
export async function recentRotation(cache: Cache, refreshToken: string, client: RefreshClient, rotatedAt: Date): Promise<SessionResponse | null> {
  if (Date.now() - rotatedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) return null;
  const sealed = await cache.get(keyOf(refreshToken));
  if (!sealed) return null;
  try {
    return JSON.parse(boxOf(refreshToken).decrypt(sealed, clientOf(client))) as SessionResponse;
  } catch (error) {
    if (error instanceof SecretDecryptionError) return null;
    throw error;
  }
}
