import { buffer } from 'node:stream/consumers';
import type { MediaFacts } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { MediaFile } from '../../providers/provider';
import { mediaDepsOf, type MediaContext } from './media.deps';
import * as repo from './media.repository';

function inOrder(rows: readonly repo.MediaRow[], ids: readonly number[]): repo.MediaRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The files of a post for an adapter, in the order of `ids`; ids not in the workspace are left
 * out (compare lengths). `publicUrl` is an absolute signed URL on PUBLIC_URL valid for
 * MEDIA_PUBLIC_URL_TTL_SECONDS; `read()` streams the bytes from disk or S3 each time.
 */
export async function mediaFilesFor(context: MediaContext, workspaceId: number, ids: readonly number[]): Promise<MediaFile[]> {
  const deps = mediaDepsOf(context);
  const rows = inOrder(await repo.findItems(deps.db, workspaceId, ids), ids);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      kind: row.kind,
      mimeType: row.mimeType,
      sizeBytes: row.sizeBytes,
      ...(row.width !== null ? { width: row.width } : {}),
      ...(row.height !== null ? { height: row.height } : {}),
      ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
      fileName: row.name,
      ...(row.altText ? { altText: row.altText } : {}),
      publicUrl: await deps.urls.forNetwork(row),
      read: async () => buffer(await deps.storage.get(row.storageKey)),
    })),
  );
}

/**
 * What the network rules check, in the order of `ids`; ids not in the workspace are left out.
 * Inside a transaction it locks the items (FOR SHARE) so none is deleted before that transaction
 * commits the post that uses it.
 */
export async function mediaFactsFor(db: Executor, workspaceId: number, ids: readonly number[]): Promise<(MediaFacts & { id: number })[]> {
  const rows = inOrder(await repo.lockItems(db, workspaceId, ids, 'share'), ids);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
  }));
}
