import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { MediaDeleteResult, MediaFolder, MediaItem, MediaTagCount, MediaUploadResult, MediaUsage } from '@cadence/contracts';
import { loadSecretBox } from '@cadence/service-kit';
import { posts, postTargets } from '../posts/posts.tables';
import { body, fixture, image, pngDeclaring, startMedia, type MediaHarness } from './media-test-kit';
import { mediaFactsFor, mediaFilesFor } from './media.delivery';
import { loadSigningKey, signToken } from './media-signing';
import { mediaItems } from './media.tables';

let h: MediaHarness;
const A = 101;
const B = 202;
let tokenA: string;
let tokenB: string;

async function uploaded(token: string, bytes: Buffer, name: string, query = ''): Promise<MediaItem> {
  const response = await h.upload(token, bytes, name, { query });
  expect(response.statusCode, response.body).toBe(201);
  return body<MediaUploadResult>(response).data.item;
}

async function insertPost(workspaceId: number, status: 'draft' | 'scheduled' | 'posted', mediaIds: number[], targetMediaIds: number[] | null = null): Promise<number> {
  const [post] = await h.db
    .insert(posts)
    .values({ workspaceId, authorId: 1, status, text: `A ${status} post`, mediaIds, scheduledAt: status === 'draft' ? null : new Date(Date.now() + 3_600_000) })
    .returning();
  if (!post) throw new Error('no post');
  await h.db.insert(postTargets).values({ postId: post.id, workspaceId, accountId: 1, platform: 'bluesky', accountName: 'Account', mediaIds: targetMediaIds });
  return post.id;
}

beforeAll(async () => {
  h = await startMedia({ MEDIA_MAX_IMAGE_BYTES: String(200 * 1024), MEDIA_MAX_GIF_BYTES: String(100 * 1024) });
  tokenA = h.token(A);
  tokenB = h.token(B);
});
afterAll(async () => {
  await h?.close();
});

