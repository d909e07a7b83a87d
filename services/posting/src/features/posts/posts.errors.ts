import { defineErrors } from '@cadence/service-kit';

export const postErrors = defineErrors('POSTING', {
  POST_NOT_FOUND: [404, 'No post with this id in your workspace'],
  NOT_AUTHOR: [403, 'A contributor can change only the posts it wrote'],
  POST_NOT_EDITABLE: [409, 'Only drafts, scheduled and not-approved posts can be changed'],
  TARGET_NOT_FOUND: [404, 'No account with this id on the post'],
  TARGET_NOT_FAILED: [409, 'Only a failed account can be retried'],
  TARGET_NOT_RETRYABLE: [409, 'This content cannot be published as it is; duplicate the post and change it'],
  TARGET_NEEDS_RECONNECT: [409, 'The network no longer accepts this account; reconnect it, then retry'],
  DAILY_LIMIT: [409, 'Your plan allows this many posts per user per day; upgrade the plan to raise the limit'],
  STAFF_ONLY: [403, 'Only staff see the posts of every workspace'],
});
