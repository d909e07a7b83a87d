export type ReportPeriod = 'day' | 'week' | 'month';

/** "payments-report-month-2026-01-01-to-2026-03-31.csv": what the export is saved as. */
export function csvFilename(filters: { period: ReportPeriod; from?: string | undefined; to?: string | undefined }): string {
  const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined);
  const from = day(filters.from);
  const to = day(filters.to);
  const range = from && to ? `-${from}-to-${to}` : from ? `-from-${from}` : to ? `-to-${to}` : '';
  return `payments-report-${filters.period}${range}.csv`;
}

/** Saves `blob` as a file named `filename` (an object URL clicked through a temporary link). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
