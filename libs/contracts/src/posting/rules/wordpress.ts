import Type from 'typebox';
import type { NetworkRules } from '../network-rules';
import { StringEnum } from '../../schema';

const MB = 1024 * 1024;

/** A WordPress post: the title is required; status, terms and the featured image are optional. */
export const WordpressSettingsSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 500 }),
    status: Type.Optional(StringEnum(['publish', 'draft', 'pending', 'private'])),
    /** Category names; missing ones are created. */
    categories: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 })),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 50 })),
    /** Which of the post's media becomes the featured image (0-based). */
    featuredMediaIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
    /** Alt text per media item, in the order of the post's media (empty: the media library's). */
    altTexts: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 })),
  },
  { additionalProperties: false },
);

const shared = {
  maxTextLength: 1_000_000,
  textCounting: 'characters',
  textOnlyAllowed: true,
  mediaRequired: false,
  maxMediaCount: 100,
  mixedMediaAllowed: true,
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 64 * MB },
  video: { mimeTypes: ['video/mp4', 'video/quicktime', 'video/webm'], maxBytes: 1024 * MB, maxSeconds: 24 * 3600, maxCount: 100 },
  firstComment: false,
  threads: false,
  settings: WordpressSettingsSchema,
} satisfies Omit<NetworkRules, 'accountType' | 'label' | 'docs'>;

/** WordPress.com sites (REST through public-api.wordpress.com); media size follows the site's plan. */
export const wordpressRules: NetworkRules = {
  ...shared,
  accountType: 'wordpress',
  label: 'WordPress.com',
  docs: 'https://developer.wordpress.com/docs/api/',
};

/** Self-hosted WordPress (REST API /wp-json/wp/v2 with an application password). */
export const wordpressOrgRules: NetworkRules = {
  ...shared,
  accountType: 'wordpress-org',
  label: 'WordPress',
  docs: 'https://developer.wordpress.org/rest-api/reference/posts/',
};
