import Type from 'typebox';
import { StringEnum, Strict } from '../../schema';
import type { NetworkRules } from '../network-rules';

const MB = 1024 * 1024;

/** Privacy levels a creator may have; the ones offered come from creator_info's privacy_level_options. */
export const TIKTOK_PRIVACY_LEVELS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'] as const;

/**
 * TikTok's Content Sharing Guidelines: the user picks the privacy level (no default), and
 * chooses the interaction and commercial-content toggles themselves.
 */
export const TiktokSettingsSchema = Strict({
  privacyLevel: StringEnum(TIKTOK_PRIVACY_LEVELS),
  /** Comments, Duet and Stitch stay off unless the post allows them (false): the guidelines want none ticked by default. */
  disableComment: Type.Optional(Type.Boolean({ default: true })),
  disableDuet: Type.Optional(Type.Boolean({ default: true })),
  disableStitch: Type.Optional(Type.Boolean({ default: true })),
  /**
   * The commercial content disclosure: the post promotes a brand, product or service. When on,
   * one of the two toggles below says whose (TikTok refuses a disclosure that names neither).
   */
  discloseContent: Type.Optional(Type.Boolean({ default: false })),
  /** Promotes a third party ("Paid partnership"). */
  brandContentToggle: Type.Optional(Type.Boolean({ default: false })),
  /** Promotes the creator's own business ("Promotional content"). */
  brandOrganicToggle: Type.Optional(Type.Boolean({ default: false })),
  /** Photo posts only: the title (the post's text becomes the description). */
  title: Type.Optional(Type.String({ maxLength: 90 })),
  /** Photo posts only: TikTok adds music. */
  autoAddMusic: Type.Optional(Type.Boolean({ default: true })),
});

export const TIKTOK_LIMITS = {
  videoCaption: 2200,
  photoTitle: 90,
  photoDescription: 4000,
  photos: 35,
  /** /v2/post/publish/video/init/ and /content/init/: 6 requests per minute per user token. */
  initPerMinute: 6,
} as const;

/** TikTok Content Posting API: one video, or a photo post of up to 35 images. */
export const tiktokRules: NetworkRules = {
  accountType: 'tiktok',
  label: 'TikTok',
  maxTextLength: TIKTOK_LIMITS.videoCaption,
  textCounting: 'characters',
  textOnlyAllowed: false,
  mediaRequired: true,
  maxMediaCount: TIKTOK_LIMITS.photos,
  mixedMediaAllowed: false,
  image: { mimeTypes: ['image/jpeg', 'image/webp'], maxBytes: 20 * MB },
  video: {
    mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: 4096 * MB,
    minSeconds: 3,
    maxSeconds: 10 * 60,
    maxCount: 1,
  },
  firstComment: false,
  threads: false,
  settings: TiktokSettingsSchema,
  brandMarkRefused: "TikTok's content sharing guidelines forbid apps to add a brand name, logo or watermark to content shared to TikTok",
  docs: 'https://developers.tiktok.com/doc/content-posting-api-reference-direct-post',
};
