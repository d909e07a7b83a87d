import { defineErrors } from '@cadence/service-kit';

export const imageErrors = defineErrors('SUPPORT_IMAGE', {
  UPLOAD_INVALID: [400, 'Send one image in the multipart field "file"'],
  TYPE_NOT_ALLOWED: [415, 'Only JPEG, PNG, WebP and GIF images can be attached'],
  TOO_LARGE: [413, 'The image is larger than this server accepts'],
  TOO_MANY_PIXELS: [400, 'The image has more pixels than this server accepts'],
  UNREADABLE: [400, 'The image cannot be read'],
  NOT_FOUND: [404, 'No such image'],
});
