import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sql } from 'drizzle-orm';
import {
  BULK_IMPORT_FILE_FIELD,
  BULK_IMPORT_MAX_BYTES,
  type BulkImport,
  type BulkImportMode,
  type BulkImportRow,
  type BulkImportRowStatus,
  type BulkImportRowsQuery,
  type CreatePostBody,
  type ListQueryValues,
  type UpdateBulkMappingBody,
  type UpdateBulkRowBody,
} from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { AppError, fieldError } from '@cadence/service-kit';
import type { PostingPorts } from '../delivery/ports';
import type { MediaDeps } from '../media/media.service';
import { uploadMedia } from '../media/media.service';
import type { UploadSource } from '../media/media-upload';
import { createPosts, type Actor, type CreatedPost } from '../posts/posts.service';
import { placeInQueues } from '../queues/queues.service';
import { bulkImportErrors } from './bulk-imports.errors';
import { guessMapping, parseFile, unknownColumns } from './bulk-imports.parser';
import { isTimeZone, lookupOf, mediaNamesOf, readRow, type Lookup, type ReadRow } from './bulk-imports.rows';
import * as repo from './bulk-imports.repository';

export interface BulkImportsDeps {
  db: Database;
  ports: PostingPorts;
  media: MediaDeps;
  /** The outbound guard's fetch, for media named by address. */
  fetch: typeof fetch;
}

/** The channel import workers LISTEN on: a NOTIFY at the commit of a start wakes them. */
export const BULK_IMPORT_CHANNEL = 'posting_bulk_import';

const EMPTY_COUNTS = { total: 0, invalid: 0, ready: 0, queued: 0, imported: 0, failed: 0, skipped: 0 };

function toImport(row: repo.ImportRow, counts: Map<BulkImportRowStatus, number> | undefined, duplicate = false): BulkImport {
  const byStatus = { ...EMPTY_COUNTS };
  for (const [status, n] of counts ?? []) {
    byStatus[status] = n;
    byStatus.total += n;
  }
  return {
    id: row.id,
    fileName: row.fileName,
    fileHash: row.fileHash,
    status: row.status,
    mode: row.mode,
    headers: row.headers,
    mapping: row.mapping,
    timeZone: row.timeZone,
    queue: row.queue,
    counts: byStatus,
    duplicate,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function viewOf(db: Executor, row: repo.ImportRow, duplicate = false): Promise<BulkImport> {
  const counts = await repo.countsOf(db, [row.id]);
  return toImport(row, counts.get(row.id), duplicate);
}

function toRow(row: repo.FileRow, read: ReadRow): BulkImportRow {
  return {
    id: row.id,
    number: row.number,
    values: row.values,
    status: row.status,
    errors: row.errors,
    accounts: read.accounts,
    scheduledAt: read.scheduledAt?.toISOString() ?? null,
    text: read.text,
    postId: row.postId,
    message: row.message,
  };
}

function checkZone(timeZone: string): string {
  if (!isTimeZone(timeZone)) throw fieldError('timeZone', 'Not a known time zone');
  return timeZone;
}

async function requireImport(db: Executor, workspaceId: number, id: number, options: { lock?: boolean } = {}): Promise<repo.ImportRow> {
  const row = await repo.findImport(db, workspaceId, id, options);
  if (!row) throw bulkImportErrors.BULK_IMPORT_NOT_FOUND();
  return row;
}

async function requirePreview(db: Executor, workspaceId: number, id: number): Promise<repo.ImportRow> {
  const row = await requireImport(db, workspaceId, id, { lock: true });
  if (row.status !== 'preview') throw bulkImportErrors.BULK_IMPORT_STARTED();
  return row;
}

/** Reads the whole file (at most BULK_IMPORT_MAX_BYTES; a larger one is a 413 that says the limit). */
export async function readFile(source: UploadSource): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source.file) {
    size += (chunk as Buffer).length;
    if (size > BULK_IMPORT_MAX_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  if (size > BULK_IMPORT_MAX_BYTES || source.file.truncated) {
    source.file.resume();
    const limit = `${BULK_IMPORT_MAX_BYTES / (1024 * 1024)} MB`;
    throw bulkImportErrors.BULK_IMPORT_TOO_LARGE(`The file is larger than ${limit}; split it into several files`, [{ field: BULK_IMPORT_FILE_FIELD, message: `must be at most ${limit}` }]);
  }
  return Buffer.concat(chunks);
}

/**
 * Takes a CSV file or an .xlsx workbook (its first sheet), told apart by their bytes: the same
 * bytes already uploaded in the workspace answer that import (and make nothing new); otherwise
 * the file is read, its columns mapped from their names, each row checked, and the import kept
 * as a preview.
 */
export async function uploadImport(deps: BulkImportsDeps, actor: Actor, source: UploadSource, timeZone: string): Promise<BulkImport> {
  const zone = checkZone(timeZone);
  const bytes = await readFile(source);
  const fileHash = createHash('sha256').update(bytes).digest('hex');
  const existing = await repo.findByHash(deps.db, actor.workspaceId, fileHash);
  if (existing) return viewOf(deps.db, existing, true);
  const parsed = await parseFile(bytes);
  const mapping = guessMapping(parsed.headers);
  const lookup = lookupOf(await repo.directoryOf(deps.db, actor.workspaceId, mediaNamesOf(parsed.rows, mapping)));
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const inserted = await repo.insertImport(tx, {
      workspaceId: actor.workspaceId,
      uploadedBy: actor.userId,
      fileName: (source.filename ?? '').split(/[\\/]/).pop()?.slice(0, 255) || `posts.${parsed.kind}`,
      fileHash,
      headers: parsed.headers,
      mapping,
      timeZone: zone,
    });
    if (!inserted) {
      const winner = await repo.findByHash(tx, actor.workspaceId, fileHash);
      if (!winner) throw new Error('an import vanished between two statements');
      return viewOf(tx, winner, true);
    }
    await repo.insertRows(
      tx,
      parsed.rows.map((values, index) => {
        const read = readRow(values, mapping, zone, lookup, now);
        return { importId: inserted.id, workspaceId: actor.workspaceId, number: index + 1, values, status: read.errors.length > 0 ? 'invalid' : 'ready', errors: read.errors };
      }),
    );
    return viewOf(tx, inserted);
  });
}

