import { defineErrors } from '@cadence/service-kit';

export const ticketErrors = defineErrors('SUPPORT_TICKET', {
  NOT_FOUND: [404, 'No such ticket'],
  STAFF_ONLY: [403, 'Only support staff do this'],
});
