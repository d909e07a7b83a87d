import type { Metadata } from 'sharp';
import type * as Sharp from 'sharp';

/**
 * Width × height an image (each frame of a GIF) may declare unless a service sets its own limit:
 * 100 million pixels, posting's `MEDIA_MAX_PIXELS` default.
 */
export const DEFAULT_MAX_IMAGE_PIXELS = 100_000_000;

/** What an image's header says, as shown (EXIF orientation applied). */
export interface ImageFacts {
  /** sharp's name of the format: png, jpeg, webp, gif… */
  format: string;
  width: number;
  height: number;
}

export type ImageCheck =
  | { ok: true; facts: ImageFacts }
  | {
      ok: false;
      /** pixels: the header declares more than the limit (a decompression bomb); unreadable: no image header could be read. */
      reason: 'pixels' | 'unreadable';
      /** Fit to show the person who sent it, after the field's name ("file declares …"). */
      message: string;
    };

let sharpModule: Promise<typeof Sharp> | undefined;
/** sharp (libvips) is loaded on the first image, not by every service that imports the kit. */
const loadSharp = () => (sharpModule ??= import('sharp'));

const count = (value: number) => value.toLocaleString('en-US');

/**
 * The one check every image that enters goes through, before anything decodes it: its width and
 * height read from its header alone (no pixel is decoded), refusing a header that declares more
 * than `maxPixels` (a decompression bomb: a few bytes that claim 60000 × 60000) and bytes whose
 * header cannot be read. Takes the bytes or a file's path.
 */
export async function checkImageDimensions(input: Buffer | string, maxPixels: number = DEFAULT_MAX_IMAGE_PIXELS): Promise<ImageCheck> {
  const { default: sharp } = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable', message: 'cannot be read as an image' };
  }
  const { width, height, format } = metadata;
  if (!width || !height) return { ok: false, reason: 'unreadable', message: 'cannot be read as an image' };
  // An animated image's height is that of one frame (sharp reads the first page).
  if (width * height > maxPixels) {
    return { ok: false, reason: 'pixels', message: `declares ${count(width)} × ${count(height)} pixels; at most ${count(maxPixels)} pixels are accepted` };
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  return { ok: true, facts: { format: String(format), width: turned ? height : width, height: turned ? width : height } };
}
