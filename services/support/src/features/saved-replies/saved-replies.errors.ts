import { defineErrors } from '@cadence/service-kit';

export const savedReplyErrors = defineErrors('SUPPORT_SAVED_REPLY', {
  NOT_FOUND: [404, 'No such saved reply'],
  NAME_TAKEN: [409, 'The desk already has a saved reply with this name'],
  STAFF_ONLY: [403, 'Only support staff keep saved replies'],
});
