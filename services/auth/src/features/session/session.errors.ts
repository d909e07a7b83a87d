import { AppError, defineErrors } from '@cadence/service-kit';

/** Codes documented in AUTH_ERROR_CODES (libs/contracts). */
export const authErrors = defineErrors('AUTH', {
  INVALID_CREDENTIALS: [401, 'The e-mail or password is not correct'],
  ACCOUNT_BANNED: [403, 'This account has been banned; contact support'],
  ACCOUNT_DISABLED: [403, 'This account is disabled; contact your administrator'],
  EMAIL_TAKEN: [409, 'An account with this e-mail already exists'],
  REFRESH_INVALID: [401, 'Your session has ended; sign in again'],
  REFRESH_REUSED: [401, 'This session was used from somewhere else and has been closed everywhere; sign in again'],
  RESET_TOKEN_INVALID: [400, 'This reset link is not valid, has expired or was already used; ask for a new one'],
  CODE_INVALID: [400, 'This code is not valid or has expired; ask for a new one'],
  CURRENT_PASSWORD_WRONG: [400, 'The current password is not correct'],
  AVATAR_INVALID: [400, 'The avatar must be a PNG, JPEG or WebP image'],
  AVATAR_TOO_LARGE: [413, 'The avatar must be at most 2 MB'],
  USER_NOT_FOUND: [404, 'User not found'],
  SETUP_DONE: [409, 'The first administrator already exists; sign in instead'],
  SETUP_TOKEN_INVALID: [403, 'This setup link is not valid or has already been used'],
});

/** 429 with the wait, which the route also sends as Retry-After. */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super('AUTH_LOGIN_THROTTLED', 429, `Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`);
  }
}

export function emailTaken(): AppError {
  return authErrors.EMAIL_TAKEN(undefined, [{ field: 'email', message: 'is already registered' }]);
}
