import Type from 'typebox';
import { StringEnum, Strict } from '../../schema';
import type { NetworkRules } from '../network-rules';

const GB = 1024 * 1024 * 1024;

export const YOUTUBE_PRIVACY = ['public', 'unlisted', 'private'] as const;

/** A video's snippet and status (videos.insert); the post's text is the description. */
export const YoutubeSettingsSchema = Strict({
  title: Type.String({ minLength: 1, maxLength: 100 }),
  privacy: StringEnum(YOUTUBE_PRIVACY, { default: 'public' }),
  /** The audience declaration YouTube requires of every upload (COPPA). */
  madeForKids: Type.Boolean({ default: false }),
  /** YouTube video category; 22 is "People & Blogs". */
  categoryId: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', default: '22' })),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
});

export const YOUTUBE_LIMITS = {
  /** All tags together, as YouTube counts them (a tag with a space counts its quotes). */
  tagsTotalLength: 500,
  /** A vertical or square video up to 3 minutes is a Short. */
  shortMaxSeconds: 180,
  /** videos.insert costs 1600 units of the project's default 10,000 units a day. */
  uploadCost: 1600,
  dailyQuota: 10_000,
} as const;

/** YouTube: one video per post, with a title; description up to 5000 characters and 5000 bytes of UTF-8. */
export const youtubeRules: NetworkRules = {
  accountType: 'youtube',
  label: 'YouTube',
  maxTextLength: 5000,
  textCounting: 'characters',
  maxTextBytes: 5000,
  textOnlyAllowed: false,
  mediaRequired: true,
  maxMediaCount: 1,
  mixedMediaAllowed: false,
  image: null,
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-msvideo', 'video/mpeg', 'video/x-flv', 'video/3gpp'],
    maxBytes: 256 * GB,
    minSeconds: 1,
    maxSeconds: 12 * 60 * 60,
    maxCount: 1,
  },
  firstComment: false,
  threads: false,
  settings: YoutubeSettingsSchema,
  docs: 'https://developers.google.com/youtube/v3/docs/videos/insert',
};
