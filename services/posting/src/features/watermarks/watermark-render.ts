import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { placeMark, type Placement, type PlacementSettings, type Size } from '@cadence/contracts';

/** What a mark draws: the bytes of a library image, or a line of text in a colour. */
export type MarkSource = { kind: 'image'; bytes: Buffer } | { kind: 'text'; text: string; color: string };

export interface MarkSettings extends PlacementSettings {
  /** 0–100. */
  opacity: number;
}

/** A stuck ffmpeg is killed; a few minutes cover any video the library accepts on a small machine. */
const FFMPEG_TIMEOUT_MS = 10 * 60_000;
/** Pixels of the longest side a mark is drawn from before it is scaled to its place. */
const MARK_RESOLUTION = 2048;

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The mark at its own size as a PNG with an alpha channel (text drawn large, then scaled down). */
export async function markImage(source: MarkSource): Promise<{ png: Buffer; size: Size }> {
  const image =
    source.kind === 'image'
      ? sharp(source.bytes, { failOn: 'error' }).resize(MARK_RESOLUTION, MARK_RESOLUTION, { fit: 'inside', withoutEnlargement: true })
      : sharp({ text: { text: `<span foreground="${source.color}">${escapeMarkup(source.text)}</span>`, font: 'sans bold', dpi: 600, rgba: true } });
  const { data, info } = await image.ensureAlpha().png().toBuffer({ resolveWithObject: true });
  return { png: data, size: { width: info.width, height: info.height } };
}

/** The mark scaled to `placement` with `opacity` applied to its alpha channel. */
async function placedMark(mark: { png: Buffer }, placement: Placement, opacity: number): Promise<Buffer> {
  const alpha = Math.max(0, Math.min(1, opacity / 100));
  return sharp(mark.png)
    .resize(placement.width, placement.height, { fit: 'fill' })
    .ensureAlpha()
    .linear([1, 1, 1, alpha], [0, 0, 0, 0])
    .png()
    .toBuffer();
}

/** The output format of a marked image: the input's own (JPEG, PNG or WebP). */
function encode(image: Sharp, mimeType: string): Sharp {
  if (mimeType === 'image/png') return image.png();
  if (mimeType === 'image/webp') return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90, mozjpeg: false });
}

/** Whether this kind of file is marked (animated GIFs are published as they are). */
export function markable(mimeType: string): 'image' | 'video' | null {
  if (mimeType === 'image/jpeg' || mimeType === 'image/png' || mimeType === 'image/webp') return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return null;
}

/** Draws the mark on an image; the result keeps the image's format and size, rotated upright. */
export async function markPicture(input: Buffer, mimeType: string, mark: { png: Buffer; size: Size }, settings: MarkSettings): Promise<Buffer> {
  // One pass: the header gives the upright size (EXIF orientations 5-8 swap the sides), then
  // libvips rotates, composites and encodes in one pipeline.
  const meta = await sharp(input, { failOn: 'error' }).metadata();
  if (!meta.width || !meta.height) throw new Error('The image has no readable size');
  const turned = (meta.orientation ?? 1) >= 5;
  const media = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const placement = placeMark(media, mark.size, settings);
  const overlay = await placedMark(mark, placement, settings.opacity);
  return encode(sharp(input, { failOn: 'error' }).rotate().composite([{ input: overlay, left: placement.left, top: placement.top }]), mimeType).toBuffer();
}

function run(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'buffer', timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${path.basename(command)} failed: ${stderr.toString().trim().split('\n').slice(-3).join(' ') || error.message}`));
      else resolve(stdout);
    });
  });
}

/** Width and height of a video's first video stream, as ffprobe reads them. */
export async function videoSize(ffprobe: string, file: string): Promise<Size> {
  const out = await run(ffprobe, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'json', file]);
  const stream = (JSON.parse(out.toString()) as { streams?: { width?: number; height?: number }[] }).streams?.[0];
  if (!stream?.width || !stream.height) throw new Error('The video has no readable video stream');
  return { width: stream.width, height: stream.height };
}

/** ffprobe beside the configured ffmpeg (same folder, or the PATH's). */
export function ffprobeBeside(ffmpeg: string): string {
  return ffmpeg.includes('/') ? path.join(path.dirname(ffmpeg), 'ffprobe') : 'ffprobe';
}

/**
 * Draws the mark on a video with ffmpeg: H.264 in MP4 with AAC audio, the same size,
 * frame rate and length. Works in a temporary folder that is always removed.
 */
export async function markVideo(
  input: Buffer,
  mark: { png: Buffer; size: Size },
  settings: MarkSettings,
  options: { ffmpeg: string; tempDir: string },
): Promise<Buffer> {
  const dir = path.join(options.tempDir, `mark-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  try {
    const source = path.join(dir, 'in');
    const overlayFile = path.join(dir, 'mark.png');
    const output = path.join(dir, 'out.mp4');
    await writeFile(source, input);
    const media = await videoSize(ffprobeBeside(options.ffmpeg), source);
    const placement = placeMark(media, mark.size, settings);
    await writeFile(overlayFile, await placedMark(mark, placement, settings.opacity));
    await run(options.ffmpeg, [
      '-v', 'error', '-nostdin', '-y',
      '-protocol_whitelist', 'file,pipe',
      '-i', source,
      '-i', overlayFile,
      '-filter_complex', `[0:v][1:v]overlay=${placement.left}:${placement.top}:format=auto,format=yuv420p[v]`,
      '-map', '[v]', '-map', '0:a?',
      '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20',
      '-c:a', 'aac', '-b:a', '160k',
      '-movflags', '+faststart',
      output,
    ]);
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
