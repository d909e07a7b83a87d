import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { markImage, markPicture, markVideo } from '@cadence/posting';
import { throwIfInterrupted } from '../lib/interrupt';
import { SkipBenchmark, type Benchmark, type BenchContext, type Figure } from '../lib/types';

const exec = promisify(execFile);
const IMAGES_PER_ROUND = 40;
const VIDEO_SECONDS = 30;
const SETTINGS = { position: 'bottom-right', margin: 3, scale: 20, opacity: 80 } as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * Brand watermark: how many 1080p JPEG photos per second the publishing path marks (decode,
 * place, composite, encode) against re-encoding the same photo without a mark, and how long a
 * 30 s 1080p H.264 video takes to mark with ffmpeg against re-encoding it with the same
 * settings and no overlay. Inputs come from ffmpeg's testsrc pattern.
 */
export const watermark: Benchmark = {
  name: 'watermark',
  title: 'Brand watermark: 1080p image marks per second, and the time to mark a 30 s 1080p video',
  about: 'about 2-4 min on 2 cores',
  async run(context: BenchContext) {
    const { options, log } = context;
    try {
      await exec('ffmpeg', ['-version']);
    } catch {
      throw new SkipBenchmark('ffmpeg is not installed');
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-watermark-'));
    try {
      const photoFile = path.join(dir, 'photo.jpg');
      const videoFile = path.join(dir, 'video.mp4');
      log('making a 1080p photo and a 30 s 1080p video with testsrc');
      await exec('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080', '-frames:v', '1', '-q:v', '2', photoFile]);
      await exec('ffmpeg', [
        '-v', 'error', '-y',
        '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${VIDEO_SECONDS}`,
        '-f', 'lavfi', '-i', `sine=frequency=440:duration=${VIDEO_SECONDS}`,
        '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', videoFile,
      ]);
      const photo = await readFile(photoFile);
      const video = await readFile(videoFile);
      const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 90, b: 220, alpha: 1 } } }).png().toBuffer();
      const mark = await markImage({ kind: 'image', bytes: logo });

      const markRates: number[] = [];
      const plainRates: number[] = [];
      const rounds = Math.max(1, options.rounds);
      for (let round = 0; round < rounds; round += 1) {
        throwIfInterrupted();
        const sides = [
          async () => markRates.push(IMAGES_PER_ROUND / ((await timed(async () => { for (let i = 0; i < IMAGES_PER_ROUND; i += 1) await markPicture(photo, 'image/jpeg', mark, SETTINGS); })) / 1000)),
          async () => plainRates.push(IMAGES_PER_ROUND / ((await timed(async () => { for (let i = 0; i < IMAGES_PER_ROUND; i += 1) await sharp(photo).rotate().jpeg({ quality: 90 }).toBuffer(); })) / 1000)),
        ];
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await side();
        log(`images round ${round + 1}: ${markRates.at(-1)?.toFixed(1)} marked/s, ${plainRates.at(-1)?.toFixed(1)} re-encoded/s`);
      }

      // Video: one round each (a 30 s 1080p encode takes tens of seconds on 2 cores).
      throwIfInterrupted();
      const markedMs = await timed(() => markVideo(video, mark, SETTINGS, { ffmpeg: 'ffmpeg', tempDir: dir }));
      log(`video marked in ${(markedMs / 1000).toFixed(1)} s`);
      throwIfInterrupted();
      const plainMs = await timed(() =>
        exec('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-i', videoFile, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '160k', '-movflags', '+faststart', path.join(dir, 'plain.mp4')]),
      );
      log(`video re-encoded without a mark in ${(plainMs / 1000).toFixed(1)} s`);

      const imageRate = median(markRates);
      const plainRate = median(plainRates);
      const figures: Figure[] = [
        { metric: '1080p JPEG photos marked', unit: 'per s', value: imageRate, baseline: plainRate, ratio: imageRate / plainRate },
        { metric: `${VIDEO_SECONDS} s 1080p video marked`, unit: 's', value: markedMs / 1000, baseline: plainMs / 1000, ratio: markedMs / plainMs },
      ];
      return {
        status: 'ok',
        baseline: 'the same photo decoded and re-encoded as JPEG with sharp, and the same video re-encoded by ffmpeg with the same H.264/AAC settings, both without a mark',
        figures,
        notes: [
          `One process, one photo at a time (${IMAGES_PER_ROUND} per round), the mark a 600×200 PNG at 20 % of the width and 80 % opacity; libvips threads as sharp sets them.`,
          'The video is H.264 at 30 fps with AAC audio; both sides use libx264 -preset veryfast -crf 20, so the ratio is the cost of the overlay.',
        ],
        details: { markRates, plainRates, markedMs, plainMs },
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};
