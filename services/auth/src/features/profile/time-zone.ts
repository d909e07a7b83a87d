/**
 * The canonical IANA name of a time zone ("europe/paris" → "Europe/Paris"), or undefined when
 * the runtime's time zone database does not know it. Offsets ("+02:00") are refused: a zone
 * name keeps daylight saving right.
 */
export function canonicalTimeZone(value: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
