import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { SUPPORT_IMAGE_TYPES, SUPPORT_UPLOAD_FIELD, type SupportImage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import type { Principal } from '@cadence/service-kit';
import { imageErrors } from './images.errors';
import * as repository from './images.repository';

export const presentImage = (row: repository.ImageRow): SupportImage => ({ id: row.id, mime_type: row.mimeType, size: row.size, name: row.name });

/** A display name from the client's file name: no folders, no control characters, at most 200 characters. */
function cleanName(name: string | undefined, mimeType: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(/\p{Cc}/gu, '').trim() ?? '';
  return (base || `image.${mimeType.split('/')[1]}`).slice(0, 200);
}

/** Reads the one image of an upload, refusing more than `maxBytes` and anything whose bytes are not an accepted image. */
export async function upload(db: Database, principal: Principal, part: MultipartFile, maxBytes: number): Promise<SupportImage> {
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw error;
  });
  if (bytes === null || part.file.truncated || bytes.length > maxBytes) {
    throw imageErrors.TOO_LARGE(undefined, [{ field: SUPPORT_UPLOAD_FIELD, message: `must be at most ${Math.floor(maxBytes / (1024 * 1024))} MB` }]);
  }
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !(SUPPORT_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw imageErrors.TYPE_NOT_ALLOWED(undefined, [{ field: SUPPORT_UPLOAD_FIELD, message: 'must be a JPEG, PNG, WebP or GIF image' }]);
  }
  const row = await repository.insert(db, { uploaderId: principal.userId, name: cleanName(part.filename, detected.mime), mimeType: detected.mime, bytes });
  return presentImage(row);
}
