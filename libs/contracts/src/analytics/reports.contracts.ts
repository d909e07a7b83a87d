import Type, { type Static } from 'typebox';
import { defineEndpoint, FileAnswer } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { ListQuery } from '../list-query';
import { LANGUAGES } from '../meta.contracts';
import { AccountTypeSchema } from '../posting/account-types';
import { Email, Id, IdParams, IsoDate, Strict, StringEnum } from '../schema';

const tags = ['reports'];

/** The parts a report may hold, in the order they are printed. */
export const REPORT_SECTIONS = ['summary', 'growth', 'top_posts', 'networks', 'activity'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** The languages a report, its CSV and its mail are written in (the product's four). */
export const REPORT_LANGUAGES = LANGUAGES;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];
const Language = StringEnum(REPORT_LANGUAGES, { description: "The language of the PDF, the CSV headers and the mail; the web sends the person's own, en when absent" });

/** The longest range one report covers (as the overview). */
export const REPORT_MAX_DAYS = 366;

const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC)' });
const Sections = Type.Array(StringEnum(REPORT_SECTIONS), { minItems: 1, maxItems: REPORT_SECTIONS.length, uniqueItems: true });
const AccountIds = Type.Array(Id, { maxItems: 100, uniqueItems: true, description: "The workspace's accounts to cover; all of them when empty" });
const Networks = Type.Array(AccountTypeSchema, { maxItems: 20, uniqueItems: true, description: 'Only these networks; every network when empty' });
const Title = Type.String({ minLength: 1, maxLength: 120 });

/** What a report covers: a title, a date range, accounts or networks, and its sections. */
export const CreateReportBody = Strict({
  title: Title,
  from: Day,
  to: Day,
  account_ids: Type.Optional(AccountIds),
  networks: Type.Optional(Networks),
  sections: Sections,
  language: Type.Optional(Language),
});
export type CreateReportBody = Static<typeof CreateReportBody>;

/** One report of the history. */
export const Report = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  from: Type.String(),
  to: Type.String(),
  account_ids: Type.Array(Type.Integer()),
  networks: Type.Array(AccountTypeSchema),
  sections: Type.Array(StringEnum(REPORT_SECTIONS)),
  language: StringEnum(REPORT_LANGUAGES),
  /** The workspace's own name, logo and colour are on it (the White Label add-on). */
  branded: Type.Boolean(),
  /** The schedule that made it; null when a person did. */
  schedule_id: Type.Union([Type.Integer(), Type.Null()]),
  pdf_bytes: Type.Integer(),
  created_by: Type.Union([Type.Integer(), Type.Null()]),
  created_at: IsoDate,
});
export type Report = Static<typeof Report>;

export const ReportListQuery = ListQuery({ orderBy: ['id', 'created_at'], defaultLimit: 10 });
export type ReportListQuery = Static<typeof ReportListQuery>;

/** A report mailed every week (the last Monday-to-Sunday) or month (the last calendar month) to its addresses. */
export const CreateReportScheduleBody = Strict({
  title: Title,
  frequency: StringEnum(REPORT_FREQUENCIES),
  recipients: Type.Array(Email, { minItems: 1, maxItems: 20, uniqueItems: true }),
  account_ids: Type.Optional(AccountIds),
  networks: Type.Optional(Networks),
  sections: Sections,
  language: Type.Optional(Language),
});
export type CreateReportScheduleBody = Static<typeof CreateReportScheduleBody>;

export const ReportSchedule = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  frequency: StringEnum(REPORT_FREQUENCIES),
  recipients: Type.Array(Type.String()),
  account_ids: Type.Array(Type.Integer()),
  networks: Type.Array(AccountTypeSchema),
  sections: Type.Array(StringEnum(REPORT_SECTIONS)),
  language: StringEnum(REPORT_LANGUAGES),
  /** The last period sent (2026-W45, 2026-10); null before the first. */
  last_period: Type.Union([Type.String(), Type.Null()]),
  created_at: IsoDate,
});
export type ReportSchedule = Static<typeof ReportSchedule>;

/** The workspace's name, colour and whether a logo is kept, printed on its reports with White Label. */
export const ReportBranding = Type.Object({
  /** Whether the plan carries the White Label add-on; without it reports carry Cadence's name. */
  available: Type.Boolean(),
  name: Type.Union([Type.String(), Type.Null()]),
  colour: Type.Union([Type.String(), Type.Null()]),
  has_logo: Type.Boolean(),
});
export type ReportBranding = Static<typeof ReportBranding>;

export const UpdateReportBrandingBody = Strict({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  colour: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  /** A PNG or JPEG, base64, at most 200 kB; null removes the logo; absent keeps it. */
  logo_base64: Type.Optional(Type.Union([Type.String({ maxLength: 280_000 }), Type.Null()])),
});
export type UpdateReportBrandingBody = Static<typeof UpdateReportBrandingBody>;

export const REPORT_FORMATS = ['pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report's file (not enveloped): /api/analytics/reports/:id/report.pdf or .csv. */
export const reportFilePath = (id: number, format: ReportFormat) => `/api/analytics/reports/${id}/report.${format}`;
export const REPORT_FILE_PATH = '/api/analytics/reports/:id/report.:format';
export const ReportFileParams = Strict({ id: Id, format: StringEnum(REPORT_FORMATS) });

export const getReportFile = defineEndpoint({
  method: 'GET',
  path: REPORT_FILE_PATH,
  summary: 'One report of the history as PDF or CSV (not enveloped)',
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'ReportHistory',
  params: ReportFileParams,
  response: FileAnswer,
  file: true,
});
/** A mailed report's link: the token is the key, for 30 days. */
export const SHARED_REPORT_PATH = '/api/analytics/shared-reports/:token';

export const listReports = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/reports',
  summary: "The workspace's reports, newest first by default",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'ReportHistory',
  query: ReportListQuery,
  response: Report,
  paged: true,
});

export const createReport = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/reports',
  summary: 'Render a report to PDF and CSV and keep it in the history',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreateReport',
  status: 201,
  body: CreateReportBody,
  response: Report,
});

export const deleteReport = defineEndpoint({
  method: 'DELETE',
  path: '/api/analytics/reports/:id',
  summary: 'Remove a report from the history',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreateReport',
  params: IdParams,
  response: Report,
});

export const listReportSchedules = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/report-schedules',
  summary: "The workspace's scheduled reports",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'Reports',
  response: Type.Array(ReportSchedule),
});

export const createReportSchedule = defineEndpoint({
  method: 'POST',
  path: '/api/analytics/report-schedules',
  summary: 'Mail a report every week or month to chosen addresses',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreateReport',
  status: 201,
  body: CreateReportScheduleBody,
  response: ReportSchedule,
});

export const deleteReportSchedule = defineEndpoint({
  method: 'DELETE',
  path: '/api/analytics/report-schedules/:id',
  summary: 'Stop a scheduled report',
  tags,
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreateReport',
  params: IdParams,
  response: ReportSchedule,
});

export const getReportBranding = defineEndpoint({
  method: 'GET',
  path: '/api/analytics/report-branding',
  summary: "The workspace's name, colour and logo on its reports (White Label)",
  tags,
  auth: 'user',
  roles: ROLES.members,
  permission: 'Reports',
  response: ReportBranding,
});

export const updateReportBranding = defineEndpoint({
  method: 'PUT',
  path: '/api/analytics/report-branding',
  summary: "Set the workspace's name, colour and logo on its reports (White Label add-on)",
  tags,
  auth: 'user',
  roles: ROLES.owner,
  permission: 'CreateReport',
  body: UpdateReportBrandingBody,
  response: ReportBranding,
});
