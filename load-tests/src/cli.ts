import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { framework } from './benchmarks/framework';
import { frameworkScaling } from './benchmarks/framework-scaling';
import { orm } from './benchmarks/orm';
import { start } from './benchmarks/start';
import { outbox } from './benchmarks/outbox';
import { kafka } from './benchmarks/kafka';
import { notificationsPush } from './benchmarks/notifications-push';
import { notificationsSockets } from './benchmarks/notifications-sockets';
import { notificationsBroadcast } from './benchmarks/notifications-broadcast';
import { webVitals } from './benchmarks/web-vitals';
import { publishing } from './benchmarks/publishing';
import { publishingDistributed } from './benchmarks/publishing-distributed';
import { metricsCollection } from './benchmarks/metrics-collection';
import { aiFirstToken } from './benchmarks/ai-first-token';
import { aiStreams } from './benchmarks/ai-streams';
import { analyticsOverview } from './benchmarks/analytics-overview';
import { bulkImport } from './benchmarks/bulk-import';
import { watermark } from './benchmarks/watermark';
import { liveRelay } from './benchmarks/live-relay';
import { formatDuration, formatNumber, formatRatio, renderSummary, renderTable } from './lib/format';
import { installInterruptHandler, InterruptedError, isInterrupted } from './lib/interrupt';
import { repoRoot, resultsDir } from './lib/paths';
import { SkipBenchmark, type Benchmark, type BenchmarkResult, type BenchOptions } from './lib/types';

export const BENCHMARKS: readonly Benchmark[] = [framework, frameworkScaling, orm, start, outbox, kafka, webVitals, notificationsPush, notificationsSockets, notificationsBroadcast, publishing, publishingDistributed, metricsCollection, aiFirstToken, aiStreams, analyticsOverview, bulkImport, watermark, liveRelay];

const DEFAULTS: BenchOptions = { rounds: 3, durationSec: 5, warmupSec: 2, connections: 10, events: 20_000, rows: 100_000, warmStarts: 3, posts: 10_000, webDist: undefined };
/** --quick: one short round of everything, to check the suite works (figures are rough). */
const QUICK: Partial<BenchOptions> = { rounds: 1, durationSec: 1, warmupSec: 1, events: 2_000, warmStarts: 1, posts: 1_000 };

function usage(): string {
  const names = BENCHMARKS.map((b) => `  ${b.name.padEnd(17)} ${b.title} (${b.about})`).join('\n');
  return `Usage: npm run bench [-- <benchmark>...] [options]

Benchmarks (all of them when none is named):
${names}

Options:
  --rounds N        measured rounds per side; figures are medians (default ${DEFAULTS.rounds})
  --duration S      seconds of load per HTTP round (default ${DEFAULTS.durationSec})
  --warmup S        unmeasured seconds per HTTP server first (default ${DEFAULTS.warmupSec})
  --connections N   concurrent HTTP connections (default ${DEFAULTS.connections})
  --events N        events per outbox and kafka round (default ${DEFAULTS.events})
  --rows N          rows in the ORM benchmark's notifications table, users of 'broadcast' (default ${DEFAULTS.rows})
  --warm-starts N   warm starts measured by 'start' (default ${DEFAULTS.warmStarts})
  --posts N         posts due in the same minute in 'publishing' and 'publishing-distributed' (default ${DEFAULTS.posts})
  --web-dist DIR    'start' with a web app built elsewhere (runs the gateway entry, see README)
  --quick           one short round of everything: checks the suite, rough figures
  --help            this text

Results: a table on stdout and JSON under load-tests/results/. Nothing here fails on slow figures.`;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer (got "${value}")`);
  return parsed;
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number of seconds (got "${value}")`);
  return parsed;
}