export async function getImport(deps: BulkImportsDeps, workspaceId: number, id: number): Promise<BulkImport> {
  return viewOf(deps.db, await requireImport(deps.db, workspaceId, id));
}

export async function listImports(deps: BulkImportsDeps, workspaceId: number, query: ListQueryValues): Promise<PageResult<BulkImport>> {
  const page = await repo.listImports(deps.db, workspaceId, query);
  const counts = await repo.countsOf(
    deps.db,
    page.rows.map((row) => row.id),
  );
  return { ...page, rows: page.rows.map((row) => toImport(row, counts.get(row.id))) };
}

export async function listRows(deps: BulkImportsDeps, workspaceId: number, id: number, query: BulkImportRowsQuery): Promise<PageResult<BulkImportRow>> {
  const file = await requireImport(deps.db, workspaceId, id);
  const page = await repo.listRows(deps.db, file.id, query);
  const lookup = lookupOf(await repo.directoryOf(deps.db, workspaceId, mediaNamesOf(page.rows.map((row) => row.values), file.mapping)));
  const now = new Date();
  return { ...page, rows: page.rows.map((row) => toRow(row, readRow(row.values, file.mapping, file.timeZone, lookup, now, file.queue))) };
}

/** The row's status in the preview from its check. */
function checked(row: repo.FileRow, read: ReadRow, values?: Record<string, string>) {
  return { id: row.id, ...(values ? { values } : {}), status: (read.errors.length > 0 ? 'invalid' : 'ready') as BulkImportRowStatus, errors: read.errors };
}

/** Chooses the columns; every row is checked again. */
export async function updateMapping(deps: BulkImportsDeps, workspaceId: number, id: number, body: UpdateBulkMappingBody): Promise<BulkImport> {
  const zone = body.timeZone === undefined ? undefined : checkZone(body.timeZone);
  return deps.db.transaction(async (tx) => {
    const file = await requirePreview(tx, workspaceId, id);
    const unknown = unknownColumns(body.mapping, file.headers);
    if (unknown.length > 0) {
      throw fieldError(`mapping.${unknown[0] ?? ''}`, `The file has no column "${body.mapping[unknown[0] ?? 'text'] ?? ''}"`);
    }
    const updated = await repo.updateImport(tx, file.id, { mapping: body.mapping, ...(zone ? { timeZone: zone } : {}), ...(body.queue !== undefined ? { queue: body.queue } : {}) });
    const rows = await repo.allRows(tx, file.id);
    const lookup = lookupOf(await repo.directoryOf(tx, workspaceId, mediaNamesOf(rows.map((row) => row.values), updated.mapping)));
    const now = new Date();
    await repo.writeChecks(
      tx,
      rows.map((row) => checked(row, readRow(row.values, updated.mapping, updated.timeZone, lookup, now, updated.queue))),
    );
    return viewOf(tx, updated);
  });
}

