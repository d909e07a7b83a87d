import { defineErrors } from '@cadence/service-kit';

export const queueErrors = defineErrors('POSTING', {
  QUEUE_NOT_FOUND: [404, 'No connected account with this id in your workspace'],
  QUEUE_NO_SLOTS: [409, 'This account has no posting slots yet: add some to its queue first'],
  QUEUE_ORDER_STALE: [409, 'The queue changed since it was loaded: reload it and try again'],
});
