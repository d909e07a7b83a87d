import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg, type FfmpegRun } from '../relay/ffmpeg-process';

const exec = promisify(execFile);

interface Recording {
  workspaceId: number;
  eventId: number;
  parts: string[];
  run: FfmpegRun | null;
}

/**
 * What the live service takes from a publishing source besides the relays: the HLS preview
 * (DATA_DIR/live/preview/<workspace>, stream copy) while it publishes, and an event's recording
 * (fragmented MP4 parts under DATA_DIR/live/recordings, one per stretch of source, joined when
 * the event ends).
 */
export class SourceTaps {
  private readonly previews = new Map<number, FfmpegRun>();
  private readonly recordings = new Map<number, Recording>();

  constructor(
    private readonly options: { ffmpeg: string; dataDir: string },
  ) {}

  previewDir(workspaceId: number): string {
    return path.join(this.options.dataDir, 'live', 'preview', String(workspaceId));
  }

  async startPreview(workspaceId: number, input: string, secret: string): Promise<void> {
    await this.stopPreview(workspaceId);
    const dir = this.previewDir(workspaceId);
    await mkdir(dir, { recursive: true });
    this.previews.set(
      workspaceId,
      runFfmpeg({
        ffmpeg: this.options.ffmpeg,
        secrets: [secret, input],
        args: ['-rw_timeout', '10000000', '-i', input, '-c', 'copy', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '6', '-hls_flags', 'delete_segments+omit_endlist', path.join(dir, 'index.m3u8')],
      }),
    );
  }

  async stopPreview(workspaceId: number): Promise<void> {
    const run = this.previews.get(workspaceId);
    this.previews.delete(workspaceId);
    await run?.stop();
    await rm(this.previewDir(workspaceId), { recursive: true, force: true });
  }

  isRecording(eventId: number): boolean {
    return this.recordings.has(eventId);
  }

  /** Starts (or, after the source came back, continues) recording an event. */
  async record(eventId: number, workspaceId: number, input: string, secret: string): Promise<void> {
    let recording = this.recordings.get(eventId);
    if (!recording) {
      recording = { workspaceId, eventId, parts: [], run: null };
      this.recordings.set(eventId, recording);
    }
    if (recording.run) return;
    const dir = path.join(this.options.dataDir, 'live', 'recordings', String(workspaceId));
    await mkdir(dir, { recursive: true });
    const part = path.join(dir, `${eventId}.part${recording.parts.length}.mp4`);
    recording.parts.push(part);
    recording.run = runFfmpeg({
      ffmpeg: this.options.ffmpeg,
      secrets: [secret, input],
      args: ['-y', '-rw_timeout', '10000000', '-i', input, '-c', 'copy', '-movflags', '+frag_keyframe+empty_moov+default_base_moof', '-f', 'mp4', part],
    });
  }

  /** The source dropped: the current part ends (the next begins when it returns). */
  async pause(eventId: number): Promise<void> {
    const recording = this.recordings.get(eventId);
    const run = recording?.run;
    if (recording) recording.run = null;
    await run?.stop();
  }

  /** Ends an event's recording: its parts joined into one file; null when nothing was recorded. */
  async finish(eventId: number): Promise<{ relativePath: string; sizeBytes: number; durationSeconds: number | null } | null> {
    const recording = this.recordings.get(eventId);
    if (!recording) return null;
    this.recordings.delete(eventId);
    await recording.run?.stop();
    const parts: string[] = [];
    for (const part of recording.parts) {
      const info = await stat(part).catch(() => null);
      if (info && info.size > 0) parts.push(part);
    }
    if (parts.length === 0) return null;
    const dir = path.dirname(parts[0]!);
    const final = path.join(dir, `${eventId}.mp4`);
    if (parts.length === 1) {
      await exec(this.options.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-i', parts[0]!, '-c', 'copy', '-movflags', '+faststart', final]);
    } else {
      const list = path.join(dir, `${eventId}.parts.txt`);
      await writeFile(list, parts.map((part) => `file '${part.replace(/'/g, "'\\''")}'`).join('\n'));
      await exec(this.options.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', final]);
      await rm(list, { force: true });
    }
    await Promise.all(parts.map((part) => rm(part, { force: true })));
    const info = await stat(final);
    return { relativePath: path.relative(this.options.dataDir, final), sizeBytes: info.size, durationSeconds: await probeDuration(final) };
  }

  async close(): Promise<void> {
    await Promise.all([...this.previews.keys()].map((workspaceId) => this.stopPreview(workspaceId)));
    await Promise.all([...this.recordings.values()].map((recording) => recording.run?.stop()));
  }
}

async function probeDuration(file: string): Promise<number | null> {
  try {
    const { stdout } = await exec('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]);
    const value = Number.parseFloat(stdout.trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
