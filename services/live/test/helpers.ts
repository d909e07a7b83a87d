import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A local RTMP destination (node-media-server bound to 127.0.0.1) in a process of its own. */
export async function startRtmpPeer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./peers/rtmp-peer.mjs', import.meta.url)), String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`RTMP peer exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return child;
}

export async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Debian's ffmpeg pushing a generated stream (testsrc and a sine tone) to `url`. */
export function pushTestStream(url: string, seconds = 120, size = '640x360'): ChildProcess {
  return spawn(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=30`, '-f', 'lavfi', '-i', 'sine', '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '60', '-c:a', 'aac', '-f', 'flv', url],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** The exit code of a process, once it exits. */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The streams ffprobe finds at an RTMP address (what a viewer of the destination receives). */
export async function probeStreams(url: string): Promise<{ codec_type: string; codec_name: string }[]> {
  const { stdout } = await exec('ffprobe', ['-v', 'error', '-rw_timeout', '15000000', '-show_entries', 'stream=codec_type,codec_name', '-of', 'json', url], { timeout: 30_000 });
  return (JSON.parse(stdout) as { streams: { codec_type: string; codec_name: string }[] }).streams;
}

/** One frame a viewer of `url` sees, as 160×90 grey levels (ffmpeg decoding the stream). */
export async function grabFrame(url: string): Promise<Buffer> {
  const { stdout } = await exec('ffmpeg', ['-v', 'error', '-rw_timeout', '15000000', '-i', url, '-frames:v', '1', '-vf', 'scale=160:90', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], {
    timeout: 30_000,
    encoding: 'buffer',
  });
  return stdout;
}

/** Polls `check` until it returns a value (not a timing assertion: the test fails only if it never comes). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, what: string, tries = 300, everyMs = 100): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`never happened: ${what}`);
}
