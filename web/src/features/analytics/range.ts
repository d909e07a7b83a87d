import type { AccountType } from '@cadence/contracts';

export const RANGE_PRESETS = ['7d', '30d', '90d', 'thisMonth', 'lastMonth', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** What the analytics screens keep in the address: the range, the accounts and the comparison. */
export interface AnalyticsSearch {
  preset?: RangePreset;
  /** YYYY-MM-DD, with preset "custom". */
  from?: string;
  to?: string;
  accounts?: number[];
  compare?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function validateAnalyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const search: AnalyticsSearch = {};
  const preset = RANGE_PRESETS.find((value) => value === raw.preset);
  if (preset) search.preset = preset;
  if (typeof raw.from === 'string' && DAY.test(raw.from)) search.from = raw.from;
  if (typeof raw.to === 'string' && DAY.test(raw.to)) search.to = raw.to;
  if (Array.isArray(raw.accounts)) {
    const ids = raw.accounts.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 100);
    if (ids.length > 0) search.accounts = ids;
  }
  if (raw.compare === true) search.compare = true;
  return search;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The days a search covers (UTC), both included; a custom range falls back to 30 days when incomplete. */
export function rangeOf(search: AnalyticsSearch, now = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const lastDays = (days: number) => ({
    from: dayOf(today - (days - 1) * DAY_MS),
    to: dayOf(today),
  });
  switch (search.preset ?? '30d') {
    case '7d':
      return lastDays(7);
    case '90d':
      return lastDays(90);
    case 'thisMonth':
      return {
        from: dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
        to: dayOf(today),
      };
    case 'lastMonth':
      return {
        from: dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
        to: dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)),
      };
    case 'custom':
      if (search.from && search.to && search.from <= search.to) return { from: search.from, to: search.to };
      return lastDays(30);
    default:
      return lastDays(30);
  }
}

/** This week, Monday to Sunday (UTC), for the dashboard. */
export function thisWeek(now = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  return { from: dayOf(monday), to: dayOf(monday + 6 * DAY_MS) };
}

/** The change from `previous` to `value` in percent, rounded; null when it cannot be told. */
export function changePercent(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
}

/** The networks with their own analytics page, in the order the menu lists them. */
export const ANALYTICS_NETWORKS: readonly AccountType[] = [
  'bluesky',
  'wordpress',
  'wordpress-org',
  'facebook_page',
  'instagram',
  'twitter',
  'linkedin',
  'linkedin-page',
  'youtube',
  'tiktok',
  'pinterest',
  'threads',
];
