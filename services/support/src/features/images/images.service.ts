import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { SUPPORT_IMAGE_TYPES, SUPPORT_UPLOAD_FIELD, type SupportImage } from '@cadence/contracts';
import type { Database } from '@cadence/db';
import { AppError, checkImageDimensions, type Principal } from '@cadence/service-kit';
import { imageErrors } from './images.errors';
import * as repository from './images.repository';

export const presentImage = (row: repository.ImageRow): SupportImage => ({ id: row.id, mime_type: row.mimeType, size: row.size, name: row.name });

/** A display name from the client's file name: no folders, no control characters, at most 200 characters. */
function cleanName(name: string | undefined, mimeType: string): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(/\p{Cc}/gu, '').trim() ?? '';
  return (base || `image.${mimeType.split('/')[1]}`).slice(0, 200);
}

const tooLarge = (maxBytes: number) => imageErrors.TOO_LARGE(undefined, [{ field: SUPPORT_UPLOAD_FIELD, message: `must be at most ${Math.floor(maxBytes / (1024 * 1024))} MB` }]);

/**
 * What a failure to read a multipart upload means to its sender: more parts or files than one is
 * a 400 that says to send one image, a body over the size limit keeps its 413, and a body cut
 * short or malformed is a 400 that says so (the parser's own errors carry no status and would
 * otherwise be a 500).
 */
export function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return imageErrors.UPLOAD_INVALID(undefined, [{ field: SUPPORT_UPLOAD_FIELD, message: 'must be the only part of the form: one image' }]);
  }
  if (statusCode === 413) return error;
  return imageErrors.UPLOAD_INVALID('The upload is not a well-formed multipart form; send one image in the field "file"', [
    { field: SUPPORT_UPLOAD_FIELD, message: 'could not be read: the multipart body is malformed or cut short' },
  ]);
}

/**
 * Reads the one image of an upload, refusing more than `maxBytes`, anything whose bytes are not an
 * accepted image, and an image whose header declares more than `maxPixels` (the kit's image guard,
 * the same as every other image that enters).
 */
export async function upload(db: Database, principal: Principal, part: MultipartFile, limits: { maxBytes: number; maxPixels: number }): Promise<SupportImage> {
  const { maxBytes, maxPixels } = limits;
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return null;
    throw uploadError(error);
  });
  if (bytes === null || part.file.truncated || bytes.length > maxBytes) throw tooLarge(maxBytes);
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!detected || !(SUPPORT_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw imageErrors.TYPE_NOT_ALLOWED(undefined, [{ field: SUPPORT_UPLOAD_FIELD, message: 'must be a JPEG, PNG, WebP or GIF image' }]);
  }
  const checked = await checkImageDimensions(bytes, maxPixels);
  if (!checked.ok) {
    const refuse = checked.reason === 'pixels' ? imageErrors.TOO_MANY_PIXELS : imageErrors.UNREADABLE;
    throw refuse(`The image ${checked.message}`, [{ field: SUPPORT_UPLOAD_FIELD, message: checked.message }]);
  }
  const row = await repository.insert(db, { uploaderId: principal.userId, name: cleanName(part.filename, detected.mime), mimeType: detected.mime, bytes });
  return presentImage(row);
}