/** Fixes cells of one row in the preview; the row is checked again. */
export async function updateRow(deps: BulkImportsDeps, workspaceId: number, id: number, number: number, body: UpdateBulkRowBody): Promise<BulkImportRow> {
  return deps.db.transaction(async (tx) => {
    const file = await requirePreview(tx, workspaceId, id);
    const row = await repo.findRow(tx, file.id, number);
    if (!row) throw bulkImportErrors.BULK_IMPORT_ROW_NOT_FOUND();
    const stray = Object.keys(body.values).find((header) => !file.headers.includes(header));
    if (stray !== undefined) throw fieldError(`values.${stray}`, 'The file has no such column');
    const values = { ...row.values, ...Object.fromEntries(Object.entries(body.values).map(([header, value]) => [header, value.trim()])) };
    const read = readRow(values, file.mapping, file.timeZone, lookupOf(await repo.directoryOf(tx, workspaceId, mediaNamesOf([values], file.mapping))), new Date(), file.queue);
    const next = checked(row, read, values);
    await repo.writeChecks(tx, [next]);
    return toRow({ ...row, values, status: next.status, errors: next.errors }, read);
  });
}

/**
 * Starts the import: ready rows are queued (invalid ones skipped) for the workers, as drafts or
 * scheduled posts by the caller, through the composer's rules (approval, plan limits). Starting
 * it again in the same mode (a double click, a retried request) answers the import as it is and
 * queues nothing more; in another mode it is a 409.
 */
export async function startImport(deps: BulkImportsDeps, actor: Actor, id: number, mode: BulkImportMode): Promise<BulkImport> {
  return deps.db.transaction(async (tx) => {
    const file = await requireImport(tx, actor.workspaceId, id, { lock: true });
    if (file.status !== 'preview') {
      if (file.mode !== mode) throw bulkImportErrors.BULK_IMPORT_STARTED();
      return viewOf(tx, file);
    }
    const started = await repo.updateImport(tx, file.id, { status: 'running', mode, authorId: actor.userId, authorRole: actor.role, startedAt: new Date() });
    await repo.queueRows(tx, file.id);
    await repo.finishIfDone(tx, file.id);
    await tx.execute(sql`select pg_notify(${BULK_IMPORT_CHANNEL}, '')`);
    return viewOf(tx, (await repo.findImport(tx, actor.workspaceId, started.id)) ?? started);
  });
}

function messageOf(error: AppError): string {
  const fields = error.fields?.map((field) => `${field.field}: ${field.message}`) ?? [];
  return fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message;
}

