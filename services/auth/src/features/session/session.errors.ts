import { defineErrors } from '@cadence/service-kit';

export const authErrors = defineErrors('AUTH', {
  INVALID_CREDENTIALS: [401, 'The e-mail or password is not correct'],
  ACCOUNT_BANNED: [403, 'This account has been banned; contact support'],
  ACCOUNT_DISABLED: [403, 'This account is disabled; contact your administrator'],
  EMAIL_TAKEN: [409, 'An account with this e-mail already exists'],
  USER_NOT_FOUND: [404, 'User not found'],
  SETUP_DONE: [409, 'The first administrator already exists; sign in instead'],
  SETUP_TOKEN_INVALID: [403, 'This setup link is not valid or has already been used'],
  SIGNING_KEY_MISSING: [500, 'The auth service has no signing key'],
});
