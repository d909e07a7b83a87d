import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@cadence/db';
import { loadSecretBox } from '@cadence/service-kit';
import type { MediaConfig } from './media.config';
import { loadSigningKey } from './media-signing';
import { mediaUrls } from './media-urls';
import type { MediaDeps } from './media.service';
import { createMediaStorage } from './storage';

/** What the media feature needs of the posting service's context. */
export interface MediaContext {
  db: Database;
  config: MediaConfig;
  log: FastifyBaseLogger;
}

const built = new WeakMap<MediaConfig, MediaDeps>();

/** Where links to the API point from outside: PUBLIC_URL, else this machine. */
function publicBaseUrl(config: MediaConfig): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT || 3000}`;
}

/** The media feature's collaborators, made once per service (routes and delivery share them). */
export function mediaDepsOf(context: MediaContext): MediaDeps {
  const existing = built.get(context.config);
  if (existing) return existing;
  const { config, db } = context;
  let key: Promise<Buffer> | undefined;
  const signingKey = () => {
    key ??= loadSigningKey(db, config.MEDIA_URL_SECRET, loadSecretBox(config)).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const deps: MediaDeps = {
    db,
    storage: createMediaStorage(config),
    urls: mediaUrls({
      signingKey,
      appTtlSeconds: config.MEDIA_URL_TTL_SECONDS,
      networkTtlSeconds: config.MEDIA_PUBLIC_URL_TTL_SECONDS,
      publicBaseUrl: publicBaseUrl(config),
      now: () => new Date(),
    }),
    signingKey,
    limits: { image: config.MEDIA_MAX_IMAGE_BYTES, gif: config.MEDIA_MAX_GIF_BYTES, video: config.MEDIA_MAX_VIDEO_BYTES },
    maxPixels: config.MEDIA_MAX_PIXELS,
    ffmpegPath: config.MEDIA_FFMPEG_PATH,
    tempDir: path.resolve(config.DATA_DIR, 'media', 'incoming'),
    log: context.log,
  };
  built.set(config, deps);
  return deps;
}
