import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { hashStreamKey, RelaySupervisor, RtmpIngest, type ProgressFigures } from '@cadence/live';
import { throwIfInterrupted } from '../lib/interrupt';
import { repoRoot } from '../lib/paths';
import { SkipBenchmark, type Benchmark, type BenchContext, type Figure } from '../lib/types';

const exec = promisify(execFile);
const DESTINATIONS = 3;
const FPS = 30;
const LEVELS = [1, 2, 4, 8, 12, 16, 24, 32];
const LEVEL_SECONDS = 10;
const CLOCK_TICKS = 100;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** CPU seconds (user + system) of the given processes so far, from /proc. */
async function cpuSeconds(pids: readonly number[]): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

/** This process's ffmpeg children other than `except` (the relays). */
async function relayPids(except: ReadonlySet<number>): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => null);
    if (!stat || !stat.includes('(ffmpeg)')) continue;
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === process.pid && !except.has(Number(entry))) pids.push(Number(entry));
  }
  return pids;
}

/** Video packets an RTMP player receives, with the wall time each arrived. */
function watchPackets(url: string): { packets: { size: number; at: number }[]; stop(): void } {
  const packets: { size: number; at: number }[] = [];
  const child = spawn('ffprobe', ['-v', 'error', '-rw_timeout', '15000000', '-select_streams', 'v', '-show_entries', 'packet=size', '-of', 'csv=p=0', url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const at = performance.now();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) packets.push({ size: Number(line.trim()), at });
  });
  return { packets, stop: () => child.kill('SIGKILL') };
}

/** How much later each video packet reached the destination than the ingest, matched on runs of five packet sizes (stream copy keeps them). */
function addedLatencies(ingest: { size: number; at: number }[], destination: { size: number; at: number }[]): number[] {
  const RUN = 5;
  const byKey = new Map<string, number[]>();
  for (let i = RUN - 1; i < ingest.length; i += 1) {
    const key = ingest.slice(i - RUN + 1, i + 1).map((p) => p.size).join(',');
    byKey.set(key, [...(byKey.get(key) ?? []), ingest[i]!.at]);
  }
  const latencies: number[] = [];
  for (let j = RUN - 1; j < destination.length; j += 1) {
    const key = destination.slice(j - RUN + 1, j + 1).map((p) => p.size).join(',');
    const arrival = destination[j]!.at;
    const candidates = (byKey.get(key) ?? []).filter((at) => at <= arrival);
    if (candidates.length > 0) latencies.push(arrival - Math.max(...candidates));
  }
  return latencies;
}

