import Type from 'typebox';
import type { NetworkRules } from '../network-rules';
import { StringEnum } from '../../schema';

const MB = 1024 * 1024;

/** The title shown with a video (Posts API `content.media.title`); ignored for images. */
const videoTitle = Type.Optional(Type.String({ minLength: 1, maxLength: 200 }));

/** Posts API `visibility`: PUBLIC by default; CONNECTIONS only for a member's own posts. */
export const LinkedinSettingsSchema = Type.Object(
  { visibility: Type.Optional(StringEnum(['PUBLIC', 'CONNECTIONS', 'LOGGED_IN'])), title: videoTitle },
  { additionalProperties: false },
);

/** An organisation page's posts are public or seen by signed-in members only. */
export const LinkedinPageSettingsSchema = Type.Object(
  { visibility: Type.Optional(StringEnum(['PUBLIC', 'LOGGED_IN'])), title: videoTitle },
  { additionalProperties: false },
);

const shared = {
  maxTextLength: 3000,
  textCounting: 'characters',
  textOnlyAllowed: true,
  mediaRequired: false,
  maxMediaCount: 20,
  mixedMediaAllowed: false,
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif'], maxBytes: 36_152_320 },
  video: { mimeTypes: ['video/mp4'], maxBytes: 200 * MB, minSeconds: 3, maxSeconds: 15 * 60, maxCount: 1 },
  firstComment: true,
  threads: false,
  docs: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api',
} satisfies Omit<NetworkRules, 'accountType' | 'label' | 'settings'>;

/** A member's profile: 3,000 characters, up to 20 images (multi-image) or one video of 15 minutes. */
export const linkedinRules: NetworkRules = { ...shared, accountType: 'linkedin', label: 'LinkedIn', settings: LinkedinSettingsSchema };

/** An organisation page: the same Posts API with an organisation author. */
export const linkedinPageRules: NetworkRules = {
  ...shared,
  accountType: 'linkedin-page',
  label: 'LinkedIn page',
  settings: LinkedinPageSettingsSchema,
};
