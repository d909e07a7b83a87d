import { spawn, type ChildProcess } from 'node:child_process';
import { progressParser, type ProgressFigures } from './ffmpeg-progress';

export interface FfmpegRun {
  /** Resolves with a plain reason once ffmpeg exits (null when it was stopped on purpose or ended cleanly). */
  readonly exited: Promise<{ code: number | null; reason: string | null }>;
  readonly pid: number | undefined;
  /** Asks ffmpeg to finish (q on stdin, then SIGTERM, then SIGKILL) and waits for it. */
  stop(): Promise<void>;
}

/** A stream URL as it may be shown: its server and path, the last segment (the key), query and credentials left out. */
function namedServer(secret: string): string | null {
  try {
    const url = new URL(secret);
    if (!/^(rtmps?|srt):$/.test(url.protocol)) return null;
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/[^/]*$/, '')}/[redacted]`;
  } catch {
    return null;
  }
}

/**
 * Secrets (stream keys, full URLs) removed from what ffmpeg printed before it is shown or
 * logged; a stream URL keeps its server and path, so a refusal names where it came from.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  // The longest first: a URL before the key inside it.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) if (secret.length > 0) out = out.split(secret).join(namedServer(secret) ?? '[redacted]');
  // What is left of a secret inside a named server (a key in a path segment) goes too.
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join('[redacted]');
  return out.replace(/(rtmps?:\/\/[^\s'"]*?\/)[^\s/'":]+(?=[\s'":]|$)/g, (match, prefix: string) => (match.endsWith('[redacted]') ? match : `${prefix}[redacted]`));
}

/**
 * Runs ffmpeg with `-progress pipe:1`, reporting each block; keeps the last lines it printed
 * on stderr (redacted) as the reason it stopped.
 */
export function runFfmpeg(options: { ffmpeg: string; args: readonly string[]; secrets: readonly string[]; onProgress?: (figures: ProgressFigures) => void }): FfmpegRun {
  const child: ChildProcess = spawn(options.ffmpeg, ['-hide_banner', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', ...options.args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stopping = false;
  const tail: string[] = [];
  const parse = progressParser((figures) => options.onProgress?.(figures));
  child.stdout?.on('data', parse);
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      const trimmed = line.trim();
      if (trimmed) tail.push(redact(trimmed, options.secrets));
    }
    tail.splice(0, Math.max(0, tail.length - 5));
  });
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<{ code: number | null; reason: string | null }>((resolve) => {
    child.once('error', (error) => resolve({ code: null, reason: stopping ? null : redact(error.message, options.secrets) }));
    child.once('exit', (code, signal) => {
      if (stopping || code === 0) return resolve({ code, reason: null });
      resolve({ code, reason: tail.at(-1) ?? `ffmpeg stopped (${signal ?? `exit ${code}`})` });
    });
  });
  return {
    exited,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.stdin?.end('q');
      const term = setTimeout(() => child.kill('SIGTERM'), 2000);
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(term);
      clearTimeout(kill);
    },
  };
}