function startPeer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'services/live/test/peers/rtmp-peer.mjs'), String(port)], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`RTMP peer exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
  });
}

/**
 * Live relay: the live service's ingest (node-media-server's RTMP layer) and media worker (one
 * ffmpeg per destination, stream copy) on this machine, with local RTMP servers as destinations.
 * Measures the latency the relay adds (a packet's arrival at a destination against its arrival
 * at the ingest, both read live), the CPU each relayed stream costs, and how many concurrent
 * 1080p30 streams with three destinations each are relayed before the destinations' frame rate
 * falls below the source's.
 */
export const liveRelay: Benchmark = {
  name: 'live-relay',
  title: 'Live relay: added latency, CPU per relayed stream, concurrent 1080p30 streams with 3 destinations',
  about: 'about 2-3 min on 2 cores',
  async run(context: BenchContext) {
    const { log } = context;
    try {
      await exec('ffmpeg', ['-version']);
    } catch {
      throw new SkipBenchmark('ffmpeg is not installed');
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'cadence-bench-live-'));
    const children: ChildProcess[] = [];
    const quiet = () => undefined;
    const logger = { level: 'silent', fatal: quiet, error: quiet, warn: quiet, info: quiet, debug: quiet, trace: quiet, silent: quiet, child: () => logger } as unknown as FastifyBaseLogger;
    const ingest = new RtmpIngest(logger);
    const figuresOf = new Map<string, { figures: ProgressFigures; at: number }[]>();
    const relay = new RelaySupervisor(
      { ffmpeg: 'ffmpeg', maxAttempts: 3, backoffMs: 500, backoffMaxMs: 2000, slateGraceMs: 60_000, slateDir: path.join(dir, 'slates'), log: logger },
      {
        state: () => undefined,
        figures: (eventId, destinationId, figures) => {
          const key = `${eventId}:${destinationId}`;
          figuresOf.set(key, [...(figuresOf.get(key) ?? []), { figures, at: performance.now() }]);
        },
        sourceLost: () => undefined,
      },
    );
    try {
      const source = path.join(dir, 'source.flv');
      log('making a 10 s 1080p30 H.264/AAC source (4.5 Mbit/s, keyframe every 2 s)');
      await exec('ffmpeg', [
        '-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=${FPS}:duration=10`, '-f', 'lavfi', '-i', 'sine=duration=10',
        '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '4500k', '-maxrate', '4500k', '-bufsize', '9000k', '-g', String(FPS * 2), '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-f', 'flv', source,
      ]);
      const ingestPort = await freePort();
      const keys = Array.from({ length: Math.max(...LEVELS) }, (_, i) => `bench-stream-${i}`);
      ingest.loadKeys(keys.map((key, i) => ({ workspaceId: i + 1, keyHash: hashStreamKey(key) })));
      await ingest.listen('127.0.0.1', ingestPort);
      const peerPorts: number[] = [];
      for (let i = 0; i < DESTINATIONS; i += 1) {
        const port = await freePort();
        children.push(await startPeer(port));
        peerPorts.push(port);
      }
      const pushers = new Set<number>();
      const push = (key: string) => {
        const child = spawn('ffmpeg', ['-v', 'error', '-re', '-stream_loop', '-1', '-i', source, '-c', 'copy', '-f', 'flv', `rtmp://127.0.0.1:${ingestPort}/live/${key}`], { stdio: 'ignore' });
        children.push(child);
        if (child.pid) pushers.add(child.pid);
        return child;
      };
      const startStream = (i: number) => {
        relay.start(i + 1, `rtmp://127.0.0.1:${ingestPort}/live/${keys[i]}`, keys[i]!, peerPorts.map((port, d) => ({ id: d + 1, url: `rtmp://127.0.0.1:${port}/live/s${i}d${d}`, encoding: null })), { width: 1920, height: 1080 });
      };

      // Latency and CPU with one stream.
      throwIfInterrupted();
      push(keys[0]!);
      for (let tries = 0; tries < 100 && !ingest.isPublishing(1); tries += 1) await sleep(100);
      startStream(0);
      await sleep(3000);
      const atIngest = watchPackets(`rtmp://127.0.0.1:${ingestPort}/live/${keys[0]}`);
      const atDestination = watchPackets(`rtmp://127.0.0.1:${peerPorts[0]}/live/s0d0`);
      await sleep(4000);
      const pids = await relayPids(pushers);
      const cpuBefore = await cpuSeconds(pids);
      const nodeBefore = process.cpuUsage();
      const wallBefore = performance.now();
      await sleep(8000);
      const cpuAfter = await cpuSeconds(pids);
      const nodeAfter = process.cpuUsage(nodeBefore);
      const wall = (performance.now() - wallBefore) / 1000;
      atIngest.stop();
      atDestination.stop();
      const skip = (packets: { at: number }[]) => packets.filter((p) => p.at > packets[0]!.at + 2000);
      const latencies = addedLatencies(atIngest.packets, skip(atDestination.packets as { size: number; at: number }[]) as { size: number; at: number }[]);
      const latencyMs = median(latencies);
      const relayCpuPerStream = ((cpuAfter - cpuBefore) / wall) * 100;
      const ingestCpu = ((nodeAfter.user + nodeAfter.system) / 1e6 / wall) * 100;
      log(`added latency ${latencyMs.toFixed(0)} ms (median of ${latencies.length} packets), relays ${relayCpuPerStream.toFixed(1)} % of a core per stream (${pids.length} ffmpeg), this process ${ingestCpu.toFixed(1)} %`);

      // Concurrent streams until the destinations fall behind.
      let sustained = 1;
      const levels: { streams: number; minFps: number; ok: boolean }[] = [];
      for (const level of LEVELS) {
        throwIfInterrupted();
        for (let i = sustained; i < level; i += 1) {
          push(keys[i]!);
        }
        for (let tries = 0; tries < 100 && !Array.from({ length: level }, (_, i) => ingest.isPublishing(i + 1)).every(Boolean); tries += 1) await sleep(100);
        for (let i = 0; i < level; i += 1) if (!relay.isRunning(i + 1)) startStream(i);
        await sleep(3000);
        figuresOf.clear();
        await sleep(LEVEL_SECONDS * 1000);
        const fpsPerDestination: number[] = [];
        for (let i = 0; i < level; i += 1) {
          for (let d = 1; d <= DESTINATIONS; d += 1) {
            const seen = figuresOf.get(`${i + 1}:${d}`) ?? [];
            const recent = seen.slice(-10);
            if (recent.length < 2) {
              fpsPerDestination.push(0);
              continue;
            }
            const first = recent[0]!;
            const last = recent.at(-1)!;
            const seconds = (last.at - first.at) / 1000;
            fpsPerDestination.push(seconds > 0 ? (last.figures.frames - first.figures.frames) / seconds : 0);
          }
        }
        const minFps = Math.min(...fpsPerDestination);
        const ok = minFps >= FPS * 0.95 && fpsPerDestination.length === level * DESTINATIONS;
        levels.push({ streams: level, minFps, ok });
        log(`${level} stream(s) × ${DESTINATIONS} destinations: slowest destination ${minFps.toFixed(1)} fps${ok ? '' : ' — falling behind'}`);
        if (!ok) break;
        sustained = level;
      }
      const best = Math.max(0, ...levels.filter((l) => l.ok).map((l) => l.streams));
      const figures: Figure[] = [
        { metric: 'added latency, ingest → destination (median)', unit: 'ms', value: latencyMs },
        { metric: `CPU of the relays per 1080p30 stream (${DESTINATIONS} destinations, stream copy)`, unit: '% of a core', value: relayCpuPerStream },
        { metric: 'CPU of the ingest process (RTMP in, 3 relays + preview out)', unit: '% of a core', value: ingestCpu },
        { metric: `concurrent 1080p30 streams × ${DESTINATIONS} destinations before frames fall behind`, unit: 'streams', value: best },
      ];
      return {
        status: 'ok',
        baseline: 'none: absolute figures on this machine',
        figures,
        notes: [
          `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}); the sources (ffmpeg -re -c copy of a pre-encoded 4.5 Mbit/s 1080p30 file), the ingest, the relays and the ${DESTINATIONS} destination servers (node-media-server, one process each) all share this machine, so the stream count is a floor for a machine that only relays.`,
          'Latency: the same video packets read live from the ingest and from a destination by ffprobe, matched on runs of five packet sizes; it includes the destination server\'s own hand-off.',
          `Stream count: levels ${LEVELS.join(', ')} run ${LEVEL_SECONDS} s each; a level fails when a destination is sent fewer than ${FPS * 0.95} frames per wall-clock second (its relay falling behind the source).`,
        ],
        details: { latencies: latencies.length, levels, relayPids: pids.length },
      };
    } finally {
      await relay.stopAll();
      await ingest.close();
      for (const child of children) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  },
};
