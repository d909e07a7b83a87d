import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeMark, type MediaItem, type Permission, type Post, type Watermark } from '@cadence/contracts';
import { startPosting, until, type PostingHarness } from './posts-harness';
import { startBlueskyPds, type BlueskyPds } from './peers/bluesky';
import { loadSecretBox } from '@cadence/service-kit';
import { loadSigningKey, signToken } from '../src/features/media/media-signing';
import { mediaFilesFor } from '../src/features/media/media.delivery';
import { markedMediaFor } from '../src/features/watermarks/watermarks.delivery';
import { insertAccount } from '../src/features/connections/connections.repository';

const EVERYTHING: Permission[] = ['WaterMark', 'Composer', 'Posts', 'ManageMediaLibrary', 'ManagePlatform'];
const W = 8100;
const OTHER = 8200;

let h: PostingHarness;
let pds: BlueskyPds;
let owner: string;
let stranger: string;
let logo: MediaItem;
let photo: MediaItem;
let bluesky: number;
let page: number;

async function upload(token: string, bytes: Buffer, name: string): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  const encoded = new Response(form);
  const response = await h.test.platform.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { item: MediaItem } }).data.item;
}

async function api<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = owner): Promise<{ status: number; data: T; json: { errors?: { field: string }[]; code?: string } }> {
  const response = await h.request(method, url, { token, ...(body !== undefined ? { body } : {}) });
  const json = response.json() as { data: T; errors?: { field: string }[]; code?: string };
  return { status: response.statusCode, data: json.data, json };
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

/** The image blob of a published Bluesky post, read back from the PDS. */
async function publishedImage(uri: string): Promise<Buffer> {
  const rkey = uri.split('/').pop() ?? '';
  const record = await pds.agent.com.atproto.repo.getRecord({ repo: pds.did, collection: 'app.bsky.feed.post', rkey });
  const embed = (record.data.value as { embed?: { images?: { image: { ref: { toString(): string } } }[] } }).embed;
  const cid = embed?.images?.[0]?.image.ref.toString() ?? '';
  const blob = await pds.agent.com.atproto.sync.getBlob({ did: pds.did, cid });
  return Buffer.from(blob.data);
}

beforeAll(async () => {
  pds = await startBlueskyPds();
  h = await startPosting({ POSTING_WORKERS: '1', BLUESKY_SERVICE_URL: pds.url });
  owner = h.token({ userId: 81, workspaceId: W, permissions: EVERYTHING });
  stranger = h.token({ userId: 82, workspaceId: OTHER, permissions: EVERYTHING });
  logo = await upload(owner, await sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } }).png().toBuffer(), 'logo.png');
  photo = await upload(owner, await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 128, g: 128, b: 128 } } }).jpeg({ quality: 95 }).toBuffer(), 'photo.jpg');
  const connected = await api<{ account: { id: number } }>('POST', '/api/accounts/connect/bluesky', { fields: { identifier: pds.handle, password: pds.appPassword, service: pds.url } });
  expect(connected.status, JSON.stringify(connected.json)).toBe(200);
  bluesky = connected.data.account.id;
  page = await h.connectPage(W, 'Brand page');
}, 60_000);

afterAll(async () => {
  await h?.close();
  await pds?.stop();
});

