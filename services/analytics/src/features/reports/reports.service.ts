import { createHash, randomBytes } from 'node:crypto';
import type {
  AccountType,
  CreateReportBody,
  CreateReportScheduleBody,
  Report,
  ReportBranding,
  ReportListQuery,
  ReportLanguage,
  ReportSchedule,
  ReportSection,
  UpdateReportBrandingBody,
} from '@cadence/contracts';
import { REPORT_SECTIONS } from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { queueMail } from '@cadence/mailer';
import { AppError, checkImageDimensions, commonErrors, defineErrors, fieldError, type Clock } from '@cadence/service-kit';
import * as accounts from '../accounts/accounts.repository';
import { getEntitlements } from '../entitlements/entitlements.repository';
import * as analytics from '../overview/overview.service';
import { lastWholePeriod, type Period } from './periods';
import { REPORT_MESSAGES } from './report-messages';
import { CADENCE_BRAND, networkName, renderCsv, renderPdf, type ReportBrand, type ReportData } from './reports.render';
import * as repository from './reports.repository';
import { analyticsMail } from './reports.tables';

export const reportErrors = defineErrors('ANALYTICS_REPORT', {
  NOT_FOUND: [404, 'No report with this id in this workspace'],
  SCHEDULE_NOT_FOUND: [404, 'No scheduled report with this id in this workspace'],
  WHITE_LABEL_REQUIRED: [403, 'Your own name, logo and colour on reports come with the White Label add-on (Advanced and Enterprise plans)'],
  LINK_EXPIRED: [404, 'This report link has expired or does not exist'],
});

export interface ReportsDeps {
  db: Database;
  /** Where links in mails point (PUBLIC_URL). */
  publicUrl: string;
  /** How long a mailed link opens its report. */
  linkDays: number;
  /** The time of day of report periods and link expiries. */
  clock: Clock;
}

const LOGO_MAX_BYTES = 200 * 1024;
/**
 * Width × height a logo may declare (4096 × 4096): it is drawn 120 × 48 points in the PDF, and
 * pdfkit inflates every pixel of it, so a larger header is refused before it is kept.
 */
export const LOGO_MAX_PIXELS = 4096 * 4096;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function requireAnalytics(db: Executor, workspaceId: number): Promise<void> {
  const answer = await analytics.access(db, workspaceId);
  if (!answer.included) throw analytics.analyticsErrors.PLAN_REQUIRED(answer.message);
}

async function hasWhiteLabel(db: Executor, workspaceId: number): Promise<boolean> {
  return (await getEntitlements(db, workspaceId)).addOns.includes('whiteLabel');
}

/** The workspace's brand where White Label is on and it set one; Cadence's otherwise. */
async function brandOf(db: Executor, workspaceId: number): Promise<{ brand: ReportBrand; branded: boolean }> {
  if (!(await hasWhiteLabel(db, workspaceId))) return { brand: CADENCE_BRAND, branded: false };
  const row = await repository.getBranding(db, workspaceId);
  if (!row) return { brand: CADENCE_BRAND, branded: false };
  // A logo kept before its dimensions were checked is checked again: one the guard refuses is left out.
  const logo = row.logo && (await checkImageDimensions(row.logo, LOGO_MAX_PIXELS)).ok ? row.logo : null;
  return { brand: { name: row.name, colour: row.colour, logo }, branded: true };
}

const sectionsInOrder = (sections: readonly string[]) => REPORT_SECTIONS.filter((section) => sections.includes(section));

interface Definition {
  title: string;
  from: string;
  to: string;
  accountIds: number[];
  networks: AccountType[];
  sections: ReportSection[];
  language: ReportLanguage;
}

