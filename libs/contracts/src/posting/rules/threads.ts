import Type from 'typebox';
import { StringEnum, Strict } from '../../schema';
import type { NetworkRules } from '../network-rules';

const MB = 1024 * 1024;

/** Who may reply to a Threads post (`reply_control`); everyone when left out. */
export const THREADS_REPLY_CONTROLS = ['everyone', 'accounts_you_follow', 'mentioned_only'] as const;
export type ThreadsReplyControl = (typeof THREADS_REPLY_CONTROLS)[number];

/** Limits from the Threads Posts guide and overview that the shared rules cannot express. */
export const THREADS_LIMITS = {
  /** A carousel has 2 to 20 images or videos (counted as one post). */
  carousel: { min: 2, max: 20 },
  /** One topic per post, 1 to 50 characters, without periods or ampersands. */
  topicTag: { maxLength: 50 },
  /** Links in a post's text (the first one becomes the preview). */
  linksPerPost: 5,
  /** API-published posts per profile per rolling 24 hours (threads_publishing_limit). */
  postsPerDay: 250,
  /** API-published replies per profile per rolling 24 hours (reply_quota_usage). */
  repliesPerDay: 1000,
} as const;

export const ThreadsSettingsSchema = Strict({
  /** The post's topic (`topic_tag`), shown as its tag on Threads. */
  topicTag: Type.Optional(Type.String({ minLength: 1, maxLength: THREADS_LIMITS.topicTag.maxLength, pattern: '^[^.&]+$' })),
  /** Who may reply (`reply_control`). */
  replyControl: Type.Optional(StringEnum(THREADS_REPLY_CONTROLS)),
  /** The one link shown as a card on a text post (`link_attachment`); posts with media take none. */
  linkAttachment: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2048 })),
});

/**
 * Threads: 500 characters (an emoji counts its UTF-8 bytes), text alone or one image (JPEG or
 * PNG, 8 MB) or video (MP4 or MOV, 1 GB, 5 minutes), or a carousel of 2 to 20 of them; long
 * text goes out as a chain of replies; a topic tag and who may reply.
 */
export const threadsRules: NetworkRules = {
  accountType: 'threads',
  label: 'Threads',
  maxTextLength: 500,
  textCounting: 'emoji-bytes',
  textOnlyAllowed: true,
  mediaRequired: false,
  maxMediaCount: THREADS_LIMITS.carousel.max,
  mixedMediaAllowed: true,
  image: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 8 * MB, minAspect: 1 / 10, maxAspect: 10 },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    maxBytes: 1024 * MB,
    maxSeconds: 300,
    minAspect: 1 / 100,
    maxAspect: 10,
    maxCount: THREADS_LIMITS.carousel.max,
  },
  firstComment: true,
  threads: true,
  settings: ThreadsSettingsSchema,
  docs: 'https://developers.facebook.com/docs/threads/posts',
};
