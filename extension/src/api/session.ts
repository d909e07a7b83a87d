import type { SessionResponse } from '@cadence/contracts';
import { readItem, type KeyValueArea } from './storage';

/** The signed-in session as kept in extension storage. */
export interface StoredSession {
  server: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms after which the access token is renewed before use. */
  accessExpiresAt: number;
  user: Pick<SessionResponse['user'], 'id' | 'name' | 'email' | 'time_zone' | 'workspaceId' | 'workspaceRole'>;
}

const KEY = 'cadence.session';
/** Renew a little before the server would refuse the access token. */
const EARLY_MS = 30_000;

export function loadSession(area: KeyValueArea): Promise<StoredSession | undefined> {
  return readItem<StoredSession>(area, KEY);
}

export function sessionFrom(server: string, answer: SessionResponse, now: number): StoredSession {
  const { id, name, email, time_zone, workspaceId, workspaceRole } = answer.user;
  return {
    server,
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    accessExpiresAt: now + answer.expires_in * 1000 - EARLY_MS,
    user: { id, name, email, time_zone, workspaceId, workspaceRole },
  };
}

export function saveSession(area: KeyValueArea, session: StoredSession): Promise<void> {
  return area.set({ [KEY]: session });
}

export function clearSession(area: KeyValueArea): Promise<void> {
  return area.remove([KEY]);
}
