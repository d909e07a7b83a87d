import { describe, expect, it } from 'vitest';
import { ApiError, errorEnvelope } from '../../lib/api';
import { planLimitOf } from './limit-error';

const refused = (status: number, code: string, message = 'Your plan allows 4 users.') => new ApiError(errorEnvelope(status, message, '/api/x', code));

describe('planLimitOf', () => {
  it('names the limit a refusal hit', () => {
    expect(planLimitOf(refused(409, 'WORKSPACE_USER_LIMIT'))).toEqual({ kind: 'users', message: 'Your plan allows 4 users.', code: 'WORKSPACE_USER_LIMIT' });
    expect(planLimitOf(refused(409, 'POSTING_PROFILE_LIMIT'))?.kind).toBe('socialProfiles');
    expect(planLimitOf(refused(429, 'POSTING_DAILY_LIMIT'))?.kind).toBe('postsPerDay');
    expect(planLimitOf(refused(403, 'TEAM_PLAN_FEATURE'))?.kind).toBe('feature');
    expect(planLimitOf(refused(402, 'BILLING_PLAN_LIMIT'))?.kind).toBe('plan');
  });

  it('leaves other errors alone', () => {
    expect(planLimitOf(refused(409, 'TEAM_MEMBER_LIMIT'))).toBeNull();
    expect(planLimitOf(refused(409, 'INVITATION_ALREADY_INVITED'))).toBeNull();
    expect(planLimitOf(refused(500, 'WORKSPACE_USER_LIMIT'))).toBeNull();
    expect(planLimitOf(new Error('boom'))).toBeNull();
    expect(planLimitOf(new ApiError(errorEnvelope(409, 'conflict', '/api/x')))).toBeNull();
  });
});
