import { describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@cadence/contracts';
import { ApiError, normaliseFailure } from '../../lib/api';
import { createSessionRenewal } from './session-renewal';
import { sessionFromResponse, type Session } from './session';

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
  permissions: ['dashboard'],
  plans: ['Traction'],
  previousPlan: null,
  email_verified: true,
  avatarUrl: null,
  locale: 'en',
  time_zone: 'UTC',
  createdAt: '2026-02-14T10:00:00.000Z',
};

const response = (n: number): SessionResponse => ({
  access_token: `access-${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  refresh_token: `refresh-token-number-${n}`,
  refresh_expires_in: 86_400,
  user,
});

function setup(initial: Session | null, requestRefresh: (token: string) => Promise<SessionResponse>, stored: () => Session | null = () => null) {
  let session = initial;
  const refresh = vi.fn(requestRefresh);
  const renewal = createSessionRenewal({
    getSession: () => session,
    setSession: (next) => {
      session = next;
    },
    readStored: stored,
    requestRefresh: refresh,
    now: () => NOW,
  });
  return { renewal, refresh, current: () => session };
}

const lapsed = { ...sessionFromResponse(response(1), NOW - 1_000_000) };

describe('createSessionRenewal', () => {
  it('trades the refresh token for a new session and stores it', async () => {
    const { renewal, refresh, current } = setup(lapsed, () => Promise.resolve(response(2)));
    const next = await renewal.renew();
    expect(refresh).toHaveBeenCalledWith('refresh-token-number-1');
    expect(next?.accessToken).toBe('access-2');
    expect(current()).toEqual(sessionFromResponse(response(2), NOW));
  });

  it('renews once for parallel callers (single-flight)', async () => {
    let release: (value: SessionResponse) => void = () => undefined;
    const { renewal, refresh } = setup(lapsed, () => new Promise((resolve) => (release = resolve)));
    const all = Promise.all([renewal.renew(), renewal.renew(), renewal.renew()]);
    release(response(2));
    const results = await all;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.map((session) => session?.accessToken)).toEqual(['access-2', 'access-2', 'access-2']);
    // A later renewal is a new request.
    const again = renewal.renew();
    release(response(3));
    expect((await again)?.accessToken).toBe('access-3');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('adopts the session another tab renewed instead of reusing a retired token', async () => {
    const renewedElsewhere = sessionFromResponse(response(5), NOW);
    const { renewal, refresh, current } = setup(lapsed, () => Promise.resolve(response(9)), () => renewedElsewhere);
    expect(await renewal.renew()).toEqual(renewedElsewhere);
    expect(refresh).not.toHaveBeenCalled();
    expect(current()).toEqual(renewedElsewhere);
  });

  it('answers null when the server refuses the token, and rejects when it cannot be reached', async () => {
    const refused = setup(lapsed, () => Promise.reject(new ApiError(normaliseFailure(401, '{"message":"Refresh token reused","code":"AUTH_REFRESH_REUSED"}', '/api/auth/refresh'))));
    expect(await refused.renewal.renew()).toBeNull();
    expect(refused.current()).toBe(lapsed);

    const offline = setup(lapsed, () => Promise.reject(new ApiError(normaliseFailure(0, '', '/api/auth/refresh'))));
    await expect(offline.renewal.renew()).rejects.toBeInstanceOf(ApiError);
  });

  it('does not ask the server when there is no session or its refresh token has lapsed', async () => {
    const none = setup(null, () => Promise.resolve(response(2)));
    expect(await none.renewal.renew()).toBeNull();
    expect(none.refresh).not.toHaveBeenCalled();
    const old = setup({ ...lapsed, refreshExpiresAt: NOW - 1 }, () => Promise.resolve(response(2)));
    expect(await old.renewal.renew()).toBeNull();
    expect(old.refresh).not.toHaveBeenCalled();
  });
});