function parse(argv: string[]): { options: BenchOptions; selected: Benchmark[]; help: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      rounds: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      events: { type: 'string' },
      rows: { type: 'string' },
      'warm-starts': { type: 'string' },
      posts: { type: 'string' },
      'web-dist': { type: 'string' },
      quick: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const base = { ...DEFAULTS, ...(values.quick ? QUICK : {}) };
  const options: BenchOptions = {
    rounds: positiveInteger('rounds', values.rounds, base.rounds),
    durationSec: positiveNumber('duration', values.duration, base.durationSec),
    warmupSec: positiveNumber('warmup', values.warmup, base.warmupSec),
    connections: positiveInteger('connections', values.connections, base.connections),
    events: positiveInteger('events', values.events, base.events),
    rows: positiveInteger('rows', values.rows, base.rows),
    warmStarts: positiveInteger('warm-starts', values['warm-starts'], base.warmStarts),
    posts: positiveInteger('posts', values.posts, base.posts),
    webDist: values['web-dist'] ? path.resolve(values['web-dist']) : undefined,
  };
  if (options.durationSec < 1) throw new Error('--duration must be at least 1 s');
  const unknown = positionals.filter((name) => !BENCHMARKS.some((b) => b.name === name));
  if (unknown.length > 0) throw new Error(`unknown benchmark ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
  const selected = positionals.length === 0 ? [...BENCHMARKS] : BENCHMARKS.filter((b) => positionals.includes(b.name));
  return { options, selected, help: values.help };
}

function machine() {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout?.trim() ?? '';
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 1024 ** 3),
    loadAverageAtStart: os.loadavg().map((load) => Number(load.toFixed(2))),
    gitCommit: git('rev-parse', 'HEAD'),
    gitDirty: git('status', '--porcelain').length > 0,
  };
}

function printResult(result: BenchmarkResult): void {
  const lines = [`\n== ${result.name}: ${result.title} (${formatDuration(result.elapsedMs)})`];
  if (result.status !== 'ok') {
    lines.push(`   ${result.status.toUpperCase()}: ${result.reason ?? ''}`);
  } else {
    if (result.baseline) lines.push(`   baseline: ${result.baseline}`);
    const rows = result.figures.map((f) => [
      f.metric,
      formatNumber(f.value, f.unit),
      formatNumber(f.baseline, f.baseline === undefined ? '' : f.unit),
      formatRatio(f.ratio),
      f.target ? `${f.target}${f.meets === undefined ? '' : f.meets ? ' (met)' : ' (NOT met)'}` : '',
    ]);
    lines.push(
      renderTable(['metric (median)', 'Cadence', 'baseline', 'ratio', 'target'], rows, new Set([1, 2, 3]))
        .split('\n')
        .map((line) => `   ${line}`)
        .join('\n'),
    );
  }
  for (const note of result.notes) lines.push(`   note: ${note}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function runOne(benchmark: Benchmark, options: BenchOptions): Promise<BenchmarkResult> {
  const started = performance.now();
  const log = (line: string) => process.stdout.write(`[${benchmark.name}] ${line}\n`);
  log(`${benchmark.title}`);
  try {
    const outcome = await benchmark.run({ options, log });
    return { name: benchmark.name, title: benchmark.title, elapsedMs: performance.now() - started, ...outcome };
  } catch (error) {
    // After Ctrl-C whatever a benchmark was doing fails as its processes go: that is no failure.
    const skipped = error instanceof SkipBenchmark || error instanceof InterruptedError || isInterrupted();
    if (!skipped) process.stderr.write(`[${benchmark.name}] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return {
      name: benchmark.name,
      title: benchmark.title,
      status: skipped ? 'skipped' : 'failed',
      reason: isInterrupted() ? 'interrupted' : error instanceof Error ? error.message.split('\n')[0] : String(error),
      elapsedMs: performance.now() - started,
      figures: [],
      notes: [],
      details: {},
    };
  }
}

/** Runs the benchmarks named in argv (all by default); returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${usage()}\n`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(`${usage()}\n`);
    return 0;
  }
  const { options, selected } = parsed;
  installInterruptHandler();
  const startedAt = new Date();
  const host = machine();
  process.stdout.write(
    `Cadence benchmarks: ${selected.map((b) => b.name).join(', ')} on ${host.cpus}× ${host.cpuModel}, Node ${host.node}, ` +
      `load average ${host.loadAverageAtStart.join(' ')}\n` +
      `rounds ${options.rounds}, ${options.durationSec} s per HTTP round, ${options.connections} connections, ${options.events.toLocaleString('en-US')} events per outbox round\n\n`,
  );
  const results: BenchmarkResult[] = [];
  for (const benchmark of selected) {
    if (isInterrupted()) break;
    const result = await runOne(benchmark, options);
    results.push(result);
    printResult(result);
    process.stdout.write('\n');
  }
  // Interrupted: the clean-up in interrupt.ts exits the process; no results for a partial run.
  if (isInterrupted()) return 130;
  const elapsedMs = Date.now() - startedAt.getTime();
  process.stdout.write(`\nSummary (ratio = Cadence / baseline: above 1 is more for throughput, slower for latency, time and CPU)\n\n`);
  process.stdout.write(`${renderSummary(results)}\n\ntotal ${formatDuration(elapsedMs)}\n`);

  const loadAverageAtEnd = os.loadavg().map((load) => Number(load.toFixed(2)));
  const busiest = Math.max(host.loadAverageAtStart[0] ?? 0, loadAverageAtEnd[0] ?? 0);
  if (busiest > host.cpus) {
    process.stdout.write(
      `\nThe machine was busy (1-minute load average up to ${busiest} on ${host.cpus} CPUs): absolute figures are low and noisy. ` +
        `The ratios still compare like with like (same run, alternating rounds, medians); server CPU per request is the steadiest.\n`,
    );
  }
  const report = { startedAt: startedAt.toISOString(), elapsedMs, machine: { ...host, loadAverageAtEnd }, options, results };
  await mkdir(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-').replace(/-\d+Z$/, 'Z');
  const file = path.join(resultsDir, `${stamp}-${selected.map((b) => b.name).join('+')}.json`);
  const json = `${JSON.stringify(report, null, 2)}\n`;
  await writeFile(file, json);
  await writeFile(path.join(resultsDir, 'latest.json'), json);
  process.stdout.write(`results: ${path.relative(repoRoot, file)} (and load-tests/results/latest.json)\n`);
  return results.some((result) => result.status === 'failed') ? 1 : 0;
}