/** Checks the accounts belong to the workspace and turns accounts and networks into the account ids covered (null: all). */
async function coveredAccounts(db: Executor, workspaceId: number, accountIds: readonly number[], networks: readonly AccountType[]): Promise<number[] | null> {
  if (accountIds.length > 0) {
    const owned = new Set(await accounts.ownedIds(db, workspaceId, accountIds));
    const unknown = accountIds.filter((id) => !owned.has(id));
    if (unknown.length > 0) throw fieldError('account_ids', `not accounts of this workspace: ${unknown.join(', ')}`);
  }
  if (networks.length === 0) return accountIds.length > 0 ? [...accountIds] : null;
  const all = await accounts.listOf(db, workspaceId);
  const ids = all.filter((row) => networks.includes(row.network as AccountType) && (accountIds.length === 0 || accountIds.includes(row.accountId))).map((row) => row.accountId);
  if (ids.length === 0) throw fieldError('networks', `no account of this workspace${accountIds.length > 0 ? ' among those chosen' : ''} is on ${networks.map(networkName).join(', ')}`);
  return ids;
}

async function dataOf(db: Database, workspaceId: number, definition: Definition, now: Date): Promise<ReportData> {
  const ids = await coveredAccounts(db, workspaceId, definition.accountIds, definition.networks);
  const query = { from: definition.from, to: definition.to, compare: true, ...(ids ? { accounts: ids.join(',') } : {}) };
  const overview = await analytics.overview(db, workspaceId, query);
  const networks = definition.sections.includes('networks') ? [...new Set(overview.accounts.map((account) => account.network))] : [];
  const perNetwork = await Promise.all(networks.map(async (network) => ({ network, overview: await analytics.overview(db, workspaceId, query, network) })));
  return { title: definition.title, from: definition.from, to: definition.to, sections: definition.sections, language: definition.language, overview, perNetwork, generatedAt: now };
}

async function render(db: Database, workspaceId: number, definition: Definition, now: Date) {
  const data = await dataOf(db, workspaceId, definition, now);
  const { brand, branded } = await brandOf(db, workspaceId);
  return { pdf: await renderPdf(data, brand), csv: renderCsv(data), branded, brand };
}

