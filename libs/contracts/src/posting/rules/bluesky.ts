import Type from 'typebox';
import type { NetworkRules } from '../network-rules';

const MB = 1_000_000;

/** Bluesky's own settings: alt text per image, in the order of the post's media. */
export const BlueskySettingsSchema = Type.Object(
  { altTexts: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 4 })) },
  { additionalProperties: false },
);

/** app.bsky.feed.post: 300 graphemes and 3,000 bytes of UTF-8, up to 4 images of 1 MB or one video (50 MB, 3 minutes). */
export const blueskyRules: NetworkRules = {
  accountType: 'bluesky',
  label: 'Bluesky',
  maxTextLength: 300,
  textCounting: 'graphemes',
  maxTextBytes: 3000,
  textOnlyAllowed: true,
  mediaRequired: false,
  maxMediaCount: 4,
  mixedMediaAllowed: false,
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], maxBytes: MB },
  video: { mimeTypes: ['video/mp4', 'video/mpeg', 'video/webm', 'video/quicktime'], maxBytes: 50 * MB, maxSeconds: 180, maxCount: 1 },
  firstComment: true,
  threads: true,
  settings: BlueskySettingsSchema,
  docs: 'https://docs.bsky.app/docs/advanced-guides/posts',
};
