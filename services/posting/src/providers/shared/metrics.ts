import type { AccountType, CanonicalMetric, MetricLevel, MetricValues, UnavailableMetric } from '@cadence/contracts';
import { metricsGiven } from '@cadence/contracts';
import type { MetricsReading } from '../provider';

/** A reading being filled: a figure is set only when the network gave a number. */
export class ReadingBuilder {
  readonly metrics: MetricValues = {};
  readonly unavailable: UnavailableMetric[] = [];

  set(metric: CanonicalMetric, ...values: unknown[]): this {
    const numbers = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0);
    if (numbers.length > 0) this.metrics[metric] = (this.metrics[metric] ?? 0) + numbers.reduce((sum, value) => sum + value, 0);
    return this;
  }

  refuse(metrics: readonly CanonicalMetric[], message: string): this {
    for (const metric of metrics) if (!this.unavailable.some((entry) => entry.metric === metric)) this.unavailable.push({ metric, message });
    return this;
  }

  build(): MetricsReading {
    return { metrics: { ...this.metrics }, unavailable: [...this.unavailable] };
  }
}

/** Every metric the network gives at a level, as unavailable with the network's message. */
export function allUnavailable(network: AccountType, level: MetricLevel, message: string, on: Date): MetricsReading {
  return new ReadingBuilder().refuse(metricsGiven(network, level, on), message).build();
}

/** A number from a network's JSON (some networks send counts as strings). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return Number(value);
  return undefined;
}

/** YYYY-MM-DD of a date, UTC. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC midnight starting a YYYY-MM-DD day, plus `offsetDays`. */
export function dayStart(day: string, offsetDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offsetDays * 86_400_000);
}

/** Whether `day` is today or yesterday (UTC): networks that give only the current figure answer for these. */
export function isRecentDay(day: string, now: Date): boolean {
  return day >= dayOf(new Date(now.getTime() - 86_400_000));
}
