import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cadence/contracts';
import { Check } from 'typebox/value';
import { StoredSession, canRenew, displayFirstName, initialsOf, isSessionActive, isSignedIn, msUntilExpiry, msUntilRenewal, restoreSession, safeRedirect, sessionFromResponse, type Session } from './session';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');

const user: Session['user'] = {
  id: 7,
  name: 'Maya Lambert',
  first_name: 'Maya',
  last_name: 'Lambert',
  email: 'maya@northwind.co',
  workspaceId: 3,
  workspaceRole: 'owner',
  roleIds: [3],
  permissions: ['dashboard', 'Composer'],
  plans: ['Traction'],
  previousPlan: 'Creator',
  email_verified: true,
  avatarUrl: null,
  locale: 'en',
  time_zone: 'Europe/Paris',
  createdAt: '2026-02-14T10:00:00.000Z',
};

const DAY = 86_400_000;
const live = (accessLeft: number, refreshLeft = 30 * DAY): Session => ({
  accessToken: 'jwt',
  expiresAt: NOW + accessLeft,
  refreshToken: 'refresh-token-of-twenty-chars',
  refreshExpiresAt: NOW + refreshLeft,
  user,
});

const stored = (session: unknown) => JSON.stringify(session);

describe('sessionFromResponse', () => {
  it('keeps both tokens with their expiries, and the user with role ids, permissions, plans and previous plan', () => {
    const response: SessionResponse = {
      access_token: 'jwt',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: 'refresh-token-of-twenty-chars',
      refresh_expires_in: 30 * 86_400,
      user,
    };
    const session = sessionFromResponse(response, NOW);
    expect(session).toEqual({ accessToken: 'jwt', expiresAt: NOW + 900_000, refreshToken: 'refresh-token-of-twenty-chars', refreshExpiresAt: NOW + 30 * DAY, user });
    expect(session.user.roleIds).toEqual([3]);
    expect(session.user.previousPlan).toBe('Creator');
  });
});

describe('restoreSession (SPEC §4)', () => {
  it('restores a well-formed session whose access token is still valid', () => {
    expect(restoreSession(stored(live(1)), NOW)).toEqual(live(1));
  });

  it('keeps a lapsed access token only while its refresh token can renew it', () => {
    expect(restoreSession(stored(live(-60_000)), NOW)).toEqual(live(-60_000));
    expect(restoreSession(stored(live(-60_000, 0)), NOW)).toBeNull();
    expect(restoreSession(stored(live(-60_000, -DAY)), NOW)).toBeNull();
  });

  it('restores nothing from an absent, unreadable or malformed entry', () => {
    expect(restoreSession(null, NOW)).toBeNull();
    expect(restoreSession('{not json', NOW)).toBeNull();
    expect(restoreSession('null', NOW)).toBeNull();
    expect(restoreSession(stored({ ...live(1000), accessToken: '' }), NOW)).toBeNull();
    expect(restoreSession(stored({ ...live(1000), expiresAt: String(NOW + 1000) }), NOW)).toBeNull();
    expect(restoreSession(stored({ accessToken: 'jwt', expiresAt: NOW + 1000, user }), NOW)).toBeNull();
    expect(restoreSession(stored({ ...live(1000), user: { ...user, roleIds: 'admin' } }), NOW)).toBeNull();
    expect(restoreSession(stored({ ...live(1000), user: { ...user, permissions: ['GodMode'] } }), NOW)).toBeNull();
  });

  it('accepts exactly what the StoredSession schema accepts', () => {
    const variants: unknown[] = [
      live(1000),
      { ...live(1000), user: { ...user, previousLoginAt: null } },
      { ...live(1000), user: { ...user, workspaceId: null, workspaceRole: null } },
      { ...live(1000), refreshToken: '' },
      { ...live(1000), user: { ...user, workspaceRole: 'boss' } },
      { ...live(1000), user: { ...user, roleIds: [0] } },
      { ...live(1000), user: { ...user, plans: [1] } },
      { ...live(1000), user: { ...user, email_verified: 'yes' } },
      { ...live(1000), user: { ...user, avatarUrl: 3 } },
      { ...live(1000), user: { ...user, time_zone: undefined } },
      { ...live(1000), user: [] },
    ];
    for (const value of variants) expect(restoreSession(JSON.stringify(value), NOW) !== null, JSON.stringify(value)).toBe(Check(StoredSession, value));
  });
});

describe('expiry', () => {
  it('tells an active token from a renewable one', () => {
    expect(isSessionActive(live(5000), NOW)).toBe(true);
    expect(isSessionActive(live(5000), NOW + 5000)).toBe(false);
    expect(isSessionActive(null, NOW)).toBe(false);
    expect(canRenew(live(-1), NOW)).toBe(true);
    expect(canRenew(live(-1, 0), NOW)).toBe(false);
    expect(isSignedIn(live(-1), NOW)).toBe(true);
    expect(isSignedIn(live(-1, -1), NOW)).toBe(false);
    expect(isSignedIn(undefined, NOW)).toBe(false);
  });

  it('renews a minute ahead, or at half the remaining life of a short token, and at once when lapsed', () => {
    expect(msUntilRenewal(live(900_000), NOW)).toBe(840_000);
    expect(msUntilRenewal(live(20_000), NOW)).toBe(10_000);
    expect(msUntilRenewal(live(-5000), NOW)).toBe(0);
  });

  it('ends the session when the refresh token lapses, clamped to what setTimeout accepts', () => {
    expect(msUntilExpiry(live(900_000, 5000), NOW)).toBe(5000);
    expect(msUntilExpiry(live(900_000, -1), NOW)).toBe(0);
    expect(msUntilExpiry(live(900_000, 10 ** 12), NOW)).toBe(2_147_483_647);
  });
});

describe('safeRedirect', () => {
  it('accepts paths of this app only', () => {
    expect(safeRedirect('/dashboard/default')).toBe('/dashboard/default');
    expect(safeRedirect('/posts?status=draft')).toBe('/posts?status=draft');
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('/login?redirect=/x')).toBeUndefined();
    expect(safeRedirect('/register')).toBeUndefined();
    expect(safeRedirect('/reset-password?token=x')).toBeUndefined();
    expect(safeRedirect('/accept-invitation?token=abc')).toBe('/accept-invitation?token=abc');
    expect(safeRedirect(42)).toBeUndefined();
  });
});

describe('names', () => {
  it('makes initials and a first name to greet', () => {
    expect(initialsOf(user)).toBe('ML');
    expect(initialsOf({ name: 'cadence admin', first_name: null, last_name: null })).toBe('CA');
    expect(initialsOf({ name: 'Zoë', first_name: null, last_name: null })).toBe('ZO');
    expect(displayFirstName(user)).toBe('Maya');
    expect(displayFirstName({ name: 'Alex Moreau', first_name: null })).toBe('Alex');
  });
});
