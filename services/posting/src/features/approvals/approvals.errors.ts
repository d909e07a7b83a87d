import { defineErrors } from '@cadence/service-kit';

export const approvalErrors = defineErrors('POSTING', {
  APPROVER_ONLY: [403, "Only the workspace's owner, admins and editors approve or reject posts"],
  APPROVAL_NOT_PENDING: [409, 'This post is not waiting for approval'],
});
