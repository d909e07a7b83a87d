import { EXPIRING_WITHIN_DAYS, type AccountHealth, type SocialAccount } from '@cadence/contracts';
import type { AccountRow } from './connections.repository';

const DAY_MS = 86_400_000;

/**
 * How the connection stands: broken with the network's message; expiring when what keeps it
 * working (the refresh token, else the access token) ends within 7 days; valid otherwise.
 */
export function healthOf(row: AccountRow, now: Date): AccountHealth {
  if (row.status === 'broken') return { state: 'broken', expiresAt: null, message: row.lastError ?? 'The network no longer accepts this connection' };
  if (row.status === 'disconnected') return { state: 'broken', expiresAt: null, message: 'Disconnected' };
  const ends = row.refreshTokenEncrypted ? row.refreshExpiresAt : row.tokenExpiresAt;
  if (ends && ends.getTime() <= now.getTime()) return { state: 'broken', expiresAt: ends.toISOString(), message: 'Access to this account has expired; reconnect it' };
  if (ends && ends.getTime() - now.getTime() <= EXPIRING_WITHIN_DAYS * DAY_MS) return { state: 'expiring', expiresAt: ends.toISOString(), message: null };
  return { state: 'valid', expiresAt: null, message: null };
}

function connectFieldsOf(row: AccountRow): Record<string, string> {
  const fields = row.details.connectFields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The account as the API shows it: no token, encrypted or not, ever leaves. */
export function toAccount(row: AccountRow, now: Date): SocialAccount {
  return {
    id: row.id,
    type: row.type,
    externalId: row.externalId,
    name: row.name,
    username: row.username,
    avatarUrl: row.avatarUrl,
    status: row.status,
    health: healthOf(row, now),
    connectFields: connectFieldsOf(row),
    connectedBy: row.connectedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
