import Type, { type Static, type TString } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../workspace-roles';
import { Id, IsoDate, Strict, StringEnum } from '../schema';
import { ListQuery } from '../list-query';
import { ACCOUNT_TYPES, AccountTypeSchema, type AccountType } from './account-types';

/** Stable codes of the bulk import errors. */
export const BULK_IMPORT_ERROR_CODES = {
  /** 404: no import with this id in the caller's workspace. */
  NOT_FOUND: 'POSTING_BULK_IMPORT_NOT_FOUND',
  /** 404: no row with this number in the import. */
  ROW_NOT_FOUND: 'POSTING_BULK_IMPORT_ROW_NOT_FOUND',
  /** 409: the import has started; its mapping and rows can no longer change. */
  STARTED: 'POSTING_BULK_IMPORT_STARTED',
  /** 400 (field file): the file is neither a CSV file nor an .xlsx workbook that can be read (no header, no rows, too many rows, broken quotes, a ZIP that is not a workbook, a damaged workbook or one that unpacks too large). */
  UNREADABLE: 'POSTING_BULK_IMPORT_UNREADABLE',
  /** 413 (field file): the file is larger than the import allows. */
  TOO_LARGE: 'POSTING_BULK_IMPORT_TOO_LARGE',
} as const;

/** The multipart field that carries the file. */
export const BULK_IMPORT_FILE_FIELD = 'file';
/** Largest file accepted, in bytes (10,000 rows of long posts fit many times over). */
export const BULK_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Most rows in one file. */
export const BULK_IMPORT_MAX_ROWS = 10_000;

/** What a column of the file can mean. `text.<network>` is that network's own text. */
export const BULK_IMPORT_FIELDS = [
  'text',
  'accounts',
  'groups',
  'date',
  'time',
  'timeZone',
  'mediaUrls',
  'mediaNames',
  'firstComment',
  ...ACCOUNT_TYPES.map((type) => `text.${type}` as const),
] as const;
export type BulkImportField = (typeof BULK_IMPORT_FIELDS)[number];

/** The file's header (a column name) each field is read from; a field without one is not read. */
export const BulkImportMapping = Type.Partial(Type.Object(Object.fromEntries(BULK_IMPORT_FIELDS.map((field) => [field, Type.String({ minLength: 1, maxLength: 200 })])) as Record<BulkImportField, TString>, { additionalProperties: false }));
export type BulkImportMapping = Partial<Record<BulkImportField, string>>;

/** Header names recognised without mapping (lower case, spaces and dashes removed), per field. */
export const BULK_IMPORT_HEADER_ALIASES: Partial<Record<BulkImportField, readonly string[]>> = {
  text: ['text', 'content', 'message', 'post', 'caption'],
  accounts: ['accounts', 'account', 'profiles', 'profile', 'channels'],
  groups: ['groups', 'group'],
  date: ['date', 'day', 'scheduleddate', 'publishdate'],
  time: ['time', 'hour', 'scheduledtime', 'publishtime'],
  timeZone: ['timezone', 'tz', 'zone'],
  mediaUrls: ['mediaurls', 'mediaurl', 'imageurl', 'imageurls', 'media'],
  mediaNames: ['medianames', 'medianame', 'library', 'librarymedia'],
  firstComment: ['firstcomment', 'comment'],
};

/** A template users fill in: one example row per way of naming targets and media (the header first). */
export const BULK_IMPORT_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ['text', 'accounts', 'groups', 'date', 'time', 'time_zone', 'media_urls', 'media_names', 'first_comment', 'text.x'],
  ['Fresh bread at 7, come early', 'Bakery page', '', '2030-05-04', '07:00', 'Europe/Bucharest', '', '', 'Open until noon', 'Fresh bread at 7 #bakery'],
  ['Weekend market stall', '', 'Local pages', '2030-05-06', '09:30', 'Europe/Paris', 'https://example.com/stall.jpg', '', '', ''],
  ['Our new loaf', 'Bakery page|Bakery events', '', '2030-05-08', '18:00', 'America/New_York', '', 'loaf.jpg', '', ''],
];

/** The template as a CSV file (cells with a comma, a quote or a line break quoted). */
export const BULK_IMPORT_TEMPLATE = BULK_IMPORT_TEMPLATE_ROWS.map((cells) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n');

export const BULK_IMPORT_STATUSES = ['preview', 'running', 'done'] as const;
export type BulkImportStatus = (typeof BULK_IMPORT_STATUSES)[number];

/** A row: invalid or ready in the preview; once started queued, then imported, failed or skipped (it was invalid). */
export const BULK_IMPORT_ROW_STATUSES = ['invalid', 'ready', 'queued', 'imported', 'failed', 'skipped'] as const;
export type BulkImportRowStatus = (typeof BULK_IMPORT_ROW_STATUSES)[number];

export const BULK_IMPORT_MODES = ['draft', 'schedule'] as const;
export type BulkImportMode = (typeof BULK_IMPORT_MODES)[number];

export const BulkImport = Type.Object({
  id: Id,
  fileName: Type.String(),
  /** sha256 of the file's bytes: the same file in the same workspace is the same import. */
  fileHash: Type.String(),
  status: StringEnum(BULK_IMPORT_STATUSES),
  mode: Type.Union([StringEnum(BULK_IMPORT_MODES), Type.Null()]),
  headers: Type.Array(Type.String()),
  mapping: BulkImportMapping,
  /** The time zone of rows that name none. */
  timeZone: Type.String(),
  /** "Add to queue": rows without a date take each account's next free queue slot (when imported as scheduled posts). */
  queue: Type.Boolean(),
  counts: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    invalid: Type.Integer({ minimum: 0 }),
    ready: Type.Integer({ minimum: 0 }),
    queued: Type.Integer({ minimum: 0 }),
    imported: Type.Integer({ minimum: 0 }),
    failed: Type.Integer({ minimum: 0 }),
    skipped: Type.Integer({ minimum: 0 }),
  }),
  /** The same file was uploaded before: this is that import, nothing new was made. */
  duplicate: Type.Boolean(),
  startedAt: Type.Union([IsoDate, Type.Null()]),
  finishedAt: Type.Union([IsoDate, Type.Null()]),
  createdAt: IsoDate,
});
export type BulkImport = Static<typeof BulkImport>;

