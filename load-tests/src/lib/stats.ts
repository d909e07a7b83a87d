/** The median of some numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return Number.NaN;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The p-th percentile (0..100, nearest rank) of values sorted ascending; NaN for none. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  count: number;
}

/** Percentiles of a sample (sorts a copy). */
export function percentiles(values: ArrayLike<number>): Percentiles {
  const sorted = Float64Array.from(values).sort();
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    p50: percentileOfSorted(sorted, 50),
    p90: percentileOfSorted(sorted, 90),
    p99: percentileOfSorted(sorted, 99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
    count: sorted.length,
  };
}

/** subject / baseline, NaN when either is missing. */
export function ratio(subject: number, baseline: number): number {
  return Number.isFinite(subject) && Number.isFinite(baseline) && baseline !== 0 ? subject / baseline : Number.NaN;
}

/**
 * A sample buffer with a hard cap, so a long or fast run cannot grow memory without bound;
 * past the cap it keeps every k-th value (a uniform thinning, enough for percentiles).
 */
export class BoundedSample {
  private values: Float64Array;
  private length = 0;
  private seen = 0;
  private stride = 1;

  constructor(private readonly cap = 1_000_000) {
    this.values = new Float64Array(Math.min(cap, 65_536));
  }

  add(value: number): void {
    this.seen += 1;
    if ((this.seen - 1) % this.stride !== 0) return;
    if (this.length === this.cap) {
      // Keep every other value and halve the sampling rate from now on.
      const kept = new Float64Array(this.cap);
      let j = 0;
      for (let i = 0; i < this.length; i += 2) kept[j++] = this.values[i] ?? 0;
      this.values = kept;
      this.length = j;
      this.stride *= 2;
      return;
    }
    if (this.length === this.values.length) {
      const grown = new Float64Array(Math.min(this.cap, this.values.length * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  get count(): number {
    return this.seen;
  }

  toArray(): Float64Array {
    return this.values.slice(0, this.length);
  }
}
