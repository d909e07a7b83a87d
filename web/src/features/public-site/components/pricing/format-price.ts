/** "€24", "24 €", "€20.16": whole amounts without decimals, others with two. */
export function formatPrice(cents: number, currency: string, locale: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    // "€" rather than a locale's "EUR" (Romanian): the symbol reads the same in every language.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