export const BulkRowError = Type.Object({ field: Type.String(), message: Type.String() });
export type BulkRowError = Static<typeof BulkRowError>;

export const BulkImportRow = Type.Object({
  id: Id,
  /** 1 for the first row under the header. */
  number: Type.Integer({ minimum: 1 }),
  /** The cells by header, as in the file or as fixed in the preview. */
  values: Type.Record(Type.String(), Type.String()),
  status: StringEnum(BULK_IMPORT_ROW_STATUSES),
  errors: Type.Array(BulkRowError),
  /** What the row reads as: its accounts, its UTC instant and its text. */
  accounts: Type.Array(Type.Object({ id: Id, name: Type.String(), type: AccountTypeSchema })),
  scheduledAt: Type.Union([IsoDate, Type.Null()]),
  text: Type.String(),
  postId: Type.Union([Id, Type.Null()]),
  /** Why an imported row failed (the composer's own message: a plan limit, a date gone by...). */
  message: Type.Union([Type.String(), Type.Null()]),
});
export type BulkImportRow = Static<typeof BulkImportRow>;

export const BulkImportUploadQuery = Strict({
  /** The time zone of rows that name none (the browser's). */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

export const BulkImportIdParams = Strict({ id: Id });
export const BulkImportRowParams = Strict({ id: Id, number: Type.Integer({ minimum: 1, maximum: 1_000_000 }) });

export const BulkImportRowsQuery = ListQuery({
  orderBy: ['id', 'number'],
  defaultLimit: 50,
  filters: { status: Type.Optional(StringEnum(BULK_IMPORT_ROW_STATUSES)) },
});
export type BulkImportRowsQuery = Static<typeof BulkImportRowsQuery>;

export const BulkImportListQuery = ListQuery({ orderBy: ['id', 'createdAt'], defaultLimit: 5 });

export const UpdateBulkMappingBody = Strict({
  mapping: BulkImportMapping,
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** "Add to queue": rows without a date are ready, and take each account's next free queue slot. */
  queue: Type.Optional(Type.Boolean()),
});
export type UpdateBulkMappingBody = Static<typeof UpdateBulkMappingBody>;

export const UpdateBulkRowBody = Strict({ values: Type.Record(Type.String({ maxLength: 200 }), Type.String({ maxLength: 100_000 })) });
export type UpdateBulkRowBody = Static<typeof UpdateBulkRowBody>;

export const StartBulkImportBody = Strict({ mode: StringEnum(BULK_IMPORT_MODES) });
export type StartBulkImportBody = Static<typeof StartBulkImportBody>;

export const uploadBulkImport = defineEndpoint({
  method: 'POST',
  path: '/api/posts/bulk-imports',
  summary: 'Upload a CSV file or an .xlsx workbook (its first sheet; multipart field "file") to preview as posts; the same file answers its earlier import',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreatePosting',
  status: 201,
  query: BulkImportUploadQuery,
  response: BulkImport,
});

export const listBulkImports = defineEndpoint({
  method: 'GET',
  path: '/api/posts/bulk-imports',
  summary: "The workspace's file imports, latest first",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'CreatePosting',
  query: BulkImportListQuery,
  response: BulkImport,
  paged: true,
});

export const getBulkImport = defineEndpoint({
  method: 'GET',
  path: '/api/posts/bulk-imports/:id',
  summary: 'One import with its counts (polled for progress while it runs)',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'CreatePosting',
  params: BulkImportIdParams,
  response: BulkImport,
});

export const listBulkImportRows = defineEndpoint({
  method: 'GET',
  path: '/api/posts/bulk-imports/:id/rows',
  summary: "An import's rows with what each reads as and its errors",
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.members,
  permission: 'CreatePosting',
  params: BulkImportIdParams,
  query: BulkImportRowsQuery,
  response: BulkImportRow,
  paged: true,
});

export const updateBulkMapping = defineEndpoint({
  method: 'PUT',
  path: '/api/posts/bulk-imports/:id/mapping',
  summary: 'Choose which column each field is read from; every row is checked again',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreatePosting',
  params: BulkImportIdParams,
  body: UpdateBulkMappingBody,
  response: BulkImport,
});

export const updateBulkRow = defineEndpoint({
  method: 'PATCH',
  path: '/api/posts/bulk-imports/:id/rows/:number',
  summary: 'Fix cells of one row in the preview; the row is checked again',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreatePosting',
  params: BulkImportRowParams,
  body: UpdateBulkRowBody,
  response: BulkImportRow,
});

export const startBulkImport = defineEndpoint({
  method: 'POST',
  path: '/api/posts/bulk-imports/:id/start',
  summary: 'Import the ready rows as drafts or scheduled posts (in the background; rows still invalid are skipped)',
  tags: ['posts'],
  auth: 'user',
  roles: ROLES.editors,
  permission: 'CreatePosting',
  status: 202,
  params: BulkImportIdParams,
  body: StartBulkImportBody,
  response: BulkImport,
});

/** The network a `text.<network>` field names. */
export function networkOfField(field: BulkImportField): AccountType | null {
  return field.startsWith('text.') ? (field.slice(5) as AccountType) : null;
}