/** The file at `url` taken into the library through the outbound guard; its id. */
async function fetchMedia(deps: BulkImportsDeps, uploader: { userId: number; workspaceId: number }, url: string): Promise<number> {
  let response: Response;
  try {
    response = await deps.fetch(url, { redirect: 'follow' });
  } catch (error) {
    throw new AppError('POSTING_BULK_IMPORT_MEDIA_UNREACHABLE', 400, `${url} could not be fetched: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new AppError('POSTING_BULK_IMPORT_MEDIA_UNREACHABLE', 400, `${url} answered ${response.status}`);
  }
  const file = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  const filename = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || undefined;
  const uploaded = await uploadMedia(deps.media, uploader, { file, filename }, undefined);
  return uploaded.item.id;
}

/** A claimed row made ready for the composer: its body, or why it cannot be imported. */
async function prepare(deps: BulkImportsDeps, file: repo.ImportRow, row: repo.FileRow, lookup: Lookup): Promise<{ body: CreatePostBody } | { message: string }> {
  // The networks' rules are the composer's to check as it writes the row (createPosts).
  const read = readRow(row.values, file.mapping, file.timeZone, lookup, new Date(), file.queue, false);
  if (read.errors.length > 0) return { message: read.errors.map((error) => `${error.field}: ${error.message}`).join('; ') };
  const fetched: number[] = [];
  for (const url of read.mediaUrls) {
    try {
      fetched.push(await fetchMedia(deps, { userId: file.authorId ?? file.uploadedBy, workspaceId: file.workspaceId }, url));
    } catch (error) {
      if (error instanceof AppError) return { message: messageOf(error) };
      throw error;
    }
  }
  return {
    body: {
      mode: file.mode ?? 'draft',
      text: read.text,
      mediaIds: [...new Set([...read.mediaIds, ...fetched])],
      ...(read.firstComment ? { firstComment: read.firstComment } : {}),
      ...(read.scheduledAt ? { scheduledAt: read.scheduledAt.toISOString() } : {}),
      timeZone: read.timeZone,
      accountIds: read.accounts.map((account) => account.id),
      overrides: read.overrides,
    },
  };
}

/** Claimed rows of one import made ready for the composer: each row's body, or why it cannot be imported. */
export interface PreparedRows {
  file: repo.ImportRow;
  rows: { row: repo.FileRow; ready: Awaited<ReturnType<typeof prepare>> }[];
}

/** Reads claimed rows of one import as the composer's bodies, each row's media fetched first; nothing is written. */
export async function prepareRows(deps: BulkImportsDeps, file: repo.ImportRow, rows: readonly repo.FileRow[]): Promise<PreparedRows> {
  const lookup = lookupOf(await repo.directoryOf(deps.db, file.workspaceId, mediaNamesOf(rows.map((row) => row.values), file.mapping)));
  const prepared: PreparedRows['rows'] = [];
  for (const row of rows) prepared.push({ row, ready: await prepare(deps, file, row, lookup) });
  return { file, rows: prepared };
}

/**
 * Writes prepared rows of one import in one transaction: the rows still held by `owner` made
 * posts together by the composer's createPosts (a row its rules refuse fails alone, with the
 * composer's message) and marked imported with their posts. A crash before the commit leaves
 * the rows queued for another claim; after it, they are done: no row makes two posts.
 */
export async function writeRows(deps: BulkImportsDeps, owner: string, { file, rows: prepared }: PreparedRows): Promise<void> {
  const actor: Actor = { userId: file.authorId ?? file.uploadedBy, workspaceId: file.workspaceId, role: file.authorRole };
  await deps.db.transaction(async (tx) => {
    const held = await repo.holdRows(
      tx,
      prepared.map(({ row }) => row.id),
      owner,
    );
    const outcomes: Parameters<typeof repo.finishRows>[1][number][] = [];
    const writing: { row: repo.FileRow; body: CreatePostBody }[] = [];
    for (const { row, ready } of prepared) {
      if (!held.has(row.id)) continue;
      if ('message' in ready) outcomes.push({ id: row.id, status: 'failed', postId: null, message: ready.message });
      else writing.push({ row, body: ready.body });
    }
    // Rows without a date (an import to the queues, as scheduled posts) take their accounts' next free slots.
    const now = new Date();
    const posts = { db: deps.db, ports: deps.ports };
    const queued = (body: CreatePostBody) => file.queue && body.mode === 'schedule' && !body.scheduledAt;
    const dated = writing.filter(({ body }) => !queued(body));
    const slotted = writing.filter(({ body }) => queued(body));
    const made = new Map<number, CreatedPost>();
    const datedPosts = await createPosts(tx, posts, actor, dated.map(({ body }) => body), now);
    dated.forEach(({ row }, index) => made.set(row.id, datedPosts[index] as CreatedPost));
    if (slotted.length > 0) {
      const slottedPosts = await createPosts(tx, posts, actor, slotted.map(({ body }) => body), now, placeInQueues(file.workspaceId, now));
      slotted.forEach(({ row }, index) => made.set(row.id, slottedPosts[index] as CreatedPost));
    }
    writing.forEach(({ row }) => {
      const outcome = made.get(row.id);
      if (!outcome) throw new Error('createPosts answered fewer posts than asked');
      outcomes.push('error' in outcome ? { id: row.id, status: 'failed', postId: null, message: messageOf(outcome.error) } : { id: row.id, status: 'imported', postId: outcome.post.id, message: null });
    });
    await repo.finishRows(tx, outcomes);
    await repo.finishIfDone(tx, file.id);
  });
}
