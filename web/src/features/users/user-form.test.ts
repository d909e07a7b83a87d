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
  workspacePlan: 'scale',
  trialEndsAt: null,
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

  it("grants the plan until the end of the chosen day; without one, a new user's plan has no end and an edit keeps the current one", () => {
    expect(createUserBody(EMPTY_USER).plan_ends_at).toBeNull();
    const until = createUserBody({ ...EMPTY_USER, plan_ends_at: '2031-03-15' }).plan_ends_at;
    expect(new Date(until!).getDate()).toBe(15);
    expect(new Date(until!).getHours()).toBe(23);
    const values = userFormValues(user);
    expect(updateUserBody(values)).not.toHaveProperty('plan_ends_at');
    expect(updateUserBody({ ...values, plan_ends_at: '2031-03-15' }).plan_ends_at).toBe(until);
    expect(validateBody(UpdateUserBody, updateUserBody({ ...values, plan_ends_at: '2031-03-15' }))).toEqual({});
  });
});
