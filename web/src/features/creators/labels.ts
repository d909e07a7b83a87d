import type { CreatorRate } from '@cadence/contracts';
import { formatCurrency } from '../../lib/format';

/** The languages a creator picks from (ISO 639-1), named in the reader's language. */
export const LANGUAGE_CHOICES = ['en', 'fr', 'ro', 'zh', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ar', 'hi', 'ja', 'ko', 'ru', 'tr', 'uk', 'sv'] as const;

/** The currencies offered for rates and budgets (the API takes any ISO 4217 code). */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'RON', 'CNY'] as const;

export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An amount in minor units (cents) as money in the reader's format. */
export function formatMinor(amount: number, currency: string, locale: string): string {
  return formatCurrency(amount / 100, currency, locale);
}

/** A typed amount ("150", "150,50") in minor units; NaN when it is not a positive amount. */
export function toMinor(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/** Minor units back to what the amount field shows. */
export function fromMinor(amount: number): string {
  return amount % 100 === 0 ? String(amount / 100) : (amount / 100).toFixed(2);
}

/** The lowest rate of a profile, to show "from …" on a card. */
export function lowestRate(rates: readonly CreatorRate[]): CreatorRate | undefined {
  return [...rates].sort((a, b) => a.amount - b.amount)[0];
}

/** The tone of a status badge. */
export const STATUS_TONES = {
  pending: 'warning',
  approved: 'success',
  refused: 'destructive',
  accepted: 'success',
  declined: 'muted',
  ended: 'muted',
} as const;

/** A calendar day ("2027-05-01") as a date in the reader's format, the same day in every time zone. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
