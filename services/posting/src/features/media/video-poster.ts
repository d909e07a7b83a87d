import { execFile } from 'node:child_process';
import sharp from 'sharp';
import { THUMBNAIL_SIZE } from './media-probe';

/** Enough for a frame of any video the library accepts; a stuck ffmpeg is killed. */
const FFMPEG_TIMEOUT_MS = 30_000;

function runFfmpeg(ffmpeg: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(ffmpeg, args, { encoding: 'buffer', timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, windowsHide: true }, (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout);
    });
  });
}

/**
 * A WebP poster frame of a video (one second in, or the first frame of a shorter clip), made by
 * ffmpeg reading only the local file. Null when ffmpeg is missing or cannot read the video.
 */
export async function videoPoster(ffmpeg: string, file: string, durationSeconds: number | null): Promise<Buffer | null> {
  const at = durationSeconds !== null && durationSeconds > 2 ? '1' : '0';
  const scale = `scale=${THUMBNAIL_SIZE}:${THUMBNAIL_SIZE}:force_original_aspect_ratio=decrease`;
  try {
    const png = await runFfmpeg(ffmpeg, ['-v', 'error', '-nostdin', '-protocol_whitelist', 'file,pipe', '-ss', at, '-i', file, '-frames:v', '1', '-vf', scale, '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']);
    if (png.length === 0) return null;
    return await sharp(png, { failOn: 'error' }).webp({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}

/** Whether `ffmpeg` runs here (for the limits endpoint). */
export async function ffmpegAvailable(ffmpeg: string): Promise<boolean> {
  try {
    await runFfmpeg(ffmpeg, ['-version']);
    return true;
  } catch {
    return false;
  }
}
