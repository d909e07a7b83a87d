import { queryOptions } from '@tanstack/react-query';
import { getReportBranding, listReportSchedules, listReports, reportFilePath, type Report, type ReportFormat } from '@cadence/contracts';
import { call, callPaged } from '../../../lib/api';
import { ANALYTICS_KEY } from '../queries';

export const REPORTS_KEY = [...ANALYTICS_KEY, 'reports'] as const;
export const HISTORY_PAGE_SIZE = 10;

export function reportHistoryQuery(page: number) {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'history', page],
    queryFn: async ({ signal }) => callPaged(listReports, { query: { page, limit: HISTORY_PAGE_SIZE, orderBy: 'id', order: 'desc' }, signal }),
  });
}

export function reportSchedulesQuery() {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'schedules'],
    queryFn: async ({ signal }) => (await call(listReportSchedules, { signal })).data,
  });
}

export function reportBrandingQuery() {
  return queryOptions({
    queryKey: [...REPORTS_KEY, 'branding'],
    queryFn: async ({ signal }) => (await call(getReportBranding, { signal })).data,
  });
}

/** The file name the service gives a report (its title and range). */
export function reportFileName(report: Pick<Report, 'title' | 'from' | 'to'>, format: ReportFormat): string {
  const slug =
    report.title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'report';
  return `${slug}-${report.from}-${report.to}.${format}`;
}

/** A report's PDF or CSV (the file needs the session's token), saved under its name. */
export async function downloadReport(report: Report, format: ReportFormat, token: string | undefined): Promise<void> {
  const response = await fetch(reportFilePath(report.id, format), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(String(response.status));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(report, format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
