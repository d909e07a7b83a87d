/** "24.5" or "24,50" → 2450 cents; '' or anything that is not an amount → NaN (the schema then refuses it). */
export function centsOf(text: string): number {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return Number.NaN;
  return Math.round(Number(normalised) * 100);
}

/** 2450 → "24.50", 2400 → "24": cents as the amount an input shows. */
export function amountText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
