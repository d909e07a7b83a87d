import { defineErrors } from '@cadence/service-kit';

export const postingAsErrors = defineErrors('POSTING', {
  POSTING_AS_NOT_FOUND: [404, 'No connected account with this id in your workspace whose network is read before posting'],
  POSTING_AS_DISCONNECTED: [409, 'The network no longer accepts this connection: reconnect it under Manage platforms'],
  POSTING_AS_LIMITED: [429, 'The network takes no more posts from this account for now; try again later'],
  POSTING_AS_UNREACHABLE: [502, 'The network could not be read; try again later'],
});
