import { defineErrors } from '@cadence/service-kit';

/** Codes documented in USERS_ERROR_CODES (libs/contracts). */
export const usersErrors = defineErrors('USERS', {
  NOT_FOUND: [404, 'User not found'],
  UNKNOWN_PLAN: [400, 'Choose plans from the plan catalogue'],
});
