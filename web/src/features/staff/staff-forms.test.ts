import { describe, expect, it } from 'vitest';
import { validateBody } from '../../components/form/validation';
import { CreateEmployeeBody, CreateRoleBody, EMPTY_EMPLOYEE, EMPTY_ROLE, UpdateEmployeeBody, createEmployeeBody, roleBody, updateEmployeeBody } from './staff-forms';

describe('employee form', () => {
  it('asks for name, email, password and at least one role (SPEC §5)', () => {
    expect(validateBody(CreateEmployeeBody, createEmployeeBody(EMPTY_EMPLOYEE))).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
      password: { kind: 'required' },
      roles: { kind: 'minItems', limit: 1 },
    });
  });

  it('edits without a password', () => {
    const values = { name: ' Ana ', email: 'ana@cadence.test', password: '', roles: [2], status: 'disabled' as const };
    expect(updateEmployeeBody(values)).toEqual({ name: 'Ana', email: 'ana@cadence.test', roles: [2], status: 'disabled' });
    expect(validateBody(UpdateEmployeeBody, updateEmployeeBody(values))).toEqual({});
  });
});

describe('role form', () => {
  it('needs a name; permissions may be empty', () => {
    expect(validateBody(CreateRoleBody, roleBody(EMPTY_ROLE))).toEqual({ name: { kind: 'required' } });
    expect(validateBody(CreateRoleBody, roleBody({ name: 'Editors', status: 'active', permissions: ['dashboard'] }))).toEqual({});
  });
});
