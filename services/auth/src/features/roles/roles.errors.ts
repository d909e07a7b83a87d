import { defineErrors } from '@cadence/service-kit';

/** Codes documented in STAFF_ERROR_CODES (libs/contracts). */
export const staffErrors = defineErrors('STAFF', {
  EMPLOYEE_NOT_FOUND: [404, 'Employee not found'],
  ROLE_NOT_FOUND: [404, 'Role not found'],
  ROLE_NAME_TAKEN: [409, 'A role with this name already exists'],
  ADMIN_ROLE_FIXED: [409, 'The Admin role always holds every permission and stays active'],
  LAST_ADMIN: [409, 'This is the last active administrator: give another employee the Admin role first'],
  INVALID_ROLES: [400, 'Choose staff roles that exist (the Client role is for client accounts)'],
});
