import { defineErrors } from '@cadence/service-kit';

export const watermarkErrors = defineErrors('POSTING', {
  WATERMARK_NOT_FOUND: [404, 'No watermark with this id in your workspace'],
  WATERMARK_NAME_TAKEN: [409, 'Your workspace already has a watermark with this name'],
});
