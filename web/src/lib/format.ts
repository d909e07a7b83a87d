const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 hours ago", "il y a 3 heures", "3小时前": the largest whole unit, "now" under a minute. */
export function formatRelativeTime(iso: string, now: number, locale: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** "Tuesday, March 3" / "mardi 3 mars" / "3月3日星期二": today's date in a heading. */
export function formatLongDate(date: Date | string, locale: string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(value.getTime()) ? '' : new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(value);
}

/** A date and time, medium date and short time, in the given language. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A count or measure with the language's grouping and decimal signs ("12,400", "12 400", "12.400"). */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return Number.isFinite(value) ? new Intl.NumberFormat(locale, options).format(value) : '';
}

/** An amount of money in an ISO 4217 currency ("€24.00", "24,00 €"). */
export function formatCurrency(amount: number, currency: string, locale: string): string {
  if (!Number.isFinite(amount)) return '';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code: the number with the code after it rather than nothing.
    return `${formatNumber(amount, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}
