import { describe, expect, it } from 'vitest';
import { validateBody } from '../../components/form/validation';
import { CreateUserBody, EMPTY_USER, UpdateUserBody, createUserBody, updateUserBody, userFormValues } from './user-form';

const user = {
  id: 4,
  name: 'Ana Pop',
  email: 'ana@example.com',
  status: 'banned' as const,
  email_verified: true,
  mobile_verified: false,
  plans: ['Scale'],
  roleIds: [3],
  workspaceId: 9,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  lastLoginAt: null,
};

describe('user form', () => {
  it('asks for name, email, password and at least one plan on create (SPEC §5)', () => {
    expect(validateBody(CreateUserBody, createUserBody(EMPTY_USER))).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
      password: { kind: 'required' },
      plans: { kind: 'minItems', limit: 1 },
    });
  });

  it('edits without a password and keeps the switches as booleans', () => {
    const values = userFormValues(user);
    expect(values.status).toBe(false);
    expect(updateUserBody(values)).toEqual({ name: 'Ana Pop', email: 'ana@example.com', plans: ['Scale'], status: false, email_verified: true, mobile_verified: false });
    expect(validateBody(UpdateUserBody, updateUserBody(values))).toEqual({});
    expect(updateUserBody({ ...values, password: 'new secret 1' }).password).toBe('new secret 1');
    expect(validateBody(UpdateUserBody, updateUserBody({ ...values, password: 'short' }))).toEqual({ password: { kind: 'minLength', limit: 8 } });
  });
});
