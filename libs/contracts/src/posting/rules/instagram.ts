import Type from 'typebox';
import { StringEnum, Strict } from '../../schema';
import type { NetworkRules } from '../network-rules';

const MB = 1024 * 1024;

/** What an Instagram post is published as; each has its own media rules (see INSTAGRAM_FORMATS). */
export const INSTAGRAM_FORMATS = ['post', 'reel', 'story', 'carousel'] as const;
export type InstagramFormat = (typeof INSTAGRAM_FORMATS)[number];

export const InstagramSettingsSchema = Strict({
  /** Left out: one photo is a post, one video a reel, several items a carousel. */
  format: Type.Optional(StringEnum(INSTAGRAM_FORMATS)),
  /** A reel also appears in the profile's feed grid (Instagram's `share_to_feed`). */
  shareToFeed: Type.Optional(Type.Boolean({ default: true })),
});

/** Limits from the Content Publishing guide that the shared rules cannot express per format. */
export const INSTAGRAM_LIMITS = {
  hashtags: 30,
  mentions: 20,
  carousel: { min: 2, max: 10 },
  /** Feed photos and carousel photos: 4:5 to 1.91:1. */
  feedImageAspect: { min: 4 / 5, max: 1.91 },
  /** Feed videos and carousel videos. */
  feedVideoMaxBytes: 300 * MB,
  reel: { minSeconds: 3, maxSeconds: 15 * 60, maxBytes: 1024 * MB },
  story: { videoMaxSeconds: 60, videoMaxBytes: 100 * MB },
  /** API-published posts per account per rolling 24 hours (content_publishing_limit). */
  postsPerDay: 100,
} as const;

/** Instagram professional accounts (business or creator): photo, video/reel, story, carousel. */
export const instagramRules: NetworkRules = {
  accountType: 'instagram',
  label: 'Instagram',
  maxTextLength: 2200,
  textCounting: 'characters',
  textOnlyAllowed: false,
  mediaRequired: true,
  maxMediaCount: INSTAGRAM_LIMITS.carousel.max,
  mixedMediaAllowed: true,
  image: { mimeTypes: ['image/jpeg'], maxBytes: 8 * MB },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime'],
    maxBytes: INSTAGRAM_LIMITS.reel.maxBytes,
    minSeconds: INSTAGRAM_LIMITS.reel.minSeconds,
    maxSeconds: INSTAGRAM_LIMITS.reel.maxSeconds,
    maxCount: INSTAGRAM_LIMITS.carousel.max,
  },
  firstComment: true,
  threads: false,
  settings: InstagramSettingsSchema,
  docs: 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media',
};
