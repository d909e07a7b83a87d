import { defineErrors } from '@cadence/service-kit';

export const ticketErrors = defineErrors('SUPPORT_TICKET', {
  NOT_FOUND: [404, 'No such ticket'],
  STAFF_ONLY: [403, 'Only support staff do this'],
  NOT_NONPROFIT: [409, 'This ticket is not a nonprofit discount request'],
  NONPROFIT_APPROVED: [409, 'This nonprofit request was already approved'],
});
