import path from 'node:path';
import type { MediaConfig } from '../media.config';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

export * from './storage';

/** S3 when S3_BUCKET is set, else DATA_DIR/media. */
export function createMediaStorage(config: MediaConfig): MediaStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return diskStorage(path.resolve(config.DATA_DIR, 'media', 'files'));
}
