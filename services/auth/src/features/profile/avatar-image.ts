import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_UPLOAD } from '@cadence/contracts';

export type AvatarResult = { ok: true; webp: Buffer } | { ok: false; reason: 'type' | 'decode' };

const ALLOWED: readonly string[] = AVATAR_UPLOAD.types;

/**
 * Checks what the bytes are (not what the client says they are) and re-encodes them: the
 * stored file is a fresh 256×256 WebP with no metadata, so nothing of the upload but its
 * pixels is kept or served.
 */
export async function toAvatar(upload: Buffer): Promise<AvatarResult> {
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !ALLOWED.includes(detected.mime)) return { ok: false, reason: 'type' };
  try {
    const webp = await sharp(upload, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_UPLOAD.size, AVATAR_UPLOAD.size, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
    return { ok: true, webp };
  } catch {
    return { ok: false, reason: 'decode' };
  }
}
