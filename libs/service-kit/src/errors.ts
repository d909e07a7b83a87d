import type { FieldError } from '@cadence/contracts';

/** An error with a stable code, a status and a message fit to show; optional field errors. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

type ErrorSpec = readonly [status: number, message: string];

/**
 * Declares a service's errors once:
 *   const errors = defineErrors('AUTH', { EMAIL_TAKEN: [409, 'An account with this e-mail already exists'] })
 *   throw errors.EMAIL_TAKEN()            // code AUTH_EMAIL_TAKEN
 */
export function defineErrors<const S extends Record<string, ErrorSpec>>(prefix: string, specs: S) {
  const factories = {} as { [K in keyof S]: (message?: string, fields?: FieldError[]) => AppError };
  for (const [name, [status, message]] of Object.entries(specs)) {
    factories[name as keyof S] = (override?: string, fields?: FieldError[]) => new AppError(`${prefix}_${name}`, status, override ?? message, fields);
  }
  return factories;
}

/** Errors every service may raise. */
export const commonErrors = defineErrors('COMMON', {
  VALIDATION_FAILED: [400, 'The request is not valid'],
  UNAUTHENTICATED: [401, 'Sign in to continue'],
  FORBIDDEN: [403, 'You do not have permission to do this'],
  /** 403: the caller's role in the workspace is not among the route's (its contract's `roles`). */
  ROLE_FORBIDDEN: [403, 'Your role in this workspace does not allow this'],
  NOT_FOUND: [404, 'Not found'],
  CONFLICT: [409, 'This conflicts with the current state'],
  RATE_LIMITED: [429, 'Too many requests; try again shortly'],
});

export function fieldError(field: string, message: string): AppError {
  return commonErrors.VALIDATION_FAILED(`${field}: ${message}`, [{ field, message }]);
}
