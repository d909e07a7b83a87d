import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type {
  MediaDeleteResult,
  MediaItem,
  MediaKind,
  MediaListQuery,
  MediaUploadResult,
  MediaUsage,
  MoveMediaBody,
  UpdateMediaBody,
} from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { fieldError } from '@cadence/service-kit';
import type { MediaStorage } from './storage';
import type { MediaUrls } from './media-urls';
import { mediaErrors } from './media.errors';
import { extensionOf, imageThumbnail, probe } from './media-probe';
import { receiveUpload, type UploadSource } from './media-upload';
import { toMediaItem } from './media-view';
import { videoPoster } from './video-poster';
import * as folders from './media-folders.repository';
import * as repo from './media.repository';
import * as usage from './media-usage.repository';

export interface MediaDeps {
  db: Database;
  storage: MediaStorage;
  urls: MediaUrls;
  /** The key of signed URLs. */
  signingKey: () => Promise<Buffer>;
  /** Largest upload per kind, in bytes. */
  limits: Record<MediaKind, number>;
  maxPixels: number;
  ffmpegPath: string;
  /** Where uploads are received before they are checked and stored. */
  tempDir: string;
  log: FastifyBaseLogger;
}

export interface Uploader {
  userId: number;
  workspaceId: number;
}

async function itemsOf(deps: MediaDeps, workspaceId: number, rows: repo.MediaRow[]): Promise<MediaItem[]> {
  const counts = await usage.usageCounts(deps.db, workspaceId, rows.map((row) => row.id));
  return Promise.all(rows.map((row) => toMediaItem(row, counts.get(row.id) ?? 0, deps.urls)));
}

async function itemOf(deps: MediaDeps, row: repo.MediaRow): Promise<MediaItem> {
  const [item] = await itemsOf(deps, row.workspaceId, [row]);
  if (!item) throw new Error('unreachable: one row makes one item');
  return item;
}

export async function listMedia(deps: MediaDeps, workspaceId: number, query: MediaListQuery): Promise<PageResult<MediaItem>> {
  const page = await repo.listItems(deps.db, workspaceId, query);
  return { ...page, rows: await itemsOf(deps, workspaceId, page.rows) };
}

async function requireItem(db: Executor, workspaceId: number, id: number): Promise<repo.MediaRow> {
  const row = await repo.findItem(db, workspaceId, id);
  if (!row) throw mediaErrors.NOT_FOUND();
  return row;
}

export async function getMedia(deps: MediaDeps, workspaceId: number, id: number): Promise<MediaItem> {
  return itemOf(deps, await requireItem(deps.db, workspaceId, id));
}

/** A folder of the workspace, or a 404 on the field that named it. */
async function requireFolder(db: Executor, workspaceId: number, id: number, field: string): Promise<folders.FolderRow> {
  const folder = await folders.findFolder(db, workspaceId, id);
  if (!folder) throw mediaErrors.FOLDER_NOT_FOUND(undefined, [{ field, message: 'is not a folder of your library' }]);
  return folder;
}

async function thumbnailOf(deps: MediaDeps, file: string, kind: MediaKind, durationSeconds: number | null): Promise<Buffer | null> {
  if (kind === 'video') return videoPoster(deps.ffmpegPath, file, durationSeconds);
  const thumbnail = await imageThumbnail(file, deps.maxPixels);
  if (!thumbnail) throw mediaErrors.UNREADABLE(undefined, [{ field: 'file', message: 'could not be decoded' }]);
  return thumbnail;
}

/**
 * Receives one file, checks what it is from its bytes, reads its dimensions (refusing pixel
 * bombs before decoding), makes a thumbnail or poster, stores both, then records the item. The
 * same bytes already in the workspace answer the existing item and store nothing.
 */
