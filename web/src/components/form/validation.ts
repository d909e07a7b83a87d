import type { TSchema } from 'typebox';
import { Errors } from 'typebox/value';
import type { TFunction } from 'i18next';
import { normaliseField } from '../../lib/api';

/** What is wrong with one field, in terms a message can be chosen for. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'email' }
  | { kind: 'minLength'; limit: number }
  | { kind: 'maxLength'; limit: number }
  | { kind: 'minItems'; limit: number }
  | { kind: 'minimum'; limit: number }
  | { kind: 'maximum'; limit: number }
  | { kind: 'mismatch' }
  | { kind: 'invalid' };

function limitOf(params: unknown): number {
  if (typeof params === 'object' && params !== null && 'limit' in params && typeof params.limit === 'number') {
    return params.limit;
  }
  return 0;
}

function requiredOf(params: unknown): string[] {
  if (typeof params === 'object' && params !== null && 'requiredProperties' in params && Array.isArray(params.requiredProperties)) {
    return params.requiredProperties.filter((name): name is string => typeof name === 'string');
  }
  return [];
}

/**
 * Checks a request body against the same TypeBox schema the API uses (libs/contracts) and
 * returns the first problem of each field. An empty value is always reported as required.
 */
export function validateBody(schema: TSchema, body: Record<string, unknown>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const report = (field: string, problem: FieldProblem) => {
    if (!(field in problems)) problems[field] = problem;
  };
  for (const error of Errors(schema, body)) {
    if (error.keyword === 'required') {
      for (const name of requiredOf(error.params)) report(name, { kind: 'required' });
      continue;
    }
    const field = normaliseField(error.instancePath).split('.')[0] ?? '';
    const value = body[field];
    if (value === undefined || value === '') {
      report(field, { kind: 'required' });
    } else if (error.keyword === 'minItems') {
      report(field, { kind: 'minItems', limit: limitOf(error.params) });
    } else if (error.keyword === 'minimum' || error.keyword === 'maximum') {
      report(field, { kind: error.keyword, limit: limitOf(error.params) });
    } else if (error.keyword === 'format') {
      report(field, { kind: 'email' });
    } else if (error.keyword === 'minLength') {
      const limit = limitOf(error.params);
      report(field, limit <= 1 ? { kind: 'required' } : { kind: 'minLength', limit });
    } else if (error.keyword === 'maxLength') {
      report(field, { kind: 'maxLength', limit: limitOf(error.params) });
    } else {
      report(field, { kind: 'invalid' });
    }
  }
  return problems;
}

export function problemMessage(t: TFunction, field: string, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return t('validation.required');
    case 'email':
      return t('validation.email');
    case 'minLength':
      return field === 'password' ? t('validation.passwordLength', { count: problem.limit }) : t('validation.minLength', { count: problem.limit });
    case 'maxLength':
      return t('validation.maxLength', { count: problem.limit });
    case 'minItems':
      return t('validation.minItems', { ns: 'forms', count: problem.limit });
    case 'minimum':
      return t('validation.minimum', { ns: 'forms', limit: problem.limit });
    case 'maximum':
      return t('validation.maximum', { ns: 'forms', limit: problem.limit });
    case 'mismatch':
      return t('validation.mismatch', { ns: 'forms' });
    case 'invalid':
      return t('validation.invalid');
  }
}
