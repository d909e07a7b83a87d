import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@cadence/contracts';
import { displayFirstName, initialsOf, isSessionActive, msUntilExpiry, restoreSession, safeRedirect, sessionFromResponse, type Session } from './session';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');

const user: Session['user'] = {
  id: 7,
  name: 'Maya Lambert',
  first_name: 'Maya',
  last_name: 'Lambert',
  email: 'maya@northwind.co',
  workspaceId: 3,
  roleIds: [3],
  permissions: ['dashboard', 'Composer'],
  plans: ['Traction'],
  previousPlan: 'Creator',
  email_verified: true,
  createdAt: '2026-02-14T10:00:00.000Z',
};

const stored = (session: unknown) => JSON.stringify(session);

describe('sessionFromResponse', () => {
  it('keeps token, user, role ids, permissions, plans and previous plan, with the expiry from expires_in', () => {
    const response: SessionResponse = { access_token: 'jwt', token_type: 'Bearer', expires_in: 900, user };
    const session = sessionFromResponse(response, NOW);
    expect(session).toEqual({ accessToken: 'jwt', expiresAt: NOW + 900_000, user });
    expect(session.user.roleIds).toEqual([3]);
    expect(session.user.previousPlan).toBe('Creator');
  });
});

describe('restoreSession (SPEC §4: restored only while the expiry is in the future)', () => {
  it('restores a well-formed session whose expiry is later than now', () => {
    const session = { accessToken: 'jwt', expiresAt: NOW + 1, user };
    expect(restoreSession(stored(session), NOW)).toEqual(session);
  });

  it('restores nothing once the expiry has come', () => {
    expect(restoreSession(stored({ accessToken: 'jwt', expiresAt: NOW, user }), NOW)).toBeNull();
    expect(restoreSession(stored({ accessToken: 'jwt', expiresAt: NOW - 60_000, user }), NOW)).toBeNull();
  });

  it('restores nothing from an absent, unreadable or malformed entry', () => {
    expect(restoreSession(null, NOW)).toBeNull();
    expect(restoreSession('{not json', NOW)).toBeNull();
    expect(restoreSession('null', NOW)).toBeNull();
    expect(restoreSession(stored({ accessToken: '', expiresAt: NOW + 1000, user }), NOW)).toBeNull();
    expect(restoreSession(stored({ accessToken: 'jwt', expiresAt: String(NOW + 1000), user }), NOW)).toBeNull();
    expect(restoreSession(stored({ accessToken: 'jwt', expiresAt: NOW + 1000, user: { ...user, roleIds: 'admin' } }), NOW)).toBeNull();
    expect(restoreSession(stored({ accessToken: 'jwt', expiresAt: NOW + 1000, user: { ...user, permissions: ['GodMode'] } }), NOW)).toBeNull();
  });
});

describe('isSessionActive and msUntilExpiry', () => {
  it('follow the expiry', () => {
    const session = { accessToken: 'jwt', expiresAt: NOW + 5000, user };
    expect(isSessionActive(session, NOW)).toBe(true);
    expect(isSessionActive(session, NOW + 5000)).toBe(false);
    expect(isSessionActive(null, NOW)).toBe(false);
    expect(msUntilExpiry(session, NOW)).toBe(5000);
    expect(msUntilExpiry(session, NOW + 9000)).toBe(0);
    expect(msUntilExpiry({ ...session, expiresAt: NOW + 10 ** 12 }, NOW)).toBe(2_147_483_647);
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
