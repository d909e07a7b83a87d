import sharp from 'sharp';
import type { MediaFile } from '../../src/providers/provider';

let nextId = 1;

/** A real PNG of the given size (a colour gradient), readable as often as an adapter wants. */
export async function testImage(options: { width?: number; height?: number; name?: string } = {}): Promise<MediaFile> {
  const width = options.width ?? 96;
  const height = options.height ?? 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  }
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  const id = nextId++;
  return {
    id,
    kind: 'image',
    mimeType: 'image/png',
    sizeBytes: bytes.length,
    width,
    height,
    fileName: options.name ?? `image-${id}.png`,
    publicUrl: `http://127.0.0.1/media/${id}.png`,
    read: async () => bytes,
  };
}
