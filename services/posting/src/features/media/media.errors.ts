import { defineErrors } from '@cadence/service-kit';

/** Codes are MEDIA_ERROR_CODES of the contracts (POSTING_MEDIA_...). */
export const mediaErrors = defineErrors('POSTING_MEDIA', {
  NOT_FOUND: [404, 'No media item with this id in your workspace'],
  FOLDER_NOT_FOUND: [404, 'No media folder with this id in your workspace'],
  FOLDER_NAME_TAKEN: [409, 'A folder of this name already exists there'],
  FOLDER_TOO_DEEP: [400, 'Folders nest one level: choose a top-level folder as the parent'],
  UPLOAD_INVALID: [400, 'Send one file in the multipart field "file"'],
  TYPE_NOT_ALLOWED: [415, 'Only JPEG, PNG, WebP and GIF images and MP4, QuickTime and WebM videos can be uploaded'],
  TOO_LARGE: [413, 'The file is larger than this server accepts for its kind'],
  UNREADABLE: [400, 'The file cannot be read as the image or video it claims to be'],
  IN_USE: [409, 'A scheduled post uses this media; change or delete that post first'],
  LINK_INVALID: [403, 'This media link is not valid or has expired'],
});
