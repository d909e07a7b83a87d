import { defineErrors } from '@cadence/service-kit';

export const creatorErrors = defineErrors('SUPPORT_CREATOR', {
  NOT_FOUND: [404, 'No such creator'],
  ALREADY_APPLIED: [409, 'You have already applied as a creator'],
  ALREADY_DECIDED: [409, 'This application was already decided'],
  STAFF_ONLY: [403, 'Only support staff decide creator applications'],
});
