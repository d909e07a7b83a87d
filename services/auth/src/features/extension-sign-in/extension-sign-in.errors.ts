import { AppError, defineErrors } from '@cadence/service-kit';

/** Codes documented in EXTENSION_SIGN_IN_ERROR_CODES (libs/contracts). */
export const extensionErrors = defineErrors('AUTH_EXTENSION', {
  PENDING: [400, 'The sign-in has not been approved yet'],
  DENIED: [403, 'The sign-in was denied in the dashboard'],
  EXPIRED: [410, 'This sign-in code has expired or was already used; start again'],
  CODE_NOT_FOUND: [404, 'No sign-in is waiting under this code; it may have expired or been used'],
});

/** 429 (slow_down) with the wait, which the route also sends as Retry-After. */
export class SlowDownError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('AUTH_EXTENSION_SLOW_DOWN', 429, `Polling too fast; wait ${retryAfterSeconds} seconds between tries`);
  }
}
