import { defineErrors } from '@cadence/service-kit';

/** Codes documented in INVITATION_ERROR_CODES (libs/contracts). */
export const invitationErrors = defineErrors('INVITATION', {
  NOT_FOUND: [404, 'Invitation not found'],
  EXPIRED: [410, 'This invitation has expired; ask for a new one'],
  REVOKED: [410, 'This invitation was revoked'],
  USED: [409, 'This invitation was already accepted'],
  ALREADY_MEMBER: [409, 'This person is already a member of the workspace'],
  ALREADY_INVITED: [409, 'This address already has a pending invitation; resend it instead'],
  SIGN_IN_REQUIRED: [401, 'An account with this e-mail exists: sign in with it, then accept the invitation'],
  WRONG_ACCOUNT: [403, 'You are signed in with another e-mail than the invited one'],
  ACCOUNT_DETAILS_REQUIRED: [400, 'Enter your name and a password to create your account'],
  NOT_PENDING: [409, 'Only a pending invitation can be changed'],
  NOT_INVITER: [403, 'Only the person who sent this invitation can copy its link'],
});
