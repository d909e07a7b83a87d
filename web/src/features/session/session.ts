import Type, { type Static } from 'typebox';
import { Check } from 'typebox/value';
import { SessionUser, type SessionResponse } from '@cadence/contracts';

/**
 * What the browser keeps of a signed-in user (SPEC §3, §4): the access token, when it
 * expires, and the user with role ids, permissions, plans and previous plan.
 */
export const StoredSession = Type.Object({
  accessToken: Type.String({ minLength: 1 }),
  /** Epoch milliseconds. */
  expiresAt: Type.Number(),
  user: SessionUser,
});
export type Session = Static<typeof StoredSession>;

export const SESSION_STORAGE_KEY = 'cadence.session';

/** SPEC §2: where a user lands after signing in. */
export const DEFAULT_LANDING_PATH = '/dashboard/default';

/** Only a path of this app may be a post-login destination (never another origin, never an auth page). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/^\/(login|register|setup)(?:[/?#]|$)/.test(value)) return undefined;
  return value;
}

/** SPEC §9: a token is valid while its expiry is later than now. */
export function isSessionActive(session: Session | null | undefined, now: number): session is Session {
  return session != null && session.expiresAt > now;
}

/** The session a login, sign-up or setup response opens, stamped against `now`. */
export function sessionFromResponse(response: SessionResponse, now: number): Session {
  return {
    accessToken: response.access_token,
    expiresAt: now + response.expires_in * 1000,
    user: response.user,
  };
}

/**
 * SPEC §4: on start a stored token is restored only while its expiry is in the future.
 * Anything unreadable, malformed or expired restores nothing (the visitor is signed out).
 */
export function restoreSession(raw: string | null, now: number): Session | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Check(StoredSession, value)) return null;
  return isSessionActive(value, now) ? value : null;
}

/** Milliseconds until the session lapses, clamped to what setTimeout accepts. */
export function msUntilExpiry(session: Session, now: number): number {
  return Math.min(Math.max(session.expiresAt - now, 0), 2_147_483_647);
}

/** Two letters for the avatar: first and last name, else the first two of the name. */
export function initialsOf(user: Pick<Session['user'], 'name' | 'first_name' | 'last_name'>): string {
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  if (first && last) return `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

/** The name to greet: first name when known, else the display name. */
export function displayFirstName(user: Pick<Session['user'], 'name' | 'first_name'>): string {
  return user.first_name?.trim() || user.name.trim().split(/\s+/)[0] || user.name;
}
