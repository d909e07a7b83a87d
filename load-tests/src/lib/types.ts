/** Options every benchmark reads; set from the command line (see cli.ts). */
export interface BenchOptions {
  /** Measured rounds per side (medians are over these). */
  rounds: number;
  /** Seconds of load per HTTP round. */
  durationSec: number;
  /** Seconds of unmeasured load per HTTP target before the first round. */
  warmupSec: number;
  /** Concurrent HTTP connections. */
  connections: number;
  /** Events per outbox round. */
  events: number;
  /** Rows in the notifications table of the ORM benchmark. */
  rows: number;
  /** Warm starts measured by the start benchmark. */
  warmStarts: number;
  /** Posts due in the same minute in the publishing benchmark. */
  posts: number;
  /** A built web app elsewhere (see README: start). */
  webDist: string | undefined;
}

/** One line of the summary table. */
export interface Figure {
  metric: string;
  unit: string;
  /** Cadence's figure (the median over rounds unless the metric says otherwise). */
  value: number;
  /** The same figure for the baseline measured in the same run. */
  baseline?: number;
  /** value / baseline. */
  ratio?: number;
  /** What the project aims for, as text ("ratio >= 0.90", "<= 10 s"). */
  target?: string;
  /** Whether the target is met (reported, never enforced). */
  meets?: boolean;
}

export interface BenchmarkResult {
  name: string;
  title: string;
  status: 'ok' | 'skipped' | 'failed';
  /** Why it was skipped or failed. */
  reason?: string;
  /** Wall time of the benchmark, set-up included. */
  elapsedMs: number;
  /** What the baseline is, in a sentence. */
  baseline?: string;
  figures: Figure[];
  notes: string[];
  /** Every round and whatever else is worth keeping, JSON-safe. */
  details: Record<string, unknown>;
}

export interface BenchContext {
  options: BenchOptions;
  /** A progress line on stdout, prefixed with the benchmark's name. */
  log(line: string): void;
}

export interface Benchmark {
  name: string;
  title: string;
  /** About how long it takes with the default options, for the help text. */
  about: string;
  run(context: BenchContext): Promise<Omit<BenchmarkResult, 'name' | 'title' | 'elapsedMs'>>;
}

/** A benchmark that could not run here, with the reason. */
export class SkipBenchmark extends Error {
  override readonly name = 'SkipBenchmark';
}
