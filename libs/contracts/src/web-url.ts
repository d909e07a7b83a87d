/**
 * A link a network handed back (a published post, an avatar), kept and shown only when it is an
 * absolute http or https URL: `javascript:`, `data:` and the like become null.
 */
export function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