describe('watermarks API', () => {
  it('creates an image mark with defaults and a preview URL, and a text mark', async () => {
    const image = await api<Watermark>('POST', '/api/watermarks', { name: 'Logo', kind: 'image', mediaId: logo.id, accountIds: [page] });
    expect(image.status, JSON.stringify(image.json)).toBe(201);
    expect(image.data).toMatchObject({ name: 'Logo', kind: 'image', mediaId: logo.id, text: null, position: 'bottom-right', margin: 3, scale: 20, opacity: 80, accountIds: [page] });
    expect(image.data.imageUrl).toMatch(/^\/api\/media\/signed\//);
    const text = await api<Watermark>('POST', '/api/watermarks', { name: 'Handle', kind: 'text', text: '  @cadence  ', color: '#112233', position: 'top-left' });
    expect(text.status).toBe(201);
    expect(text.data).toMatchObject({ kind: 'text', text: '@cadence', color: '#112233', mediaId: null, imageUrl: null, accountIds: [] });
    const listed = await api<Watermark[]>('GET', '/api/watermarks');
    expect(listed.data.map((mark) => mark.name)).toEqual(['Handle', 'Logo']);
  });

  it('refuses a mark with nothing to draw, a video or unknown image, unknown accounts and bad numbers, with field errors', async () => {
    const noText = await api('POST', '/api/watermarks', { name: 'Empty', kind: 'text' });
    expect(noText.status).toBe(400);
    expect(noText.json.errors?.map((e) => e.field)).toEqual(['text']);
    const foreign = await api('POST', '/api/watermarks', { name: 'Foreign', kind: 'image', mediaId: logo.id }, stranger);
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors?.map((e) => e.field)).toEqual(['mediaId']);
    const account = await api('POST', '/api/watermarks', { name: 'Acc', kind: 'text', text: 'x', accountIds: [999_999] });
    expect(account.status).toBe(400);
    expect(account.json.errors?.map((e) => e.field)).toEqual(['accountIds']);
    const bad = await api('POST', '/api/watermarks', { name: 'Bad', kind: 'text', text: 'x', opacity: 101, position: 'middle' });
    expect(bad.status).toBe(400);
    const names = await api<Watermark[]>('GET', '/api/watermarks');
    expect(names.data.map((mark) => mark.name)).not.toContain('Acc');
  });

  it("refuses a TikTok account, naming TikTok's content sharing guidelines, and never draws a mark given to one before on what it publishes", async () => {
    const tiktok = await insertAccount(h.db, { workspaceId: W, type: 'tiktok', externalId: 'tt-creator', name: 'Creator on TikTok', connectedBy: 81 });
    const refused = await api('POST', '/api/watermarks', { name: 'On TikTok', kind: 'text', text: 'Brand', accountIds: [bluesky, tiktok.id] });
    expect(refused.status).toBe(400);
    expect((refused.json as { errors?: { field: string; message: string }[] }).errors).toEqual([
      { field: 'accountIds', message: "Creator on TikTok is a TikTok account: TikTok's content sharing guidelines forbid apps to add a brand name, logo or watermark to content shared to TikTok" },
    ]);
    expect((await api<Watermark[]>('GET', '/api/watermarks')).data.map((mark) => mark.name)).not.toContain('On TikTok');

    // A mark assigned before the rule (written as the table held it) is not drawn either: the
    // image goes to TikTok as it is in the library, and no marked copy is made.
    const mark = await api<Watermark>('POST', '/api/watermarks', { name: 'Old TikTok mark', kind: 'image', mediaId: logo.id });
    expect(mark.status).toBe(201);
    await h.db.execute(sql`insert into posting.watermark_accounts (watermark_id, account_id) values (${mark.data.id}, ${tiktok.id})`);
    const context = { db: h.db, config: h.test.platform.config as never, log: h.test.platform.app.log };
    const files = await mediaFilesFor(context, W, [photo.id]);
    const target = { id: 987_654, postId: 987_654, workspaceId: W, accountId: tiktok.id, platform: 'tiktok' as const };
    const published = await markedMediaFor(context, h.db, target, files);
    expect(published).toEqual(files);
    const original = await h.request('GET', photo.url);
    expect(Buffer.compare(await published[0]!.read(), original.rawPayload)).toBe(0);
    const copies = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from posting.watermark_renders where target_id = ${target.id}`);
    expect(copies[0]?.n).toBe(0);
    expect((await api('DELETE', `/api/watermarks/${mark.data.id}`)).status).toBe(200);
  });

  it('answers 409 for a name taken, 404 in another workspace, 403 without the permission', async () => {
    expect((await api('POST', '/api/watermarks', { name: 'Logo', kind: 'text', text: 'again' })).status).toBe(409);
    const [mine] = (await api<Watermark[]>('GET', '/api/watermarks')).data;
    expect((await api('GET', `/api/watermarks/${mine?.id}`, undefined, stranger)).status).toBe(404);
    expect((await api('PATCH', `/api/watermarks/${mine?.id}`, { opacity: 50 }, stranger)).status).toBe(404);
    expect((await api('DELETE', `/api/watermarks/${mine?.id}`, undefined, stranger)).status).toBe(404);
    const writer = h.token({ userId: 83, workspaceId: W, permissions: ['Composer'] });
    expect((await api('GET', '/api/watermarks', undefined, writer)).status).toBe(403);
    // The composer's preview reads the marks with the Composer permission alone.
    const preview = await api<Watermark[]>('GET', '/api/watermarks/accounts', undefined, writer);
    expect(preview.status).toBe(200);
    expect(preview.data).toHaveLength(2);
  });

  it('moves an account from one mark to another (an account carries one mark) and switches kinds', async () => {
    const marks = (await api<Watermark[]>('GET', '/api/watermarks')).data;
    const handle = marks.find((mark) => mark.name === 'Handle');
    const moved = await api<Watermark>('PATCH', `/api/watermarks/${handle?.id}`, { accountIds: [page] });
    expect(moved.data.accountIds).toEqual([page]);
    const after = (await api<Watermark[]>('GET', '/api/watermarks')).data;
    expect(after.find((mark) => mark.name === 'Logo')?.accountIds).toEqual([]);
    const toImage = await api<Watermark>('PATCH', `/api/watermarks/${handle?.id}`, { kind: 'image' });
    expect(toImage.status).toBe(400);
    expect(toImage.json.errors?.map((e) => e.field)).toEqual(['mediaId']);
    const deleted = await api<Watermark>('DELETE', `/api/watermarks/${handle?.id}`);
    expect(deleted.status).toBe(200);
    expect((await api('GET', `/api/watermarks/${handle?.id}`)).status).toBe(404);
  });
});

describe('publishing with a watermark', () => {
  const settled = (p: Post) => p.status === 'posted' || p.status === 'failed';
  const post = async (id: number) => (await api<Post>('GET', `/api/posts/${id}`)).data;

  it('publishes the marked image to Bluesky, keeps the original and makes the copy once for the target', async () => {
    const logoMark = (await api<Watermark[]>('GET', '/api/watermarks')).data.find((mark) => mark.name === 'Logo');
    const set = await api<Watermark>('PATCH', `/api/watermarks/${logoMark?.id}`, { accountIds: [bluesky], position: 'bottom-right', margin: 5, scale: 20, opacity: 100 });
    expect(set.status).toBe(200);
    const created = await api<Post>('POST', '/api/posts', { mode: 'now', text: 'Marked photo', mediaIds: [photo.id], accountIds: [bluesky] });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.data.watermark).toBe(true);
    const done = await until(() => post(created.data.id), settled, 60_000);
    expect(done.targets[0]?.errorMessage ?? null).toBeNull();
    expect(done.status).toBe('posted');

    const published = await publishedImage(done.targets[0]?.externalId ?? '');
    const meta = await sharp(published).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
    const place = placeMark({ width: 1200, height: 800 }, { width: 400, height: 100 }, { position: 'bottom-right', margin: 5, scale: 20 });
    const inMark = await pixelAt(published, place.left + place.width / 2, place.top + place.height / 2);
    expect(inMark.r).toBeGreaterThan(220);
    expect(inMark.g).toBeLessThan(40);
    const away = await pixelAt(published, 50, 50);
    expect(Math.abs(away.r - 128)).toBeLessThan(8);

    // The library's original is untouched.
    const original = await h.request('GET', photo.url);
    expect(await pixelAt(original.rawPayload, place.left + place.width / 2, place.top + place.height / 2)).toMatchObject({ r: expect.closeTo(128, -1) });
    const copies = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from posting.watermark_renders where target_id = ${done.targets[0]?.id}`);
    expect(copies[0]?.n).toBe(1);

    // Networks that pull media by URL get the marked copy through a signed link of its own,
    // valid only for the copy's workspace.
    const [copy] = await h.db.execute<{ id: number; sha256: string }>(sql`select id, sha256 from posting.watermark_renders where target_id = ${done.targets[0]?.id}`);
    const key = await loadSigningKey(h.db, undefined, loadSecretBox(h.test.platform.config));
    const now = Math.floor(Date.now() / 1000);
    const pulled = await h.request('GET', `/api/media/signed/${signToken(key, W, { id: copy?.id ?? 0, variant: 'marked', expiresAt: now + 60 })}`);
    expect(pulled.statusCode).toBe(200);
    expect(pulled.headers['content-type']).toBe('image/jpeg');
    expect(pulled.headers.etag).toBe(`"${copy?.sha256}"`);
    expect(Buffer.compare(pulled.rawPayload, published)).toBe(0);
    const foreign = await h.request('GET', `/api/media/signed/${signToken(key, OTHER, { id: copy?.id ?? 0, variant: 'marked', expiresAt: now + 60 })}`);
    expect(foreign.statusCode).toBe(403);

    // A later attempt of the same target (what a retry asks) reuses the copy, even once the mark has changed.
    expect((await api('PATCH', `/api/watermarks/${logoMark?.id}`, { position: 'top-left', opacity: 20 })).status).toBe(200);
    const context = { db: h.db, config: h.test.platform.config as never, log: h.test.platform.app.log };
    const target = { id: done.targets[0]?.id ?? 0, postId: done.id, workspaceId: W, accountId: bluesky, platform: 'bluesky' as const };
    const again = await markedMediaFor(context, h.db, target, await mediaFilesFor(context, W, [photo.id]));
    expect(Buffer.compare(await again[0]!.read(), published)).toBe(0);
    expect(new URL(again[0]!.publicUrl).pathname).toMatch(/^\/api\/media\/signed\/\d+\.m\./);
    const still = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from posting.watermark_renders where target_id = ${target.id}`);
    expect(still[0]?.n).toBe(1);
  }, 90_000);

  it('publishes the image as it is when the post switches the mark off', async () => {
    const created = await api<Post>('POST', '/api/posts', { mode: 'now', text: 'Plain photo', mediaIds: [photo.id], accountIds: [bluesky], watermark: false });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.data.watermark).toBe(false);
    const done = await until(() => post(created.data.id), settled, 60_000);
    expect(done.status).toBe('posted');
    const published = await publishedImage(done.targets[0]?.externalId ?? '');
    const place = placeMark({ width: 1200, height: 800 }, { width: 400, height: 100 }, { position: 'bottom-right', margin: 5, scale: 20 });
    const spot = await pixelAt(published, place.left + place.width / 2, place.top + place.height / 2);
    expect(Math.abs(spot.r - 128)).toBeLessThan(8);
    const copies = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from posting.watermark_renders where target_id = ${done.targets[0]?.id}`);
    expect(copies[0]?.n).toBe(0);

    // A copy of the post keeps the mark off; switching it on again is an edit of the draft.
    const duplicated = await api<Post>('POST', `/api/posts/${created.data.id}/duplicate`);
    expect(duplicated.status, JSON.stringify(duplicated.json)).toBe(201);
    expect(duplicated.data.watermark).toBe(false);
    const switched = await api<Post>('PATCH', `/api/posts/${duplicated.data.id}`, { watermark: true });
    expect(switched.status, JSON.stringify(switched.json)).toBe(200);
    expect(switched.data.watermark).toBe(true);
    expect((await post(duplicated.data.id)).watermark).toBe(true);
  }, 90_000);
});
