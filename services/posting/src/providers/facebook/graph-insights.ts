import type { CanonicalMetric } from '@cadence/contracts';
import type { ProviderConfig } from '../provider';
import { ProviderError } from '../provider-errors';
import { graph, graphErrorOf } from './graph';

export interface InsightValue {
  value: unknown;
  end_time?: string;
}

export interface InsightSeries {
  name: string;
  period?: string;
  values?: InsightValue[];
  total_value?: { value: unknown };
}

/** Graph's answer for an object it does not have (a deleted post or media): code 100, subcode 33. */
export function objectGone(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  const body = graphErrorOf(error.raw?.body);
  return body?.code === 100 && body.error_subcode === 33;
}

/**
 * Graph errors that concern the figures and not the grant: a metric the API no longer answers
 * (100, "invalid metric"), a permission the grant lacks (10, 200-299: read_insights,
 * instagram_manage_insights). These make the asked metrics unavailable with Meta's message.
 */
export function insightsRefusal(error: unknown): string | null {
  if (!(error instanceof ProviderError) || objectGone(error)) return null;
  const code = graphErrorOf(error.raw?.body)?.code;
  if (code === 100 || code === 10 || (code !== undefined && code >= 200 && code <= 299)) return error.message;
  return null;
}

/** GET /{object}/insights; a refusal of the figures (not of the grant) comes back as its message. */
export async function readInsights(config: ProviderConfig, objectId: string, token: string, query: Record<string, string | number | undefined>): Promise<{ data: InsightSeries[] } | { refused: string }> {
  try {
    return await graph<{ data: InsightSeries[] }>(config, `/${objectId}/insights`, { token, query });
  } catch (error) {
    const refused = insightsRefusal(error);
    if (refused === null) throw error;
    return { refused };
  }
}

/** The series' single figure (lifetime metrics, total_value metrics). */
export function singleValue(series: InsightSeries | undefined): unknown {
  if (!series) return undefined;
  if (series.total_value) return series.total_value.value;
  return series.values?.[series.values.length - 1]?.value;
}

export type MetricNames = readonly { metric: CanonicalMetric; name: string }[];
