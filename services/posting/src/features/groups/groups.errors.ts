import { defineErrors } from '@cadence/service-kit';

export const groupErrors = defineErrors('POSTING', {
  GROUP_NOT_FOUND: [404, 'No group with this id in your workspace'],
  GROUP_NAME_TAKEN: [409, 'Your workspace already has a group with this name'],
});
