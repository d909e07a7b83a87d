import { defineErrors } from '@cadence/service-kit';

export const captionErrors = defineErrors('POSTING', {
  CAPTION_NOT_FOUND: [404, 'No saved caption with this id in your workspace'],
  CAPTION_NAME_TAKEN: [409, 'Your workspace already has a caption or hashtag group with this name'],
});
