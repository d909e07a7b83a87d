import Type from 'typebox';
import { Strict } from '../../schema';
import type { NetworkRules } from '../network-rules';

const MB = 1024 * 1024;

/** Photo formats and size the Graph API's /{page-id}/photos takes. */
const image = {
  mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/tiff'],
  maxBytes: 4 * MB,
} as const;

/** Non-resumable /{page-id}/videos upload: up to 1 GB and 20 minutes. */
const video = {
  mimeTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-msvideo', 'video/mpeg'],
  maxBytes: 1024 * MB,
  minSeconds: 1,
  maxSeconds: 20 * 60,
  maxCount: 1,
} as const;

/** A Page post's own settings: a link shown as a preview card (text posts only). */
export const FacebookPageSettingsSchema = Strict({
  link: Type.Optional(Type.String({ pattern: '^https?://', maxLength: 2048 })),
});

/** Facebook Page posts: text, up to 10 photos in one multi-photo post, or one video; a first comment. */
export const facebookPageRules: NetworkRules = {
  accountType: 'facebook_page',
  label: 'Facebook Page',
  maxTextLength: 63_206,
  textCounting: 'characters',
  textOnlyAllowed: true,
  mediaRequired: false,
  maxMediaCount: 10,
  mixedMediaAllowed: false,
  image,
  video,
  firstComment: true,
  threads: false,
  settings: FacebookPageSettingsSchema,
  docs: 'https://developers.facebook.com/docs/pages-api/posts',
};

/**
 * Why a personal profile cannot be published to: Facebook removed the `publish_actions`
 * permission (Graph API v3.0, 2018), so no app may post to a personal timeline. A profile still
 * connects with Facebook Login (it is how the user's Pages are found); every post to it fails
 * validation with this message, and the user connects their Pages as `facebook_page` instead.
 */
export const FACEBOOK_PROFILE_PUBLISHING_UNAVAILABLE =
  'Facebook does not let apps publish to personal profiles. Connect a Facebook Page and publish to it instead.';

/**
 * Facebook personal profile: the same content limits as a Page (for the composer's counters),
 * but publishing is refused by validation (see FACEBOOK_PROFILE_PUBLISHING_UNAVAILABLE).
 */
export const facebookRules: NetworkRules = {
  ...facebookPageRules,
  accountType: 'facebook',
  label: 'Facebook profile (publishing not available)',
  settings: Strict({}),
  docs: 'https://developers.facebook.com/docs/graph-api/changelog/breaking-changes#4-24-2018',
};
