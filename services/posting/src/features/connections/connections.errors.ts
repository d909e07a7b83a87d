import { defineErrors } from '@cadence/service-kit';

/** Codes as listed in CONNECTION_ERROR_CODES (libs/contracts). */
export const connectionErrors = defineErrors('POSTING', {
  ACCOUNT_NOT_FOUND: [404, 'No such account in this workspace'],
  NETWORK_OFF: [409, 'This network is not configured on this server'],
  PROFILE_LIMIT: [409, "The plan's social profile limit is reached"],
  NETWORK_REFUSED: [400, 'The network refused the connection'],
  CONNECT_STATE_INVALID: [400, 'This connection link expired or was already used; connect again'],
  SELECTION_NOT_FOUND: [404, 'This choice of profiles expired or was already made; connect again'],
  RECONNECT_MISMATCH: [409, 'The network signed in another profile than the one to reconnect'],
  /** The live service's token request (libs/contracts live/internal.contracts.ts): the account must be reconnected. */
  ACCOUNT_BROKEN: [409, 'The network no longer accepts this connection; reconnect the account'],
  /** The live service's token request: the network could not refresh the token now. */
  ACCOUNT_UNAVAILABLE: [409, 'The account’s network did not answer; try again shortly'],
});
