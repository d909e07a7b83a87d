import type { Side } from './load';
import { ratio } from './stats';
import type { Figure } from './types';

/** The target of the two HTTP benchmarks: the platform keeps at least 90 % of the baseline's throughput. */
export const THROUGHPUT_TARGET = 0.9;

/**
 * Throughput, latency and server CPU of an HTTP comparison, subject against baseline; with
 * `cpuTarget`, the most CPU per request the subject may use against the baseline's.
 */
export function httpFigures(subject: Side, baseline: Side, options: { cpuTarget?: number } = {}): Figure[] {
  const throughput = ratio(subject.requestsPerSec, baseline.requestsPerSec);
  const cpu = ratio(subject.serverCpuMicrosPerRequest, baseline.serverCpuMicrosPerRequest);
  return [
    {
      metric: 'throughput',
      unit: 'req/s',
      value: subject.requestsPerSec,
      baseline: baseline.requestsPerSec,
      ratio: throughput,
      target: `ratio ≥ ${THROUGHPUT_TARGET.toFixed(2)}`,
      meets: throughput >= THROUGHPUT_TARGET,
    },
    { metric: 'latency p50', unit: 'ms', value: subject.p50Ms, baseline: baseline.p50Ms, ratio: ratio(subject.p50Ms, baseline.p50Ms) },
    { metric: 'latency p99', unit: 'ms', value: subject.p99Ms, baseline: baseline.p99Ms, ratio: ratio(subject.p99Ms, baseline.p99Ms) },
    {
      metric: 'server CPU per request',
      unit: 'µs',
      value: subject.serverCpuMicrosPerRequest,
      baseline: baseline.serverCpuMicrosPerRequest,
      ratio: cpu,
      ...(options.cpuTarget === undefined ? {} : { target: `ratio ≤ ${options.cpuTarget.toFixed(2)}`, meets: cpu <= options.cpuTarget }),
    },
  ];
}

/** A loud note for every side that had failed or non-2xx requests (its figures are suspect). */
export function failureNotes(...sides: Side[]): string[] {
  return sides
    .filter((side) => side.failures > 0)
    .map((side) => `${side.label}: ${side.failures} requests failed or answered non-2xx; its figures do not measure the intended work.`);
}
