import Type, { type Static, type TObject } from 'typebox';
import type { BaseConfig } from '@cadence/service-kit';

const MB = 1024 * 1024;

/**
 * The media library's variables (posting spreads them into its env). Files go to DATA_DIR/media
 * unless S3_BUCKET is set, then to that S3-compatible store.
 */
export const mediaEnv = {
  MEDIA_MAX_IMAGE_BYTES: Type.Integer({ minimum: 1024, default: 20 * MB, description: 'Largest JPEG/PNG/WebP upload' }),
  MEDIA_MAX_GIF_BYTES: Type.Integer({ minimum: 1024, default: 15 * MB, description: 'Largest GIF upload' }),
  MEDIA_MAX_VIDEO_BYTES: Type.Integer({ minimum: 1024, default: 1024 * MB, description: 'Largest MP4/QuickTime/WebM upload' }),
  /** Width × height an image (each GIF frame) or video may declare; more is refused before decoding. */
  MEDIA_MAX_PIXELS: Type.Integer({ minimum: 1, default: 100_000_000 }),
  /** How long the signed URLs the web app shows stay valid (rounded up to whole periods so they cache). */
  MEDIA_URL_TTL_SECONDS: Type.Integer({ minimum: 60, maximum: 7 * 86_400, default: 3_600 }),
  /** How long the URLs handed to networks that pull media (Instagram, Threads, Pinterest) stay valid. */
  MEDIA_PUBLIC_URL_TTL_SECONDS: Type.Integer({ minimum: 300, maximum: 30 * 86_400, default: 86_400 }),
  /** Key of the signed URLs (HMAC-SHA256); unset: a random key kept in the database, shared by every process. */
  MEDIA_URL_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** ffmpeg for video poster frames; absent or failing: videos get no poster. */
  MEDIA_FFMPEG_PATH: Type.String({ minLength: 1, default: 'ffmpeg' }),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63 })),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Path-style URLs (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
};

/** The secrets key (posting's connections declare it) encrypts the stored signing key. */
export type MediaConfig = Static<TObject<typeof mediaEnv>> & Pick<BaseConfig, 'DATA_DIR' | 'PUBLIC_URL' | 'PORT'> & { SECRETS_KEY?: string | undefined; SECRETS_PREVIOUS_KEYS?: string | undefined };
