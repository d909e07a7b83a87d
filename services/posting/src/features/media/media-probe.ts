import { open } from 'node:fs/promises';
import mediaInfoFactory, { type MediaInfoResult } from 'mediainfo.js';
import sharp from 'sharp';
import { MEDIA_MIME_TYPES, MEDIA_KINDS, type MediaKind } from '@cadence/contracts';
import { checkImageDimensions } from '@cadence/service-kit';

/** What the bytes of an upload are, read from the content (never from its name or headers). */
export interface ProbedMedia {
  kind: MediaKind;
  mimeType: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

export type ProbeResult = { ok: true; facts: ProbedMedia } | { ok: false; reason: 'pixels' | 'unreadable' };

/** Longest side of thumbnails and poster frames. */
export const THUMBNAIL_SIZE = 480;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** The file extension of an accepted content type. */
export function extensionOf(mimeType: string): string {
  return EXTENSIONS[mimeType] ?? 'bin';
}

export function kindOf(mimeType: string): MediaKind | null {
  return MEDIA_KINDS.find((kind) => (MEDIA_MIME_TYPES[kind] as readonly string[]).includes(mimeType)) ?? null;
}

/**
 * Width and height of an image from its header alone (no pixel is decoded), as shown (EXIF
 * orientation applied). A header that declares more than `maxPixels` is a decompression bomb.
 */
async function imageFacts(file: string, kind: MediaKind, mimeType: string, maxPixels: number): Promise<ProbeResult> {
  const checked = await checkImageDimensions(file, maxPixels);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  return { ok: true, facts: { kind, mimeType, width: checked.facts.width, height: checked.facts.height, durationSeconds: null } };
}

type Track = MediaInfoResult extends { media?: infer M } ? (M extends { track: (infer T)[] } ? T : never) : never;

function numberOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** Reads a video container (MP4, QuickTime, WebM) with MediaInfoLib, chunk by chunk. */
async function readContainer(file: string): Promise<Track[]> {
  const handle = await open(file, 'r');
  const mediaInfo = await mediaInfoFactory({ format: 'object' });
  try {
    const { size } = await handle.stat();
    const result = await mediaInfo.analyzeData(size, async (chunkSize, offset) => {
      const buffer = Buffer.alloc(chunkSize);
      const { bytesRead } = await handle.read(buffer, 0, chunkSize, offset);
      return buffer.subarray(0, bytesRead);
    });
    return result.media?.track ?? [];
  } finally {
    mediaInfo.close();
    await handle.close();
  }
}

async function videoFacts(file: string, mimeType: string, maxPixels: number): Promise<ProbeResult> {
  let tracks: Track[];
  try {
    tracks = await readContainer(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const general = tracks.find((track) => track['@type'] === 'General');
  const video = tracks.find((track) => track['@type'] === 'Video');
  if (!video) return { ok: false, reason: 'unreadable' };
  const width = numberOf(video.Width);
  const height = numberOf(video.Height);
  if (!width || !height) return { ok: false, reason: 'unreadable' };
  if (width * height > maxPixels) return { ok: false, reason: 'pixels' };
  const rotation = Math.abs(numberOf(video.Rotation) ?? 0) % 180;
  const duration = numberOf(video.Duration) ?? numberOf(general?.Duration);
  return {
    ok: true,
    facts: {
      kind: 'video',
      mimeType,
      width: rotation === 90 ? height : width,
      height: rotation === 90 ? width : height,
      durationSeconds: duration,
    },
  };
}

/** Reads dimensions (and a video's duration) of a file of a sniffed type, without decoding pixels. */
export async function probe(file: string, type: { kind: MediaKind; mimeType: string }, maxPixels: number): Promise<ProbeResult> {
  if (type.kind === 'video') return videoFacts(file, type.mimeType, maxPixels);
  return imageFacts(file, type.kind, type.mimeType, maxPixels);
}

/** A WebP thumbnail of an image (first frame of a GIF); null when the pixels cannot be decoded. */
export async function imageThumbnail(file: string, maxPixels: number): Promise<Buffer | null> {
  try {
    return await sharp(file, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
