import Type, { type Static } from 'typebox';
import { SessionUser, WORKSPACE_ROLES, isPermission, type SessionResponse } from '@cadence/contracts';

/**
 * What the browser keeps of a signed-in user (SPEC §3, §4): the short-lived access token and
 * when it expires, the refresh token that renews it and when that expires, and the user with
 * role ids, permissions, plans and previous plan.
 */
export const StoredSession = Type.Object({
  accessToken: Type.String({ minLength: 1 }),
  /** Epoch milliseconds. */
  expiresAt: Type.Number(),
  refreshToken: Type.String({ minLength: 1 }),
  /** Epoch milliseconds. */
  refreshExpiresAt: Type.Number(),
  user: SessionUser,
});
export type Session = Static<typeof StoredSession>;

export const SESSION_STORAGE_KEY = 'cadence.session';

/** SPEC §2: where a user lands after signing in. */
export const DEFAULT_LANDING_PATH = '/dashboard/default';

/** Only a path of this app may be a post-login destination (never another origin, never an auth page). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/^\/(login|register|setup|login-success|forgot-password|check-Email|reset-password|code-verficiation)(?:[/?#]|$)/.test(value)) return undefined;
  return value;
}

/** How long before the access token lapses it is renewed. */
export const RENEW_AHEAD_MS = 60_000;
/** A token with less than this left is renewed before a call rather than sent to fail. */
export const RENEW_BEFORE_CALL_MS = 5_000;

/** SPEC §9: a token is valid while its expiry is later than now. */
export function isSessionActive(session: Session | null | undefined, now: number): session is Session {
  return session != null && session.expiresAt > now;
}

/** Whether the refresh token can still open a new access token. */
export function canRenew(session: Session | null | undefined, now: number): session is Session {
  return session != null && session.refreshExpiresAt > now;
}

/** Signed in: the access token is valid, or it has lapsed and can be renewed. */
export function isSignedIn(session: Session | null | undefined, now: number): session is Session {
  return isSessionActive(session, now) || canRenew(session, now);
}

/** Milliseconds until the access token should be renewed (0: now). */
export function msUntilRenewal(session: Session, now: number): number {
  const lifetime = session.expiresAt - now;
  // Short-lived tokens (tests, odd configurations) renew at half their remaining life.
  const ahead = Math.min(RENEW_AHEAD_MS, lifetime / 2);
  return Math.min(Math.max(lifetime - ahead, 0), 2_147_483_647);
}

/** The session a login, sign-up, setup, refresh or accepted invitation opens, stamped against `now`. */
export function sessionFromResponse(response: SessionResponse, now: number): Session {
  return {
    accessToken: response.access_token,
    expiresAt: now + response.expires_in * 1000,
    refreshToken: response.refresh_token,
    refreshExpiresAt: now + response.refresh_expires_in * 1000,
    user: response.user,
  };
}

/**
 * Reads the stored session. SPEC §4 restores a session only while its token's expiry is in
 * the future; a lapsed access token is kept here only while its refresh token can renew it
 * (the start-up renews it once, see connect-session.ts). Anything unreadable or malformed
 * restores nothing.
 */
export function restoreSession(raw: string | null, now: number): Session | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredSession(value)) return null;
  return isSignedIn(value, now) ? value : null;
}

/** Milliseconds until the session lapses (its refresh token expires), clamped to what setTimeout accepts. */
export function msUntilExpiry(session: Session, now: number): number {
  return Math.min(Math.max(session.refreshExpiresAt - now, 0), 2_147_483_647);
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

const isString = (value: unknown): value is string => typeof value === 'string';
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isNullable = <T>(value: unknown, check: (value: unknown) => value is T): boolean => value === null || check(value);
const isArrayOf = <T>(value: unknown, check: (value: unknown) => value is T): boolean => Array.isArray(value) && value.every(check);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored entry has the shape of `StoredSession` (checked field by field here, not with the
 * schema checker, so the first screen does not download a validator for one entry it wrote itself).
 */
function isStoredSession(value: unknown): value is Session {
  if (!isRecord(value) || !isRecord(value.user)) return false;
  const user = value.user;
  return (
    isString(value.accessToken) &&
    value.accessToken.length > 0 &&
    isString(value.refreshToken) &&
    value.refreshToken.length > 0 &&
    Number.isFinite(value.expiresAt) &&
    Number.isFinite(value.refreshExpiresAt) &&
    isId(user.id) &&
    isString(user.name) &&
    isNullable(user.first_name, isString) &&
    isNullable(user.last_name, isString) &&
    isString(user.email) &&
    isNullable(user.workspaceId, isId) &&
    (user.workspaceRole === null || WORKSPACE_ROLES.some((role) => role === user.workspaceRole)) &&
    isArrayOf(user.roleIds, isId) &&
    isArrayOf(user.permissions, (name): name is string => isString(name) && isPermission(name)) &&
    isArrayOf(user.plans, isString) &&
    isNullable(user.previousPlan, isString) &&
    typeof user.email_verified === 'boolean' &&
    isNullable(user.avatarUrl, isString) &&
    isString(user.locale) &&
    isString(user.time_zone) &&
    isString(user.createdAt)
  );
}
