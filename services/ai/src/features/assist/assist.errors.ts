import { defineErrors } from '@cadence/service-kit';

export const assistErrors = defineErrors('AI_ASSIST', {
  /** 409: no endpoint, or no model for this task. */
  NOT_CONFIGURED: [409, "No AI endpoint with a rewriting model is set up. Staff set the platform's in Settings › AI, or the workspace's owner sets the workspace's own there."],
  /** 409: the endpoint's check found it does not take images. */
  NO_IMAGES: [409, "This endpoint's check found that its image-description model does not take images; choose one that does in Settings › AI."],
  /** 429: the endpoint is rate-limiting. */
  PROVIDER_RATE_LIMITED: [429, 'The endpoint is rate-limiting requests; try again shortly.'],
  /** 502: the endpoint failed or answered something unusable; the message says how, in plain words. */
  PROVIDER_FAILED: [502, 'The endpoint could not answer.'],
});
