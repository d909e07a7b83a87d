import type { CreateMediaFolderBody, MediaFolder, UpdateMediaFolderBody } from '@cadence/contracts';
import type { Database, Executor } from '@cadence/db';
import { fieldError } from '@cadence/service-kit';
import { mediaErrors } from './media.errors';
import { toMediaFolder } from './media-view';
import * as repo from './media-folders.repository';

async function requireFolder(db: Executor, workspaceId: number, id: number): Promise<repo.FolderRow> {
  const folder = await repo.findFolder(db, workspaceId, id);
  if (!folder) throw mediaErrors.FOLDER_NOT_FOUND();
  return folder;
}

/** A parent must be a top-level folder of the workspace: folders nest one level. */
async function checkParent(db: Executor, workspaceId: number, parentId: number): Promise<void> {
  const parent = await repo.findFolder(db, workspaceId, parentId);
  if (!parent) throw mediaErrors.FOLDER_NOT_FOUND(undefined, [{ field: 'parentId', message: 'is not a folder of your library' }]);
  if (parent.parentId !== null) throw mediaErrors.FOLDER_TOO_DEEP(undefined, [{ field: 'parentId', message: 'must be a top-level folder' }]);
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw fieldError('name', 'must not be blank');
  return trimmed;
}

const nameTaken = () => mediaErrors.FOLDER_NAME_TAKEN(undefined, [{ field: 'name', message: 'is already used by a folder there' }]);

export async function listFolders(db: Database, workspaceId: number): Promise<MediaFolder[]> {
  const rows = await repo.listFolders(db, workspaceId);
  return rows.map((row) => toMediaFolder(row, row.itemCount));
}

export async function createFolder(db: Database, workspaceId: number, body: CreateMediaFolderBody): Promise<MediaFolder> {
  const parentId = body.parentId ?? null;
  if (parentId !== null) await checkParent(db, workspaceId, parentId);
  const row = await repo.insertFolder(db, { workspaceId, parentId, name: cleanName(body.name) });
  if (!row) throw nameTaken();
  return toMediaFolder(row, 0);
}

export async function updateFolder(db: Database, workspaceId: number, id: number, body: UpdateMediaFolderBody): Promise<MediaFolder> {
  return db.transaction(async (tx) => {
    const folder = await requireFolder(tx, workspaceId, id);
    if (body.parentId !== undefined && body.parentId !== null) {
      if (body.parentId === id) throw fieldError('parentId', 'cannot be the folder itself');
      await checkParent(tx, workspaceId, body.parentId);
      if (await repo.hasChildren(tx, workspaceId, id)) {
        throw mediaErrors.FOLDER_TOO_DEEP('A folder with folders inside stays at the top level', [{ field: 'parentId', message: 'must be empty for a folder that has folders inside' }]);
      }
    }
    const name = body.name === undefined ? undefined : cleanName(body.name);
    const changes = { ...(name !== undefined ? { name } : {}), ...(body.parentId !== undefined ? { parentId: body.parentId } : {}) };
    if (Object.keys(changes).length === 0) return toMediaFolder(folder, await repo.itemCount(tx, workspaceId, id));
    let row: repo.FolderRow | undefined;
    try {
      row = await tx.transaction((savepoint) => repo.updateFolder(savepoint, workspaceId, id, changes));
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    if (!row) throw mediaErrors.FOLDER_NOT_FOUND();
    return toMediaFolder(row, await repo.itemCount(tx, workspaceId, id));
  });
}

export async function deleteFolder(db: Database, workspaceId: number, id: number): Promise<MediaFolder> {
  return db.transaction(async (tx) => {
    const folder = await requireFolder(tx, workspaceId, id);
    const count = await repo.itemCount(tx, workspaceId, id);
    await repo.deleteFolder(tx, folder);
    return toMediaFolder(folder, count);
  });
}

function isUniqueViolation(error: unknown): boolean {
  const cause = typeof error === 'object' && error !== null ? (Reflect.get(error, 'cause') ?? error) : error;
  return typeof cause === 'object' && cause !== null && Reflect.get(cause, 'code') === '23505';
}
