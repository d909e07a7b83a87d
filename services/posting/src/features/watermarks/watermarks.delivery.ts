import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { NETWORK_RULES, type AccountType } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { MediaFile } from '../../providers/provider';
import { mediaDepsOf, type MediaContext } from '../media/media.deps';
import { extensionOf } from '../media/media-probe';
import * as mediaRepo from '../media/media.repository';
import { markable, markImage, markPicture, markVideo, type MarkSource } from './watermark-render';
import * as repo from './watermarks.repository';

/** The target being published, as marking needs it. */
export interface MarkTarget {
  id: number;
  postId: number;
  workspaceId: number;
  accountId: number;
  platform: AccountType;
}

/** Marked copies keep the item's name with the copy's extension (a video becomes MP4). */
function renamed(name: string, mimeType: string): string {
  const ext = extensionOf(mimeType);
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${ext}`;
}

function asFile(context: MediaContext, file: MediaFile, copy: repo.RenderRow, publicUrl: string): MediaFile {
  const { storage } = mediaDepsOf(context);
  return {
    ...file,
    mimeType: copy.mimeType,
    sizeBytes: copy.sizeBytes,
    fileName: renamed(file.fileName, copy.mimeType),
    publicUrl,
    read: async () => buffer(await storage.get(copy.storageKey)),
  };
}

async function sourceOf(context: MediaContext, db: Executor, mark: repo.WatermarkRow): Promise<MarkSource> {
  if (mark.kind === 'text') return { kind: 'text', text: mark.text ?? '', color: mark.color };
  const [item] = mark.mediaId === null ? [] : await mediaRepo.findItems(db, mark.workspaceId, [mark.mediaId]);
  if (!item) throw new Error(`The image of the watermark "${mark.name}" was deleted from the media library; choose another or switch the watermark off for this post`);
  return { kind: 'image', bytes: await buffer(await mediaDepsOf(context).storage.get(item.storageKey)) };
}

/**
 * The files a target publishes with its account's watermark drawn on its images and videos
 * (unless its post switched the mark off, or its network forbids brand marks): each marked copy is made once per target, stored
 * beside the originals (which are never changed) and reused by every later attempt. Files that
 * are not marked (GIFs, an account without a watermark) are returned as they are.
 */
export async function markedMediaFor(context: MediaContext, db: Executor, target: MarkTarget, files: MediaFile[]): Promise<MediaFile[]> {
  // Never on a network that forbids it (TikTok), whatever mark its account was given before.
  if (NETWORK_RULES[target.platform].brandMarkRefused) return files;
  if (!files.some((file) => markable(file.mimeType))) return files;
  const existing = new Map((await repo.rendersOfTarget(db, target.id)).map((copy) => [copy.mediaId, copy]));
  const deps = mediaDepsOf(context);
  const withUrl = async (file: MediaFile, copy: repo.RenderRow) => asFile(context, file, copy, await deps.urls.forNetworkCopy(copy.workspaceId, copy.id));
  // Copies made before (an earlier attempt) are used even if the mark changed since.
  if (files.every((file) => !markable(file.mimeType) || existing.has(file.id))) {
    return Promise.all(files.map((file) => { const copy = existing.get(file.id); return copy ? withUrl(file, copy) : file; }));
  }
  if (await repo.postWatermarkOff(db, target.postId)) return files;
  const mark = await repo.watermarkOfAccount(db, target.workspaceId, target.accountId);
  if (!mark) return files;
  let drawn: Promise<Awaited<ReturnType<typeof markImage>>> | undefined;
  const drawMark = () => (drawn ??= sourceOf(context, db, mark).then(markImage));
  const settings = { position: mark.position, margin: mark.margin, scale: mark.scale, opacity: mark.opacity };
  const out: MediaFile[] = [];
  for (const file of files) {
    const kind = markable(file.mimeType);
    let copy = existing.get(file.id);
    if (!kind) {
      out.push(file);
      continue;
    }
    if (!copy) {
      const original = await file.read();
      const bytes = kind === 'image' ? await markPicture(original, file.mimeType, await drawMark(), settings) : await markVideo(original, await drawMark(), settings, { ffmpeg: deps.ffmpegPath, tempDir: deps.tempDir });
      const mimeType = kind === 'image' ? file.mimeType : 'video/mp4';
      const storageKey = `${target.workspaceId}/${randomUUID()}.${extensionOf(mimeType)}`;
      await deps.storage.put(storageKey, bytes, mimeType);
      const kept = await repo.insertRender(db, {
        workspaceId: target.workspaceId,
        targetId: target.id,
        mediaId: file.id,
        watermarkId: mark.id,
        storageKey,
        mimeType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      // Another worker kept its copy first: use that one, drop ours.
      if (!kept.inserted) await deps.storage.delete(storageKey);
      copy = kept.row;
    }
    out.push(await withUrl(file, copy));
  }
  return out;
}

/** A marked copy as the media item it was made from, with the copy's bytes, for the signed-URL route. */
export async function markedCopyAsItem(db: Executor, copyId: number): Promise<mediaRepo.MediaRow | undefined> {
  const copy = await repo.findRenderById(db, copyId);
  if (!copy) return undefined;
  const item = await mediaRepo.findItemById(db, copy.mediaId);
  if (!item || item.workspaceId !== copy.workspaceId) return undefined;
  return {
    ...item,
    mimeType: copy.mimeType,
    sizeBytes: copy.sizeBytes,
    sha256: copy.sha256,
    storageKey: copy.storageKey,
    name: renamed(item.name, copy.mimeType),
  };
}

/** Signed app URLs of the workspace's library images among `ids`, for previews of image marks. */
export async function watermarkImageUrls(context: MediaContext, workspaceId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const urls = new Map<number, string>();
  if (ids.length === 0) return urls;
  const deps = mediaDepsOf(context);
  for (const row of await mediaRepo.findItems(deps.db, workspaceId, [...new Set(ids)])) urls.set(row.id, (await deps.urls.forApp(row)).url);
  return urls;
}