export async function uploadMedia(deps: MediaDeps, uploader: Uploader, part: UploadSource, folderId: number | undefined): Promise<MediaUploadResult> {
  const { workspaceId } = uploader;
  if (folderId !== undefined) await requireFolder(deps.db, workspaceId, folderId, 'folderId');
  const received = await receiveUpload(part, deps.tempDir, deps.limits);
  const stored: string[] = [];
  try {
    const existing = await repo.findBySha(deps.db, workspaceId, received.sha256);
    if (existing) return { item: await itemOf(deps, existing), duplicate: true };

    const probed = await probe(received.file, received, deps.maxPixels);
    if (!probed.ok) {
      const message = probed.reason === 'pixels' ? `declares more than ${deps.maxPixels} pixels` : 'cannot be read';
      throw mediaErrors.UNREADABLE(undefined, [{ field: 'file', message }]);
    }
    const { facts } = probed;
    const thumbnail = await thumbnailOf(deps, received.file, facts.kind, facts.durationSeconds);

    const base = `${workspaceId}/${randomUUID()}`;
    const storageKey = `${base}.${extensionOf(facts.mimeType)}`;
    await deps.storage.put(storageKey, { file: received.file, size: received.size }, facts.mimeType);
    stored.push(storageKey);
    const thumbnailKey = thumbnail ? `${base}.thumb.webp` : null;
    if (thumbnail && thumbnailKey) {
      await deps.storage.put(thumbnailKey, thumbnail, 'image/webp');
      stored.push(thumbnailKey);
    }

    const row = await repo.insertItem(deps.db, {
      workspaceId,
      folderId: folderId ?? null,
      name: received.fileName,
      kind: facts.kind,
      mimeType: facts.mimeType,
      sizeBytes: received.size,
      width: facts.width,
      height: facts.height,
      durationSeconds: facts.durationSeconds,
      sha256: received.sha256,
      storageKey,
      thumbnailKey,
      uploadedBy: uploader.userId,
    });
    if (row) {
      stored.length = 0;
      return { item: await itemOf(deps, row), duplicate: false };
    }
    // The same bytes arrived in a parallel upload that recorded first.
    const winner = await repo.findBySha(deps.db, workspaceId, received.sha256);
    if (!winner) throw new Error('A media item vanished between two statements');
    return { item: await itemOf(deps, winner), duplicate: true };
  } finally {
    await rm(received.file, { force: true });
    await removeObjects(deps, stored);
  }
}

async function removeObjects(deps: MediaDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'a media file could not be removed'));
  }
}

function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter((tag) => tag !== ''))];
}

export async function updateMedia(deps: MediaDeps, workspaceId: number, id: number, body: UpdateMediaBody): Promise<MediaItem> {
  await requireItem(deps.db, workspaceId, id);
  if (body.folderId !== undefined && body.folderId !== null) await requireFolder(deps.db, workspaceId, body.folderId, 'folderId');
  const altText = body.altText === undefined ? undefined : body.altText === null || body.altText.trim() === '' ? null : body.altText.trim();
  const name = body.name?.trim();
  if (name === '') throw fieldError('name', 'must not be blank');
  const row = await repo.updateItem(deps.db, workspaceId, id, {
    ...(name !== undefined ? { name } : {}),
    ...(altText !== undefined ? { altText } : {}),
    ...(body.tags !== undefined ? { tags: normaliseTags(body.tags) } : {}),
    ...(body.folderId !== undefined ? { folderId: body.folderId } : {}),
  });
  if (!row) throw mediaErrors.NOT_FOUND();
  return itemOf(deps, row);
}

export async function moveMedia(deps: MediaDeps, workspaceId: number, body: MoveMediaBody): Promise<{ updated: number }> {
  if (body.folderId !== null) await requireFolder(deps.db, workspaceId, body.folderId, 'folderId');
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockItems(tx, workspaceId, body.ids, 'update');
    if (found.length !== body.ids.length) throw mediaErrors.NOT_FOUND('Some of these media items are not in your workspace');
    return { updated: await repo.moveItems(tx, workspaceId, body.ids, body.folderId) };
  });
}

/**
 * Deletes items, all or none: refused while a post on its way to a network uses one of them;
 * drafts lose them. Files are removed once the change is committed.
 */
export async function deleteMedia(deps: MediaDeps, workspaceId: number, ids: readonly number[]): Promise<MediaDeleteResult> {
  const { rows, detached } = await deps.db.transaction(async (tx) => {
    const found = await repo.lockItems(tx, workspaceId, ids, 'update');
    if (found.length !== ids.length) throw mediaErrors.NOT_FOUND(ids.length === 1 ? undefined : 'Some of these media items are not in your workspace');
    const blocking = await usage.blockingPosts(tx, workspaceId, ids);
    if (blocking.length > 0) {
      throw mediaErrors.IN_USE(`Posts waiting to be published use this media (post ${blocking.join(', ')}); change or delete them first`);
    }
    const detachedFrom = await usage.detachFromDrafts(tx, workspaceId, ids);
    return { rows: await repo.deleteItems(tx, workspaceId, ids), detached: detachedFrom };
  });
  await removeObjects(deps, rows.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey])));
  return { deletedIds: rows.map((row) => row.id).sort((a, b) => a - b), detachedFromPostIds: detached };
}

export async function usagesOf(deps: MediaDeps, workspaceId: number, id: number): Promise<MediaUsage[]> {
  await requireItem(deps.db, workspaceId, id);
  return usage.usagesOf(deps.db, workspaceId, id);
}

export function tagCounts(deps: MediaDeps, workspaceId: number) {
  return repo.tagCounts(deps.db, workspaceId);
}
