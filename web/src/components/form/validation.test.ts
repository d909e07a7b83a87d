import { describe, expect, it } from 'vitest';
import { LoginBody, SetupBody, SignupBody } from '@cadence/contracts';
import { loginBody, setupBody, signupBody } from '../../features/auth/bodies';
import { problemMessage, validateBody } from './validation';

describe('validateBody with the contract schemas', () => {
  it('reports empty required fields as required', () => {
    expect(validateBody(LoginBody, loginBody({ email: '', password: '' }))).toEqual({
      email: { kind: 'required' },
      password: { kind: 'required' },
    });
  });

  it('checks the e-mail shape', () => {
    expect(validateBody(LoginBody, loginBody({ email: 'maya@', password: 'x' }))).toEqual({ email: { kind: 'email' } });
    expect(validateBody(LoginBody, loginBody({ email: '  maya@northwind.co ', password: 'x' }))).toEqual({});
  });

  it('asks for a password of at least 8 characters on sign-up and setup', () => {
    const values = { name: 'Maya', first_name: '', last_name: '', email: 'maya@northwind.co', password: 'short' };
    expect(validateBody(SignupBody, signupBody(values))).toEqual({ password: { kind: 'minLength', limit: 8 } });
    expect(validateBody(SignupBody, signupBody({ ...values, password: 'long enough' }))).toEqual({});
    expect(validateBody(SetupBody, setupBody({ token: 'a'.repeat(20), name: 'Admin', email: 'admin@x.io', password: '1234567' }))).toEqual({
      password: { kind: 'minLength', limit: 8 },
    });
  });

  it('reports a missing display name and a too-short setup token', () => {
    const problems = validateBody(SetupBody, setupBody({ token: 'abc', name: ' ', email: 'admin@x.io', password: 'long enough' }));
    expect(problems).toEqual({ token: { kind: 'minLength', limit: 16 }, name: { kind: 'required' } });
  });

  it('reports too-long values', () => {
    const problems = validateBody(SignupBody, signupBody({ name: 'x'.repeat(121), first_name: '', last_name: '', email: 'a@b.co', password: 'long enough' }));
    expect(problems).toEqual({ name: { kind: 'maxLength', limit: 120 } });
  });
});

describe('request bodies', () => {
  it('sign-up sends role 3 and leaves blank optional names out', () => {
    expect(signupBody({ name: ' Maya ', first_name: ' ', last_name: 'Lambert', email: ' maya@northwind.co ', password: ' pass word ' })).toEqual({
      name: 'Maya',
      last_name: 'Lambert',
      email: 'maya@northwind.co',
      password: ' pass word ',
      roles: [3],
    });
  });
});

describe('problemMessage', () => {
  it('chooses the message key and count', () => {
    const t = ((key: string, options?: { count?: number }) => (options?.count === undefined ? key : `${key}:${options.count}`)) as Parameters<typeof problemMessage>[0];
    expect(problemMessage(t, 'email', { kind: 'required' })).toBe('validation.required');
    expect(problemMessage(t, 'email', { kind: 'email' })).toBe('validation.email');
    expect(problemMessage(t, 'password', { kind: 'minLength', limit: 8 })).toBe('validation.passwordLength:8');
    expect(problemMessage(t, 'token', { kind: 'minLength', limit: 16 })).toBe('validation.minLength:16');
  });
});
