import Type from 'typebox';
import { Strict } from '../../schema';
import type { NetworkRules } from '../network-rules';

const MB = 1024 * 1024;

/** A pin's own fields (POST /v5/pins); the post's text is the description. */
export const PinterestSettingsSchema = Strict({
  boardId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' }),
  boardSectionId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9]+$' })),
  title: Type.Optional(Type.String({ maxLength: 100 })),
  link: Type.Optional(Type.String({ pattern: '^https?://', maxLength: 2048 })),
  altText: Type.Optional(Type.String({ maxLength: 500 })),
});

export const PINTEREST_LIMITS = {
  carousel: { min: 2, max: 5 },
} as const;

/** Pinterest: one image or video per pin, or a carousel of 2–5 images, on a board. */
export const pinterestRules: NetworkRules = {
  accountType: 'pinterest',
  label: 'Pinterest',
  maxTextLength: 800,
  textCounting: 'characters',
  textOnlyAllowed: false,
  mediaRequired: true,
  maxMediaCount: PINTEREST_LIMITS.carousel.max,
  mixedMediaAllowed: false,
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp', 'image/tiff'], maxBytes: 20 * MB },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-m4v'],
    maxBytes: 2048 * MB,
    minSeconds: 4,
    maxSeconds: 15 * 60,
    maxCount: 1,
  },
  firstComment: false,
  threads: false,
  settings: PinterestSettingsSchema,
  docs: 'https://developers.pinterest.com/docs/api/v5/pins-create',
};
