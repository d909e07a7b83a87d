import { defineErrors } from '@cadence/service-kit';

export const hireErrors = defineErrors('SUPPORT_HIRE', {
  NOT_FOUND: [404, 'No such hire request'],
  CREATOR_NOT_FOUND: [404, 'No such approved creator'],
  WRONG_STATE: [409, 'This hire request cannot do that in its current state'],
  ALREADY_PENDING: [409, 'This workspace already has a pending request to this creator'],
  SELF_HIRE: [409, 'You cannot hire yourself'],
  NO_WORKSPACE: [403, 'Hiring is done from a workspace'],
});