function toReport(row: repository.ReportSummary): Report {
  return {
    id: row.id,
    title: row.title,
    from: row.from,
    to: row.to,
    account_ids: row.accountIds,
    networks: row.networks as AccountType[],
    sections: row.sections as ReportSection[],
    language: row.language,
    branded: row.branded,
    schedule_id: row.scheduleId,
    pdf_bytes: row.pdfBytes,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

function toSchedule(row: repository.ScheduleRow): ReportSchedule {
  return {
    id: row.id,
    title: row.title,
    frequency: row.frequency,
    recipients: row.recipients,
    account_ids: row.accountIds,
    networks: row.networks as AccountType[],
    sections: row.sections as ReportSection[],
    language: row.language,
    last_period: row.lastPeriod,
    created_at: row.createdAt.toISOString(),
  };
}

export async function createReport(deps: ReportsDeps, workspaceId: number, userId: number, body: CreateReportBody, now = deps.clock.now()): Promise<Report> {
  await requireAnalytics(deps.db, workspaceId);
  const definition: Definition = {
    title: body.title.trim(),
    from: body.from,
    to: body.to,
    accountIds: body.account_ids ?? [],
    networks: body.networks ?? [],
    sections: sectionsInOrder(body.sections),
    language: body.language ?? 'en',
  };
  if (!definition.title) throw fieldError('title', 'must not be blank');
  const { pdf, csv, branded } = await render(deps.db, workspaceId, definition, now);
  const row = await repository.insertReport(deps.db, { workspaceId, ...definition, branded, pdf, csv, createdBy: userId });
  if (!row) throw commonErrors.CONFLICT('This report was already made');
  return toReport(row);
}

export async function listReports(db: Executor, workspaceId: number, query: ReportListQuery): Promise<PageResult<Report>> {
  const page = await repository.listReports(db, workspaceId, query);
  return { ...page, rows: page.rows.map(toReport) };
}

export async function reportFile(db: Executor, workspaceId: number, id: number) {
  const file = await repository.reportFile(db, workspaceId, id);
  if (!file) throw reportErrors.NOT_FOUND();
  return file;
}

export async function deleteReport(db: Executor, workspaceId: number, id: number): Promise<Report> {
  const row = await repository.deleteReport(db, workspaceId, id);
  if (!row) throw reportErrors.NOT_FOUND();
  return toReport(row);
}

/** The PDF a mailed link opens. */
export async function sharedReport(db: Executor, token: string, now: Date) {
  const file = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await repository.reportOfLink(db, sha256(token), now) : null;
  if (!file) throw reportErrors.LINK_EXPIRED();
  return file;
}

/** The file name of a report: its title and range, in letters a file system takes. */
export function fileName(file: { title: string; from: string; to: string }, format: 'pdf' | 'csv'): string {
  const slug =
    file.title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'report';
  return `${slug}-${file.from}-${file.to}.${format}`;
}

export async function createSchedule(deps: ReportsDeps, workspaceId: number, userId: number, body: CreateReportScheduleBody, now = deps.clock.now()): Promise<ReportSchedule> {
  await requireAnalytics(deps.db, workspaceId);
  const title = body.title.trim();
  if (!title) throw fieldError('title', 'must not be blank');
  await coveredAccounts(deps.db, workspaceId, body.account_ids ?? [], body.networks ?? []);
  // The first report goes out when the period under way is over.
  const row = await repository.insertSchedule(deps.db, {
    workspaceId,
    title,
    frequency: body.frequency,
    recipients: body.recipients.map((address) => address.trim().toLowerCase()),
    accountIds: body.account_ids ?? [],
    networks: body.networks ?? [],
    sections: sectionsInOrder(body.sections),
    language: body.language ?? 'en',
    lastPeriod: lastWholePeriod(body.frequency, now).key,
    createdBy: userId,
  });
  return toSchedule(row);
}

export async function listSchedules(db: Executor, workspaceId: number): Promise<ReportSchedule[]> {
  return (await repository.listSchedules(db, workspaceId)).map(toSchedule);
}

export async function deleteSchedule(db: Executor, workspaceId: number, id: number): Promise<ReportSchedule> {
  const row = await repository.deleteSchedule(db, workspaceId, id);
  if (!row) throw reportErrors.SCHEDULE_NOT_FOUND();
  return toSchedule(row);
}

export async function branding(db: Executor, workspaceId: number): Promise<ReportBranding> {
  const [available, row] = await Promise.all([hasWhiteLabel(db, workspaceId), repository.getBranding(db, workspaceId)]);
  return { available, name: row?.name ?? null, colour: row?.colour ?? null, has_logo: Boolean(row?.logo) };
}

/** The logo's type from its first bytes: PNG or JPEG only. */
function logoTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export async function updateBranding(db: Executor, workspaceId: number, body: UpdateReportBrandingBody): Promise<ReportBranding> {
  if (!(await hasWhiteLabel(db, workspaceId))) throw reportErrors.WHITE_LABEL_REQUIRED();
  const name = body.name.trim();
  if (!name) throw fieldError('name', 'must not be blank');
  let logo: { logo?: Buffer | null; logoType?: string | null } = {};
  if (body.logo_base64 === null) logo = { logo: null, logoType: null };
  else if (body.logo_base64 !== undefined) {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body.logo_base64)) throw fieldError('logo_base64', 'must be base64');
    const bytes = Buffer.from(body.logo_base64, 'base64');
    if (bytes.length === 0) throw fieldError('logo_base64', 'must not be empty');
    if (bytes.length > LOGO_MAX_BYTES) throw fieldError('logo_base64', 'must be at most 200 kB');
    const type = logoTypeOf(bytes);
    if (!type) throw fieldError('logo_base64', 'must be a PNG or JPEG image');
    // The kit's image guard, as for every image that enters: the header read, no pixel decoded.
    const checked = await checkImageDimensions(bytes, LOGO_MAX_PIXELS);
    if (!checked.ok) throw fieldError('logo_base64', checked.message);
    logo = { logo: bytes, logoType: type };
  }
  await repository.saveBranding(db, { workspaceId, name, colour: body.colour.toLowerCase(), ...logo });
  return branding(db, workspaceId);
}

