import type { MediaFolder, MediaItem } from '@cadence/contracts';
import type { FolderRow } from './media-folders.repository';
import type { MediaRow } from './media.repository';
import type { MediaUrls } from './media-urls';

export async function toMediaItem(row: MediaRow, usageCount: number, urls: MediaUrls): Promise<MediaItem> {
  const signed = await urls.forApp(row);
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    folderId: row.folderId,
    name: row.name,
    altText: row.altText,
    tags: row.tags,
    kind: row.kind,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    sha256: row.sha256,
    url: signed.url,
    thumbnailUrl: signed.thumbnailUrl,
    urlExpiresAt: signed.expiresAt.toISOString(),
    usageCount,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMediaFolder(row: FolderRow, itemCount: number): MediaFolder {
  return { id: row.id, name: row.name, parentId: row.parentId, itemCount, createdAt: row.createdAt.toISOString() };
}
