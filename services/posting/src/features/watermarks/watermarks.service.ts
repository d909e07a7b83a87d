import { NETWORK_RULES, WATERMARK_DEFAULTS, type CreateWatermarkBody, type UpdateWatermarkBody, type Watermark } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { fieldError } from '@cadence/service-kit';
import type { AccountsPort, MediaPort } from '../delivery/ports';
import * as repo from './watermarks.repository';
import { watermarkErrors } from './watermarks.errors';
import { markable } from './watermark-render';

export interface WatermarksDeps {
  db: Database;
  accounts: AccountsPort;
  media: MediaPort;
  /** Signed app URLs of library images among `ids` (others absent). */
  imageUrls(workspaceId: number, ids: readonly number[]): Promise<Map<number, string>>;
}

function toWatermark(row: repo.WatermarkRow, accountIds: number[], urls: Map<number, string>): Watermark {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mediaId: row.mediaId,
    imageUrl: row.mediaId !== null ? (urls.get(row.mediaId) ?? null) : null,
    text: row.text,
    color: row.color,
    position: row.position,
    margin: row.margin,
    scale: row.scale,
    opacity: row.opacity,
    accountIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  while (current instanceof Error) {
    if ((current as Error & { code?: string }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

async function withNameCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw watermarkErrors.WATERMARK_NAME_TAKEN();
    throw error;
  }
}

async function checkAccounts(db: Executor, deps: WatermarksDeps, workspaceId: number, accountIds: readonly number[]): Promise<void> {
  if (accountIds.length === 0) return;
  const found = await deps.accounts.accountsOfWorkspace(db, workspaceId, accountIds);
  const missing = accountIds.filter((id) => !found.some((account) => account.id === id));
  if (missing.length > 0) throw fieldError('accountIds', `No connected account ${missing.join(', ')} in this workspace`);
  const refused = found.find((account) => NETWORK_RULES[account.type].brandMarkRefused);
  if (refused) throw fieldError('accountIds', `${refused.name} is a ${NETWORK_RULES[refused.type].label} account: ${NETWORK_RULES[refused.type].brandMarkRefused}`);
}

/** An image mark needs a still image of the library; a text mark needs its text. */
async function checkSource(db: Executor, deps: WatermarksDeps, workspaceId: number, mark: { kind: Watermark['kind']; mediaId: number | null; text: string | null }): Promise<void> {
  if (mark.kind === 'text') {
    if (!mark.text?.trim()) throw fieldError('text', 'A text watermark needs its text');
    return;
  }
  if (mark.mediaId === null) throw fieldError('mediaId', 'An image watermark needs an image of the media library');
  const [facts] = await deps.media.mediaFacts(db, workspaceId, [mark.mediaId]);
  if (!facts) throw fieldError('mediaId', `No media item ${mark.mediaId} in this workspace`);
  if (markable(facts.mimeType) !== 'image') throw fieldError('mediaId', 'The watermark must be a JPEG, PNG or WebP image');
}

async function views(deps: WatermarksDeps, db: Executor, workspaceId: number, rows: readonly repo.WatermarkRow[]): Promise<Watermark[]> {
  const accounts = await repo.accountsOf(db, rows.map((row) => row.id));
  const urls = await deps.imageUrls(workspaceId, rows.flatMap((row) => (row.mediaId !== null ? [row.mediaId] : [])));
  return rows.map((row) => toWatermark(row, accounts.get(row.id) ?? [], urls));
}

async function view(deps: WatermarksDeps, db: Executor, workspaceId: number, row: repo.WatermarkRow): Promise<Watermark> {
  const [one] = await views(deps, db, workspaceId, [row]);
  if (!one) throw new Error('no view');
  return one;
}

export async function listWatermarks(deps: WatermarksDeps, workspaceId: number): Promise<Watermark[]> {
  return views(deps, deps.db, workspaceId, await repo.listWatermarks(deps.db, workspaceId));
}

export async function getWatermark(deps: WatermarksDeps, workspaceId: number, id: number): Promise<Watermark> {
  const row = await repo.findWatermark(deps.db, workspaceId, id);
  if (!row) throw watermarkErrors.WATERMARK_NOT_FOUND();
  return view(deps, deps.db, workspaceId, row);
}

export function createWatermark(deps: WatermarksDeps, workspaceId: number, body: CreateWatermarkBody): Promise<Watermark> {
  return withNameCheck(() =>
    deps.db.transaction(async (tx) => {
      const values: repo.WatermarkValues = {
        workspaceId,
        name: body.name.trim(),
        kind: body.kind,
        mediaId: body.kind === 'image' ? (body.mediaId ?? null) : null,
        text: body.kind === 'text' ? (body.text?.trim() ?? null) : null,
        color: body.color ?? WATERMARK_DEFAULTS.color,
        position: body.position ?? WATERMARK_DEFAULTS.position,
        margin: body.margin ?? WATERMARK_DEFAULTS.margin,
        scale: body.scale ?? WATERMARK_DEFAULTS.scale,
        opacity: body.opacity ?? WATERMARK_DEFAULTS.opacity,
      };
      await checkSource(tx, deps, workspaceId, { kind: values.kind, mediaId: values.mediaId ?? null, text: values.text ?? null });
      const accountIds = body.accountIds ?? [];
      await checkAccounts(tx, deps, workspaceId, accountIds);
      const row = await repo.insertWatermark(tx, values);
      await repo.replaceAccounts(tx, row.id, accountIds);
      return view(deps, tx, workspaceId, row);
    }),
  );
}

export function updateWatermark(deps: WatermarksDeps, workspaceId: number, id: number, body: UpdateWatermarkBody): Promise<Watermark> {
  return withNameCheck(() =>
    deps.db.transaction(async (tx) => {
      const found = await repo.findWatermark(tx, workspaceId, id, { lock: true });
      if (!found) throw watermarkErrors.WATERMARK_NOT_FOUND();
      const kind = body.kind ?? found.kind;
      const mediaId = kind === 'image' ? (body.mediaId !== undefined ? body.mediaId : found.mediaId) : null;
      const text = kind === 'text' ? (body.text !== undefined ? (body.text?.trim() ?? null) : found.text) : null;
      await checkSource(tx, deps, workspaceId, { kind, mediaId, text });
      if (body.accountIds) {
        await checkAccounts(tx, deps, workspaceId, body.accountIds);
        await repo.replaceAccounts(tx, id, body.accountIds);
      }
      const row = await repo.updateWatermark(tx, id, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        kind,
        mediaId,
        text,
        ...(body.color !== undefined ? { color: body.color } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.margin !== undefined ? { margin: body.margin } : {}),
        ...(body.scale !== undefined ? { scale: body.scale } : {}),
        ...(body.opacity !== undefined ? { opacity: body.opacity } : {}),
      });
      return view(deps, tx, workspaceId, row);
    }),
  );
}

export function deleteWatermark(deps: WatermarksDeps, workspaceId: number, id: number): Promise<Watermark> {
  return deps.db.transaction(async (tx) => {
    const found = await repo.findWatermark(tx, workspaceId, id, { lock: true });
    if (!found) throw watermarkErrors.WATERMARK_NOT_FOUND();
    const deleted = await view(deps, tx, workspaceId, found);
    await repo.deleteWatermark(tx, id);
    return deleted;
  });
}