function link(publicUrl: string, path: string): string {
  return new URL(path.replace(/^\//, ''), publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/**
 * Makes and mails the report of one schedule whose period is over, if any is due: the report,
 * its download link, a mail per address and the period marked sent, in one transaction. A
 * process that dies before commit leaves nothing and the next round makes it again; another
 * process running at once skips the locked schedule. Returns whether one was sent.
 */
export async function sendOneDue(deps: ReportsDeps, frequency: 'weekly' | 'monthly', now: Date, skip: readonly number[] = []): Promise<boolean> {
  const period: Period = lastWholePeriod(frequency, now);
  return deps.db.transaction(async (tx) => {
    const schedule = await repository.claimDueSchedule(tx, frequency, period.key, skip);
    if (!schedule) return false;
    try {
      return await sendSchedule(deps, tx, schedule, frequency, period, now);
    } catch (error) {
      throw new ScheduleError(schedule.id, error);
    }
  });
}

/** A schedule whose report could not be made this round; it is tried again next round, the others go on. */
export class ScheduleError extends Error {
  constructor(
    readonly scheduleId: number,
    readonly reason: unknown,
  ) {
    super(`scheduled report ${scheduleId} could not be sent: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'ScheduleError';
  }
}

async function sendSchedule(deps: ReportsDeps, tx: Executor, schedule: repository.ScheduleRow, frequency: 'weekly' | 'monthly', period: Period, now: Date): Promise<boolean> {
  const workspaceId = schedule.workspaceId;
  const included = (await analytics.access(tx, workspaceId)).included;
  if (!included) {
    // Below Scale nothing is made; the period counts as handled so it is not tried every round.
    await repository.markSent(tx, schedule.id, period.key);
    return true;
  }
  const definition: Definition = {
    title: schedule.title,
    from: period.from,
    to: period.to,
    accountIds: schedule.accountIds,
    networks: schedule.networks as AccountType[],
    sections: sectionsInOrder(schedule.sections),
    language: schedule.language,
  };
  let rendered: Awaited<ReturnType<typeof render>>;
  try {
    rendered = await render(deps.db, workspaceId, definition, now);
  } catch (error) {
    // Accounts gone from the workspace since: the report covers the workspace's other accounts.
    if (!(error instanceof AppError && error.statusCode === 400)) throw error;
    rendered = await render(deps.db, workspaceId, { ...definition, accountIds: [], networks: [] }, now);
  }
  const row = await repository.insertReport(tx, { workspaceId, ...definition, branded: rendered.branded, pdf: rendered.pdf, csv: rendered.csv, scheduleId: schedule.id, period: period.key, createdBy: null });
  await repository.markSent(tx, schedule.id, period.key);
  if (!row) return true;
  const token = randomBytes(24).toString('base64url');
  await repository.insertLink(tx, { tokenHash: sha256(token), reportId: row.id, workspaceId, expiresAt: new Date(now.getTime() + deps.linkDays * 86_400_000) });
  const url = link(deps.publicUrl, `/api/analytics/shared-reports/${token}`);
  const mail = REPORT_MESSAGES[schedule.language].mail;
  const subject = mail.subject(rendered.brand.name, schedule.title, period.from, period.to);
  const ready = mail.ready(frequency, schedule.title, period.from, period.to);
  const text = [ready, '', `${mail.download}: ${url}`, `${mail.lasts(deps.linkDays)} ${mail.history}`].join('\n');
  const safeUrl = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = `<p>${escape(ready)}</p><p><a href="${safeUrl}" style="color:${rendered.brand.colour}">${escape(mail.download)}</a></p><p>${escape(mail.lasts(deps.linkDays))}</p>`;
  for (const to of schedule.recipients) await queueMail(tx, analyticsMail, { to, subject, text, html, kind: 'scheduled-report' });
  return true;
}

/** Sends every due scheduled report, one transaction each; returns how many schedules were handled. */
export async function sendDue(deps: ReportsDeps, now: Date, limit = 100): Promise<number> {
  let handled = 0;
  const failed: ScheduleError[] = [];
  for (const frequency of ['weekly', 'monthly'] as const) {
    for (;;) {
      if (handled >= limit) break;
      try {
        if (!(await sendOneDue(deps, frequency, now, failed.map((error) => error.scheduleId)))) break;
        handled += 1;
      } catch (error) {
        if (!(error instanceof ScheduleError)) throw error;
        failed.push(error);
      }
    }
  }
  if (failed.length > 0) throw new AggregateError(failed, `${failed.length} scheduled report(s) could not be sent; ${handled} sent`);
  return handled;
}
