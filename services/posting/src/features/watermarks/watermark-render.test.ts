import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeMark } from '@cadence/contracts';
import { markImage, markPicture, markVideo } from './watermark-render';

const exec = promisify(execFile);
let dir: string;

/** A flat grey picture, so any mark shows against it. */
function grey(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 } } }).jpeg({ quality: 95 }).toBuffer();
}

/** A solid red logo four times wider than high. */
function redLogo(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
}

async function pixel(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'watermark-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('markPicture', () => {
  it('draws an opaque image mark exactly where the geometry puts it, and nowhere else', async () => {
    const input = await grey(1920, 1080);
    const mark = await markImage({ kind: 'image', bytes: await redLogo() });
    const settings = { position: 'bottom-right', margin: 5, scale: 20, opacity: 100 } as const;
    const output = await markPicture(input, 'image/jpeg', mark, settings);
    const meta = await sharp(output).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1920, 1080]);
    const place = placeMark({ width: 1920, height: 1080 }, mark.size, settings);
    const inside = await pixel(output, place.left + place.width / 2, place.top + place.height / 2);
    expect(inside.r).toBeGreaterThan(230);
    expect(inside.g).toBeLessThan(30);
    const outside = await pixel(output, 100, 100);
    expect(Math.abs(outside.r - 128)).toBeLessThan(6);
    expect(Math.abs(outside.g - 128)).toBeLessThan(6);
  });

  it('blends a half-opaque mark with what is under it, on a portrait PNG', async () => {
    const input = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: { r: 0, g: 0, b: 0 } } }).png().toBuffer();
    const white = await sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } }).png().toBuffer();
    const mark = await markImage({ kind: 'image', bytes: white });
    const settings = { position: 'top-left', margin: 2, scale: 10, opacity: 50 } as const;
    const output = await markPicture(input, 'image/png', mark, settings);
    expect((await sharp(output).metadata()).format).toBe('png');
    const place = placeMark({ width: 1080, height: 1920 }, mark.size, settings);
    expect(place).toEqual({ left: 22, top: 22, width: 108, height: 108 });
    const inside = await pixel(output, 22 + 54, 22 + 54);
    expect(inside.r).toBeGreaterThan(110);
    expect(inside.r).toBeLessThan(145);
    expect((await pixel(output, 10, 10)).r).toBe(0);
  });

  it('marks a photo taken sideways (EXIF orientation 6) upright, at the anchor of the upright picture', async () => {
    const sideways = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 128, g: 128, b: 128 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const mark = await markImage({ kind: 'image', bytes: await redLogo() });
    const settings = { position: 'bottom-right', margin: 5, scale: 30, opacity: 100 } as const;
    const output = await markPicture(sideways, 'image/jpeg', mark, settings);
    const meta = await sharp(output).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    const place = placeMark({ width: 800, height: 1200 }, mark.size, settings);
    const inside = await pixel(output, place.left + place.width / 2, place.top + place.height / 2);
    expect(inside.r).toBeGreaterThan(220);
    expect(inside.g).toBeLessThan(40);
  });

  it('draws a text mark in its colour', async () => {
    const input = await grey(1200, 800);
    const mark = await markImage({ kind: 'text', text: 'CADENCE', color: '#00ff00' });
    expect(mark.size.width).toBeGreaterThan(mark.size.height);
    const settings = { position: 'center', margin: 0, scale: 60, opacity: 100 } as const;
    const output = await markPicture(input, 'image/jpeg', mark, settings);
    const { data, info } = await sharp(output).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const place = placeMark({ width: 1200, height: 800 }, mark.size, settings);
    let green = 0;
    for (let y = place.top; y < place.top + place.height; y += 2) {
      for (let x = place.left; x < place.left + place.width; x += 2) {
        const at = (y * info.width + x) * 3;
        if ((data[at + 1] ?? 0) > 200 && (data[at] ?? 255) < 80) green += 1;
      }
    }
    expect(green).toBeGreaterThan(200);
  });
});

describe('markVideo', () => {
  it('marks a short video: same size and length, H.264 and its audio kept, the mark in a frame', async () => {
    const source = path.join(dir, 'source.mp4');
    await exec('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'color=c=gray:s=640x360:r=25:d=2',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2',
      '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source,
    ]);
    const mark = await markImage({ kind: 'image', bytes: await redLogo() });
    const settings = { position: 'top-right', margin: 4, scale: 25, opacity: 100 } as const;
    const output = await markVideo(await readFile(source), mark, settings, { ffmpeg: 'ffmpeg', tempDir: dir });
    const outFile = path.join(dir, 'out.mp4');
    await writeFile(outFile, output);
    const probe = JSON.parse(
      (await exec('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,width,height:format=duration', '-of', 'json', outFile])).stdout,
    ) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[]; format: { duration: string } };
    const video = probe.streams.find((s) => s.codec_type === 'video');
    expect(video).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
    expect(probe.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
    expect(Number(probe.format.duration)).toBeGreaterThan(1.8);
    expect(Number(probe.format.duration)).toBeLessThan(2.3);

    const frame = (await exec('ffmpeg', ['-v', 'error', '-ss', '1', '-i', outFile, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'], { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024 })).stdout;
    const place = placeMark({ width: 640, height: 360 }, mark.size, settings);
    const inside = await pixel(frame, place.left + Math.floor(place.width / 2), place.top + Math.floor(place.height / 2));
    expect(inside.r).toBeGreaterThan(200);
    expect(inside.g).toBeLessThan(60);
    const outside = await pixel(frame, 20, 300);
    expect(Math.abs(outside.r - outside.g)).toBeLessThan(12);
  });
});
