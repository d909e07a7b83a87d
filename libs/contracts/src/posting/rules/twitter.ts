import Type from 'typebox';
import type { NetworkRules } from '../network-rules';
import { StringEnum } from '../../schema';

const MB = 1024 * 1024;

/** POST /2/tweets `reply_settings`: who may reply (everyone when absent). */
export const TwitterSettingsSchema = Type.Object(
  { replySettings: Type.Optional(StringEnum(['following', 'mentionedUsers', 'subscribers', 'verified'])) },
  { additionalProperties: false },
);

/**
 * X: 280 weighted characters (URLs count 23, CJK and emoji 2), up to 4 images of 5 MB, one GIF
 * of 15 MB, or one video of 512 MB and 140 s; threads through replies.
 */
export const twitterRules: NetworkRules = {
  accountType: 'twitter',
  label: 'X',
  maxTextLength: 280,
  textCounting: 'twitter-weighted',
  textOnlyAllowed: true,
  mediaRequired: false,
  maxMediaCount: 4,
  mixedMediaAllowed: false,
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * MB },
  gif: { mimeTypes: ['image/gif'], maxBytes: 15 * MB, maxCount: 1 },
  video: { mimeTypes: ['video/mp4', 'video/quicktime'], maxBytes: 512 * MB, minSeconds: 0.5, maxSeconds: 140, minAspect: 1 / 3, maxAspect: 3, maxCount: 1 },
  firstComment: true,
  threads: true,
  settings: TwitterSettingsSchema,
  docs: 'https://docs.x.com/x-api/posts/creation-of-a-post',
};
