import autocannon from 'autocannon';
import type { ServerProcess } from './children';
import { throwIfInterrupted } from './interrupt';
import { BoundedSample, median, percentiles, type Percentiles } from './stats';
import type { BenchContext } from './types';

/** One side of an HTTP comparison: a server process and the request sent to it. */
export interface Target {
  label: string;
  server: ServerProcess;
  /** Path and query, e.g. /api/meta. */
  path: string;
  headers?: Record<string, string>;
}

export interface Round {
  target: string;
  round: number;
  durationSec: number;
  requests: number;
  requestsPerSec: number;
  /** Latency of every response as the client saw it, ms (sub-millisecond resolution). */
  latencyMs: Percentiles;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
  /** Server CPU time (user + system) per request, µs: less sensitive to a busy machine than req/s. */
  serverCpuMicrosPerRequest: number;
  serverRssMB: number;
}

export interface Side {
  label: string;
  rounds: Round[];
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  serverCpuMicrosPerRequest: number;
  /** Requests answered with a non-2xx status or failed, over all rounds (should be 0). */
  failures: number;
}

export interface LoadShape {
  connections: number;
  durationSec: number;
}

/** One timed round of autocannon against a target, with the server's CPU time around it. */
export async function runRound(target: Target, shape: LoadShape, round: number): Promise<Round> {
  throwIfInterrupted();
  const before = await target.server.stats();
  const latencies = new BoundedSample();
  const instance = autocannon({
    url: `${target.server.url}${target.path}`,
    connections: shape.connections,
    duration: shape.durationSec,
    timeout: 10,
    ...(target.headers ? { headers: target.headers } : {}),
  });
  instance.on('response', (_client: unknown, _status: unknown, _bytes: unknown, responseTime: unknown) => {
    if (typeof responseTime === 'number') latencies.add(responseTime);
  });
  const result = await instance;
  const after = await target.server.stats();
  const requests = result.requests.total;
  return {
    target: target.label,
    round,
    durationSec: result.duration,
    requests,
    requestsPerSec: result.duration > 0 ? requests / result.duration : 0,
    latencyMs: percentiles(latencies.toArray()),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerResponse: requests > 0 ? result.throughput.total / requests : 0,
    serverCpuMicrosPerRequest: requests > 0 ? (after.cpuMicros - before.cpuMicros) / requests : Number.NaN,
    serverRssMB: after.rssBytes / 1024 / 1024,
  };
}

function summarise(label: string, rounds: Round[]): Side {
  return {
    label,
    rounds,
    requestsPerSec: median(rounds.map((r) => r.requestsPerSec)),
    p50Ms: median(rounds.map((r) => r.latencyMs.p50)),
    p99Ms: median(rounds.map((r) => r.latencyMs.p99)),
    serverCpuMicrosPerRequest: median(rounds.map((r) => r.serverCpuMicrosPerRequest)),
    failures: rounds.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}

function describe(round: Round): string {
  const { latencyMs } = round;
  const failed = round.non2xx + round.errors + round.timeouts;
  return (
    `${Math.round(round.requestsPerSec).toLocaleString('en-US')} req/s, p50 ${latencyMs.p50.toFixed(2)} ms, p99 ${latencyMs.p99.toFixed(2)} ms, ` +
    `${round.serverCpuMicrosPerRequest.toFixed(0)} µs CPU/req${failed > 0 ? `, ${failed} FAILED` : ''}`
  );
}

/**
 * Several servers measured in the same run: an unmeasured warm-up of each, then `rounds` rounds
 * of each, the order rotating every round (A B C, B C A, C A B...), so a drift of the machine
 * falls on every side alike. Returns one summary per target, in the order given.
 */
export async function measureTargets(targets: readonly Target[], context: BenchContext, shape: LoadShape = context.options): Promise<Side[]> {
  const { options, log } = context;
  if (options.warmupSec > 0) {
    for (const target of targets) await runRound(target, { connections: shape.connections, durationSec: options.warmupSec }, 0);
    log(`warmed up ${targets.length} servers (${options.warmupSec} s each)`);
  }
  const rounds: Round[][] = targets.map(() => []);
  const width = Math.max(...targets.map((t) => t.label.length));
  for (let round = 1; round <= options.rounds; round += 1) {
    for (let step = 0; step < targets.length; step += 1) {
      const index = (step + round - 1) % targets.length;
      const target = targets[index];
      if (!target) continue;
      const result = await runRound(target, shape, round);
      rounds[index]?.push(result);
      log(`round ${round}/${options.rounds} ${target.label.padEnd(width)}  ${describe(result)}`);
    }
  }
  return targets.map((target, index) => summarise(target.label, rounds[index] ?? []));
}

/** Subject against baseline, as measureTargets does it. */
export async function compareTargets(subject: Target, baseline: Target, context: BenchContext, shape: LoadShape = context.options): Promise<{ subject: Side; baseline: Side }> {
  const [first, second] = await measureTargets([subject, baseline], context, shape);
  if (!first || !second) throw new Error('unreachable: two targets measured');
  return { subject: first, baseline: second };
}
