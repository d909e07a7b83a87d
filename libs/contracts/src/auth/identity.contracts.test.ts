import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { PERMISSIONS } from '../permissions';
import { VerifyEmailBody, SessionUser } from './auth.contracts';
import { PERMISSION_GROUPS, PermissionListQuery, RoleListQuery } from './staff.contracts';
import { TeamListQuery, CreateInvitationBody } from './teams.contracts';
import { UserListQuery, CreateUserBody } from './users.contracts';

describe('identity contracts', () => {
  it('put every permission in a menu group', () => {
    expect(Object.keys(PERMISSION_GROUPS).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('use the list defaults of SPEC §7 and §9', () => {
    expect(Value.Default(PermissionListQuery, {})).toMatchObject({ limit: 10, orderBy: 'id', page: 0, pagination: true });
    expect(Value.Check(PermissionListQuery, Value.Default(PermissionListQuery, { orderBy: 'name' }))).toBe(true);
    expect(Value.Default(TeamListQuery, {})).toMatchObject({ limit: 10, orderBy: 'id' });
    expect(Value.Default(UserListQuery, {})).toMatchObject({ limit: 5, orderBy: 'id', order: 'asc' });
    expect(Value.Check(RoleListQuery, Value.Default(RoleListQuery, { roleName: 'Sup' }))).toBe(true);
  });

  it('accept a verification by code or by link token, not a mix', () => {
    expect(Value.Check(VerifyEmailBody, { email: 'a@example.com', code: '123456' })).toBe(true);
    expect(Value.Check(VerifyEmailBody, { token: 'x'.repeat(32) })).toBe(true);
    expect(Value.Check(VerifyEmailBody, { email: 'a@example.com', code: '12345' })).toBe(false);
    expect(Value.Check(VerifyEmailBody, { email: 'a@example.com', code: '123456', token: 'x'.repeat(32) })).toBe(false);
  });

  it('refuse an owner invitation and a user without plans', () => {
    expect(Value.Check(CreateInvitationBody, { email: 'a@example.com', role: 'owner' })).toBe(false);
    expect(Value.Check(CreateInvitationBody, { email: 'a@example.com', role: 'editor' })).toBe(true);
    const user = { name: 'A', email: 'a@example.com', password: 'long enough', status: true, email_verified: false, mobile_verified: false };
    expect(Value.Check(CreateUserBody, { ...user, plans: [] })).toBe(false);
    expect(Value.Check(CreateUserBody, { ...user, plans: ['Creator'] })).toBe(true);
  });

  it('keep secrets out of the session user', () => {
    expect(Object.keys(SessionUser.properties).filter((key) => /hash|token|password/i.test(key))).toEqual([]);
  });
});