describe('upload', () => {
  it('stores a PNG with its dimensions and a WebP thumbnail served through its signed URL', async () => {
    const item = await uploaded(tokenA, await image('png', 1200, 600, 1), 'wide.png');
    expect(item).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 1200, height: 600, name: 'wide.png', workspaceId: A, folderId: null, usageCount: 0 });
    expect(item.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(item.thumbnailUrl).toMatch(/^\/api\/media\/signed\//);

    const thumbnail = await h.request('GET', item.thumbnailUrl ?? '');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([480, 240]);

    const file = await h.request('GET', item.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(file.rawPayload.length).toBe(item.sizeBytes);
  });

  it('takes the type from the bytes, not the name or the declared type', async () => {
    const jpeg = await image('jpeg', 40, 30, 2);
    const response = await h.upload(tokenA, jpeg, 'looks-like.png', { type: 'image/png' });
    expect(response.statusCode).toBe(201);
    expect(body<MediaUploadResult>(response).data.item).toMatchObject({ mimeType: 'image/jpeg', kind: 'image', width: 40, height: 30 });
  });

  it('refuses a PDF named .jpg with 415 and a field error', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const response = await h.upload(tokenA, pdf, 'holiday.jpg', { type: 'image/jpeg' });
    expect(response.statusCode).toBe(415);
    expect(body(response).code).toBe('POSTING_MEDIA_TYPE_NOT_ALLOWED');
    expect(body(response).errors?.[0]?.field).toBe('file');
  });

  it('refuses an image over the image limit with 413 and stores nothing', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 400, height: 400, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noisy.length).toBeGreaterThan(200 * 1024);
    const response = await h.upload(tokenA, noisy, 'big.png');
    expect(response.statusCode).toBe(413);
    expect(body(response).code).toBe('POSTING_MEDIA_TOO_LARGE');
    const list = body<MediaItem[]>(await h.request('GET', '/api/media?search=big.png', { token: tokenA }));
    expect(list.data).toHaveLength(0);
  });

  it('refuses a PNG whose header declares a decompression bomb, before decoding it', async () => {
    const bomb = await pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1024);
    const response = await h.upload(tokenA, bomb, 'bomb.png');
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('POSTING_MEDIA_UNREADABLE');
    expect(body(response).errors?.[0]?.message).toMatch(/pixels/);
  });

  it('refuses an empty upload and a request without the file field', async () => {
    expect((await h.upload(tokenA, Buffer.alloc(0), 'empty.png')).statusCode).toBe(415);
    const wrongField = await h.upload(tokenA, await image('png', 4, 4, 3), 'a.png', { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(body(wrongField).code).toBe('POSTING_MEDIA_UPLOAD_INVALID');
    const json = await h.request('POST', '/api/media', { token: tokenA, body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('stores a GIF as its own kind', async () => {
    const item = await uploaded(tokenA, await image('gif', 20, 10, 4), 'anim.gif');
    expect(item).toMatchObject({ kind: 'gif', mimeType: 'image/gif', width: 20, height: 10 });
    expect(item.thumbnailUrl).not.toBeNull();
  });

  it('reads MP4, QuickTime and WebM videos: dimensions, duration, and a poster frame from ffmpeg', async () => {
    const expected = { 'clip.mp4': 'video/mp4', 'clip.mov': 'video/quicktime', 'clip.webm': 'video/webm' } as const;
    for (const [name, mimeType] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const item = await uploaded(tokenA, await fixture(name), name);
      expect(item).toMatchObject({ kind: 'video', mimeType, width: 64, height: 48 });
      expect(item.durationSeconds).toBeCloseTo(1, 1);
      const poster = await h.request('GET', item.thumbnailUrl ?? '/missing');
      expect(poster.statusCode).toBe(200);
      expect((await sharp(poster.rawPayload).metadata()).format).toBe('webp');
      const file = await h.request('GET', item.url);
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['content-type']).toBe(mimeType);
    }
  });

  it('serves byte ranges of a video and refuses an unsatisfiable one', async () => {
    const item = await uploaded(tokenA, await fixture('clip.mp4'), 'clip.mp4');
    const part = await h.request('GET', item.url, { headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${item.sizeBytes}`);
    expect(part.rawPayload).toEqual((await fixture('clip.mp4')).subarray(0, 100));
    const beyond = await h.request('GET', item.url, { headers: { range: `bytes=${item.sizeBytes + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers the same bytes with the existing item, per workspace', async () => {
    const bytes = await image('png', 30, 30, 5);
    const first = await uploaded(tokenA, bytes, 'one.png');
    const again = await h.upload(tokenA, bytes, 'two.png');
    expect(body<MediaUploadResult>(again).data).toMatchObject({ duplicate: true, item: { id: first.id, name: 'one.png' } });
    const [{ n }] = (await h.test.platform.sql!`select count(*)::int as n from posting.media_items where sha256 = ${first.sha256}`) as unknown as [{ n: number }];
    expect(n).toBe(1);
    const other = await uploaded(tokenB, bytes, 'mine.png');
    expect(other.id).not.toBe(first.id);
    expect(other.workspaceId).toBe(B);
  });

  it('keeps one item when the same bytes arrive in parallel', async () => {
    const bytes = await image('png', 32, 32, 6);
    const answers = await Promise.all([0, 1, 2, 3].map(() => h.upload(tokenA, bytes, 'race.png')));
    const results = answers.map((answer) => body<MediaUploadResult>(answer).data);
    expect(new Set(results.map((result) => result.item.id)).size).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
  });
});

describe('library', () => {
  it('organises items in folders (one level), tags and searches them', async () => {
    const campaign = body<MediaFolder>(await h.request('POST', '/api/media/folders', { token: tokenA, body: { name: 'Campaign' } })).data;
    const summer = body<MediaFolder>(await h.request('POST', '/api/media/folders', { token: tokenA, body: { name: 'Summer', parentId: campaign.id } })).data;
    expect(summer.parentId).toBe(campaign.id);
    const tooDeep = await h.request('POST', '/api/media/folders', { token: tokenA, body: { name: 'Deeper', parentId: summer.id } });
    expect(tooDeep.statusCode).toBe(400);
    expect(body(tooDeep).code).toBe('POSTING_MEDIA_FOLDER_TOO_DEEP');
    const taken = await h.request('POST', '/api/media/folders', { token: tokenA, body: { name: 'campaign' } });
    expect(taken.statusCode).toBe(409);

    const beach = await uploaded(tokenA, await image('jpeg', 50, 50, 7), 'beach-day.jpg', `?folderId=${summer.id}`);
    expect(beach.folderId).toBe(summer.id);
    const patched = await h.request('PATCH', `/api/media/${beach.id}`, { token: tokenA, body: { name: 'Beach day', altText: 'Waves at noon', tags: ['Summer', 'beach', 'summer'] } });
    expect(patched.statusCode).toBe(200);
    expect(body<MediaItem>(patched).data).toMatchObject({ name: 'Beach day', altText: 'Waves at noon', tags: ['summer', 'beach'] });

    const byTag = body<MediaItem[]>(await h.request('GET', '/api/media?tag=beach', { token: tokenA }));
    expect(byTag.data.map((item) => item.id)).toEqual([beach.id]);
    const byFolder = body<MediaItem[]>(await h.request('GET', `/api/media?folderId=${summer.id}`, { token: tokenA }));
    expect(byFolder.data.map((item) => item.id)).toEqual([beach.id]);
    const topLevel = body<MediaItem[]>(await h.request('GET', '/api/media?folderId=0&limit=100', { token: tokenA }));
    expect(topLevel.data.map((item) => item.id)).not.toContain(beach.id);
    for (const search of ['beach d', 'waves', 'summer']) {
      const found = body<MediaItem[]>(await h.request('GET', `/api/media?search=${encodeURIComponent(search)}`, { token: tokenA }));
      expect(found.data.map((item) => item.id)).toContain(beach.id);
    }
    const videos = body<MediaItem[]>(await h.request('GET', '/api/media?kind=video&limit=100', { token: tokenA }));
    expect(videos.data.length).toBeGreaterThan(0);
    expect(videos.data.every((item) => item.kind === 'video')).toBe(true);
    const sorted = body<MediaItem[]>(await h.request('GET', '/api/media?orderBy=sizeBytes&order=desc&limit=100', { token: tokenA }));
    const sizes = sorted.data.map((item) => item.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect((await h.request('GET', '/api/media?orderBy=sha256', { token: tokenA })).statusCode).toBe(400);

    const tags = body<MediaTagCount[]>(await h.request('GET', '/api/media/tags', { token: tokenA })).data;
    expect(tags).toEqual(expect.arrayContaining([{ tag: 'beach', count: 1 }, { tag: 'summer', count: 1 }]));

    const folders = body<MediaFolder[]>(await h.request('GET', '/api/media/folders', { token: tokenA })).data;
    expect(folders.find((folder) => folder.id === summer.id)?.itemCount).toBe(1);

    const moved = await h.request('POST', '/api/media/bulk/move', { token: tokenA, body: { ids: [beach.id], folderId: campaign.id } });
    expect(body(moved).data).toEqual({ updated: 1 });
    const removed = await h.request('DELETE', `/api/media/folders/${campaign.id}`, { token: tokenA });
    expect(removed.statusCode).toBe(200);
    const after = body<MediaItem>(await h.request('GET', `/api/media/${beach.id}`, { token: tokenA })).data;
    expect(after.folderId).toBeNull();
    const left = body<MediaFolder[]>(await h.request('GET', '/api/media/folders', { token: tokenA })).data;
    expect(left.map((folder) => folder.id)).not.toContain(summer.id);
  });

  it('shows where an item is used, refuses deleting it while a scheduled post uses it, and takes it out of drafts', async () => {
    const hero = await uploaded(tokenA, await image('png', 60, 60, 8), 'hero.png');
    const extra = await uploaded(tokenA, await image('png', 60, 60, 9), 'extra.png');
    const draftId = await insertPost(A, 'draft', [extra.id, hero.id]);
    const scheduledId = await insertPost(A, 'scheduled', [], [hero.id]);
    const postedId = await insertPost(A, 'posted', [extra.id]);

    const usages = body<MediaUsage[]>(await h.request('GET', `/api/media/${hero.id}/usages`, { token: tokenA })).data;
    expect(usages.map((usage) => [usage.postId, usage.status, usage.blocksDelete])).toEqual([
      [scheduledId, 'scheduled', true],
      [draftId, 'draft', false],
    ]);
    const listed = body<MediaItem>(await h.request('GET', `/api/media/${hero.id}`, { token: tokenA })).data;
    expect(listed.usageCount).toBe(2);

    const refused = await h.request('DELETE', `/api/media/${hero.id}`, { token: tokenA });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('POSTING_MEDIA_IN_USE');
    const bulkRefused = await h.request('POST', '/api/media/bulk/delete', { token: tokenA, body: { ids: [extra.id, hero.id] } });
    expect(bulkRefused.statusCode).toBe(409);
    expect((await h.request('GET', `/api/media/${extra.id}`, { token: tokenA })).statusCode).toBe(200);

    const deleted = await h.request('DELETE', `/api/media/${extra.id}`, { token: tokenA });
    expect(deleted.statusCode).toBe(200);
    expect(body<MediaDeleteResult>(deleted).data).toEqual({ deletedIds: [extra.id], detachedFromPostIds: [draftId] });
    const [draft] = await h.db.select().from(posts).where(eq(posts.id, draftId));
    expect(draft?.mediaIds).toEqual([hero.id]);
    const [posted] = await h.db.select().from(posts).where(eq(posts.id, postedId));
    expect(posted?.mediaIds).toEqual([extra.id]);
    expect((await h.request('GET', extra.url)).statusCode).toBe(403);
  });
});

describe('signed URLs', () => {
  it('refuse an expired or forged link, and a link signed for another workspace', async () => {
    const item = await uploaded(tokenA, await image('png', 10, 10, 10), 'signed.png');
    const key = await loadSigningKey(h.db, undefined, loadSecretBox(h.test.platform.config));
    const now = Math.floor(Date.now() / 1000);
    const valid = signToken(key, A, { id: item.id, variant: 'file', expiresAt: now + 60 });
    expect((await h.request('GET', `/api/media/signed/${valid}`)).statusCode).toBe(200);
    const expired = signToken(key, A, { id: item.id, variant: 'file', expiresAt: now - 1 });
    expect((await h.request('GET', `/api/media/signed/${expired}`)).statusCode).toBe(403);
    const longer = valid.replace(/\.(\d+)\./, (_, expiry: string) => `.${Number(expiry) + 86_400}.`);
    expect((await h.request('GET', `/api/media/signed/${longer}`)).statusCode).toBe(403);
    const otherWorkspace = signToken(key, B, { id: item.id, variant: 'file', expiresAt: now + 60 });
    expect((await h.request('GET', `/api/media/signed/${otherWorkspace}`)).statusCode).toBe(403);
    const wrongKey = signToken(Buffer.from('another key of thirty-two bytes!!'), A, { id: item.id, variant: 'file', expiresAt: now + 60 });
    expect((await h.request('GET', `/api/media/signed/${wrongKey}`)).statusCode).toBe(403);
    expect((await h.request('GET', '/api/media/signed/not-a-token')).statusCode).toBe(403);
  });

  it('hands delivery the files in order with an absolute public URL and their bytes', async () => {
    const first = await uploaded(tokenA, await image('webp', 12, 12, 11), 'first.webp');
    const second = await uploaded(tokenA, await image('png', 14, 12, 12), 'second.png');
    const foreign = await uploaded(tokenB, await image('png', 9, 9, 13), 'foreign.png');
    const context = { db: h.db, config: h.test.platform.config as never, log: h.test.platform.app.log };
    const files = await mediaFilesFor(context, A, [second.id, foreign.id, first.id]);
    expect(files.map((file) => file.id)).toEqual([second.id, first.id]);
    expect(files[0]).toMatchObject({ kind: 'image', mimeType: 'image/png', width: 14, height: 12, fileName: 'second.png' });
    const bytes = await files[0]!.read();
    expect(bytes.length).toBe(second.sizeBytes);
    const url = new URL(files[0]!.publicUrl);
    expect(url.protocol).toMatch(/^https?:$/);
    const fetched = await h.request('GET', url.pathname);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload).toEqual(bytes);
    const facts = await mediaFactsFor(h.db, A, [first.id, foreign.id]);
    expect(facts).toEqual([{ id: first.id, kind: 'image', name: 'first.webp', mimeType: 'image/webp', sizeBytes: first.sizeBytes, width: 12, height: 12 }]);
  });
});

describe('access', () => {
  it('keeps each workspace to its own items and folders', async () => {
    const mine = await uploaded(tokenA, await image('png', 16, 16, 14), 'private.png');
    const folder = body<MediaFolder>(await h.request('POST', '/api/media/folders', { token: tokenA, body: { name: 'Private' } })).data;
    const asB = { token: tokenB };
    expect((await h.request('GET', `/api/media/${mine.id}`, asB)).statusCode).toBe(404);
    expect((await h.request('GET', `/api/media/${mine.id}/file`, asB)).statusCode).toBe(404);
    expect((await h.request('GET', `/api/media/${mine.id}/usages`, asB)).statusCode).toBe(404);
    expect((await h.request('PATCH', `/api/media/${mine.id}`, { ...asB, body: { name: 'stolen' } })).statusCode).toBe(404);
    expect((await h.request('DELETE', `/api/media/${mine.id}`, asB)).statusCode).toBe(404);
    expect((await h.request('POST', '/api/media/bulk/move', { ...asB, body: { ids: [mine.id], folderId: null } })).statusCode).toBe(404);
    expect((await h.request('POST', '/api/media/bulk/delete', { ...asB, body: { ids: [mine.id] } })).statusCode).toBe(404);
    expect((await h.request('PATCH', `/api/media/folders/${folder.id}`, { ...asB, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await h.request('DELETE', `/api/media/folders/${folder.id}`, asB)).statusCode).toBe(404);
    expect((await h.upload(tokenB, await image('png', 5, 5, 15), 'b.png', { query: `?folderId=${folder.id}` })).statusCode).toBe(404);
    const listB = body<MediaItem[]>(await h.request('GET', '/api/media?limit=100', asB)).data;
    expect(listB.every((item) => item.workspaceId === B)).toBe(true);
    const foldersB = body<MediaFolder[]>(await h.request('GET', '/api/media/folders', asB)).data;
    expect(foldersB.map((f) => f.id)).not.toContain(folder.id);
    const [row] = await h.db.select().from(mediaItems).where(eq(mediaItems.id, mine.id));
    expect(row?.name).toBe('private.png');
  });

  it('needs ManageMediaLibrary, or Composer to read and upload only', async () => {
    const none = h.token(A, ['Posts']);
    expect((await h.request('GET', '/api/media', { token: none })).statusCode).toBe(403);
    expect((await h.upload(none, await image('png', 6, 6, 16), 'x.png')).statusCode).toBe(403);
    expect((await h.request('GET', '/api/media')).statusCode).toBe(401);

    const composer = h.token(A, ['Composer']);
    expect((await h.request('GET', '/api/media', { token: composer })).statusCode).toBe(200);
    const item = await uploaded(composer, await image('png', 6, 6, 17), 'from-composer.png');
    expect((await h.request('PATCH', `/api/media/${item.id}`, { token: composer, body: { name: 'x' } })).statusCode).toBe(403);
    expect((await h.request('DELETE', `/api/media/${item.id}`, { token: composer })).statusCode).toBe(403);
    expect((await h.request('POST', '/api/media/folders', { token: composer, body: { name: 'x' } })).statusCode).toBe(403);
    const limits = await h.request('GET', '/api/media/limits', { token: composer });
    expect(body(limits).data).toMatchObject({ maxBytes: { image: 200 * 1024, gif: 100 * 1024 }, videoPosters: true });
  });
});
