import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { ProcessFigures } from '@cadence/contracts';

/** How long each event-loop delay sample window lasts before it is reported and started again. */
const WINDOW_MS = 15_000;

export interface ProcessMonitor {
  read(): ProcessFigures;
  stop(): void;
}

interface DelaySnapshot {
  mean: number;
  p99: number;
  max: number;
}

const toMs = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? Math.round(nanoseconds / 1e4) / 100 : 0);

function snapshotOf(histogram: IntervalHistogram): DelaySnapshot {
  if (histogram.count === 0) return { mean: 0, p99: 0, max: 0 };
  return { mean: toMs(histogram.mean), p99: toMs(histogram.percentile(99)), max: toMs(histogram.max) };
}

/**
 * The process's own figures: pid, uptime, memory and the event-loop delay, sampled by one
 * perf_hooks histogram for the whole process, started once at boot. The delay is reported over
 * the last complete window (or the current one before the first window ends), so reading it
 * costs nothing and two readers see the same figures.
 */
export function startProcessMonitor(name: string): ProcessMonitor {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
  let last: DelaySnapshot | null = null;
  const timer = setInterval(() => {
    last = snapshotOf(histogram);
    histogram.reset();
  }, WINDOW_MS);
  timer.unref();
  return {
    read() {
      const memory = process.memoryUsage();
      return {
        pid: process.pid,
        name,
        nodeVersion: process.version,
        startedAt,
        uptimeSeconds: Math.round(process.uptime() * 10) / 10,
        memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal, externalBytes: memory.external },
        eventLoopDelayMs: last ?? snapshotOf(histogram),
      };
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
