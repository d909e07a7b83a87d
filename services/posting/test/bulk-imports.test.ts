import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import writeXlsxFile from 'write-excel-file/node';
import { sql } from 'drizzle-orm';
import { entitlementsOf, type BulkImport, type BulkImportRow, type Permission, type Post } from '@cadence/contracts';
import { applyEntitlements } from '../src/features/entitlements/entitlements.repository';
import { startImport, type BulkImportsDeps } from '../src/features/bulk-imports/bulk-imports.service';
import { WRITER, startPosting, until, type PostingHarness } from './posts-harness';

let h: PostingHarness;
let events: number;
let other: number;
let media: Server;
let mediaUrl: string;
const A = 501;
const B = 502;
const BULK: Permission[] = [...WRITER, 'CreatePosting'];
const owner = () => h.token({ userId: 11, workspaceId: A, permissions: BULK });
const contributor = () => h.token({ userId: 12, workspaceId: A, role: 'contributor', permissions: BULK });
const ownerB = () => h.token({ userId: 21, workspaceId: B, permissions: BULK });
let sequence = 0;

/** A date this many days ahead, as the file writes it. */
function day(ahead: number): string {
  return new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
}

function multipart(fileName: string, content: Buffer | string): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cadence${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(token: string, content: Buffer | string, fileName = 'posts.csv', timeZone = 'Europe/Bucharest') {
  const { payload, headers } = multipart(fileName, content);
  return h.test.platform.app.inject({ method: 'POST', url: `/api/posts/bulk-imports?timeZone=${encodeURIComponent(timeZone)}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

async function uploaded(token: string, content: string, fileName?: string): Promise<BulkImport> {
  const res = await upload(token, content, fileName);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as BulkImport;
}

async function rows(token: string, id: number, query = ''): Promise<BulkImportRow[]> {
  const res = await h.request('GET', `/api/posts/bulk-imports/${id}/rows?limit=100${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BulkImportRow[];
}

async function finished(token: string, id: number): Promise<BulkImport> {
  return until(
    async () => (await h.request('GET', `/api/posts/bulk-imports/${id}`, { token })).json().data as BulkImport,
    (file) => file.status === 'done',
  );
}

async function postsOf(workspaceId: number, marker: string): Promise<number> {
  const [row] = await h.db.execute<{ n: number }>(sql`select count(*)::int as n from posting.posts where workspace_id = ${workspaceId} and text like ${`%${marker}%`}`);
  return row?.n ?? 0;
}

/** The UTC instant (ms) of a wall-clock date and time in a time zone, as a person reads it there. */
function zonedMs(date: string, time: string, timeZone: string): number {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const wall = (ms: number) => Date.parse(`${new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(ms).replace(' ', 'T')}Z`);
  const first = guess - (wall(guess) - guess);
  return guess - (wall(first) - first);
}

const unique = (label: string) => `${label}-${(sequence += 1)}-${Date.now()}`;

beforeAll(async () => {
  h = await startPosting({ BULK_IMPORT_POLL_MS: '100' });
  await h.connectPage(A, 'Bakery page');
  events = await h.connectPage(A, 'Bakery events');
  other = await h.connectPage(B, 'Other page');
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  media = createServer((request, response) => {
    if (request.url === '/bread.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    } else {
      response.writeHead(404).end('no');
    }
  });
  await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
  mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => media?.close(resolve));
});

describe('bulk scheduling from a file', () => {
  it('previews each row with its errors, fixes a row, imports the rest as scheduled posts in their time zones', async () => {
    const marker = unique('preview');
    const file = [
      'text,accounts,groups,date,time,time zone,first comment',
      `"${marker} one, with a comma",Bakery page,,${day(3)},07:00,,first!`,
      `${marker} two,Bakery page|Bakery events,,${day(4)},18:30,America/New_York,`,
      `${marker} three,Nobody,,${day(5)},09:00,,`,
      `${marker} four,Bakery page,,2020-13-01,09:00,,`,
    ].join('\n');
    const preview = await uploaded(owner(), file);
    expect(preview.status).toBe('preview');
    expect(preview.duplicate).toBe(false);
    expect(preview.mapping).toMatchObject({ text: 'text', accounts: 'accounts', date: 'date', time: 'time', timeZone: 'time zone', firstComment: 'first comment' });
    expect(preview.counts).toMatchObject({ total: 4, ready: 2, invalid: 2 });

    const invalid = await rows(owner(), preview.id, '&status=invalid');
    expect(invalid.map((row) => [row.number, row.errors.map((e) => e.field)])).toEqual([
      [3, ['accounts']],
      [4, ['date']],
    ]);
    // Nothing is written before the import starts.
    expect(await postsOf(A, marker)).toBe(0);

    const fixed = await h.request('PATCH', `/api/posts/bulk-imports/${preview.id}/rows/3`, { token: owner(), body: { values: { accounts: 'bakery events' } } });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({ status: 'ready', errors: [], accounts: [{ id: events, name: 'Bakery events' }] });

    const started = await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'schedule' } });
    expect(started.statusCode, started.body).toBe(202);
    const done = await finished(owner(), preview.id);
    expect(done.counts).toMatchObject({ total: 4, imported: 3, skipped: 1, failed: 0, queued: 0 });

    const imported = await rows(owner(), preview.id);
    const posts = await Promise.all(
      imported.filter((row) => row.postId !== null).map(async (row) => (await h.request('GET', `/api/posts/${row.postId}`, { token: owner() })).json().data as Post),
    );
    expect(posts.map((p) => [p.status, p.timeZone, p.targets.length])).toEqual([
      ['scheduled', 'Europe/Bucharest', 1],
      ['scheduled', 'America/New_York', 2],
      ['scheduled', 'Europe/Bucharest', 1],
    ]);
    expect(posts[0]?.firstComment).toBe('first!');
    const wall = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' }).format(new Date(posts[1]?.scheduledAt ?? 0));
    expect(wall).toBe('18:30');
    expect(imported.find((row) => row.number === 4)).toMatchObject({ status: 'skipped', postId: null });

    // The same file again: the same import, nothing new.
    const again = await upload(owner(), file);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ id: preview.id, duplicate: true, status: 'done' });
    expect(await postsOf(A, marker)).toBe(3);
    // Started again in its mode: the import as it is, nothing new; in the other mode: refused.
    const restart = await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'schedule' } });
    expect(restart.statusCode, restart.body).toBe(202);
    expect(restart.json().data).toMatchObject({ id: preview.id, status: 'done', counts: { imported: 3 } });
    const asDrafts = await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'draft' } });
    expect(asDrafts.statusCode).toBe(409);
    expect(await postsOf(A, marker)).toBe(3);
  });

  it('starts once when Start is sent twice at the same moment (a double click): both answered, each post written once', async () => {
    const marker = unique('double');
    const preview = await uploaded(owner(), `text,accounts,date,time\n${marker} a,Bakery page,${day(7)},09:00\n${marker} b,Bakery page,${day(7)},10:00\n`);
    expect(preview.counts).toMatchObject({ ready: 2 });
    const both = await Promise.all([0, 1].map(() => h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'schedule' } })));
    expect(both.map((res) => res.statusCode)).toEqual([202, 202]);
    const done = await finished(owner(), preview.id);
    expect(done.counts).toMatchObject({ total: 2, imported: 2, failed: 0 });
    expect(await postsOf(A, marker)).toBe(2);
  });

  it('maps columns by hand, takes per-network text, and imports drafts', async () => {
    const marker = unique('mapping');
    const preview = await uploaded(owner(), `Message;Where;When;At;Facebook version\n${marker} plain;Bakery page;${day(6)};10:00;${marker} for Facebook\n`);
    expect(preview.counts).toMatchObject({ total: 1, invalid: 1 });
    const bad = await h.request('PUT', `/api/posts/bulk-imports/${preview.id}/mapping`, { token: owner(), body: { mapping: { text: 'Nope' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'mapping.text', message: 'The file has no column "Nope"' }]);
    const mapped = await h.request('PUT', `/api/posts/bulk-imports/${preview.id}/mapping`, {
      token: owner(),
      body: { mapping: { text: 'Message', accounts: 'Where', date: 'When', time: 'At', 'text.facebook_page': 'Facebook version' }, timeZone: 'UTC' },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data.counts).toMatchObject({ ready: 1, invalid: 0 });
    await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'draft' } });
    await finished(owner(), preview.id);
    const [row] = await rows(owner(), preview.id);
    const post = (await h.request('GET', `/api/posts/${row?.postId ?? 0}`, { token: owner() })).json().data as Post;
    expect(post.status).toBe('draft');
    expect(post.targets[0]?.text).toBe(`${marker} for Facebook`);
    expect(post.scheduledAt).toBe(`${day(6)}T10:00:00.000Z`);
  });

  it('takes the first sheet of an Excel workbook, told by its bytes, with Excel dates and times; a ZIP that is not one is a 400', async () => {
    const marker = unique('workbook');
    const at = (days: number) => new Date(`${day(days)}T00:00:00Z`);
    const workbook = await writeXlsxFile([
      [
        ['Text', 'Accounts', 'Date', 'Time', 'Time zone'],
        [`${marker} one`, 'Bakery page', { value: at(8), type: Date, format: 'yyyy-mm-dd' }, { value: new Date(Date.UTC(1899, 11, 30, 7, 30)), type: Date, format: 'hh:mm' }, 'America/New_York'],
        [`${marker} two`, 'Bakery page|Bakery events', day(9), '18:00', ''],
        [`${marker} three`, 'Nobody', { value: at(9), type: Date, format: 'yyyy-mm-dd' }, '09:00', ''],
      ],
      [['text'], ['the second sheet is not read']],
    ].map((data, index) => ({ data, sheet: `Sheet ${index + 1}` }))).toBuffer();
    // Named .csv: the bytes, not the name, say it is a workbook.
    const res = await upload(owner(), workbook, 'posts.csv');
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data as BulkImport;
    expect(preview.headers).toEqual(['Text', 'Accounts', 'Date', 'Time', 'Time zone']);
    expect(preview.mapping).toMatchObject({ text: 'Text', accounts: 'Accounts', date: 'Date', time: 'Time', timeZone: 'Time zone' });
    expect(preview.counts).toMatchObject({ total: 3, ready: 2, invalid: 1 });
    const [first] = await rows(owner(), preview.id);
    expect(first?.values).toMatchObject({ Date: day(8), Time: '07:30' });
    expect(first?.scheduledAt).toBe(new Date(zonedMs(day(8), '07:30', 'America/New_York')).toISOString());

    await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'schedule' } });
    expect((await finished(owner(), preview.id)).counts).toMatchObject({ imported: 2, skipped: 1 });
    expect(await postsOf(A, marker)).toBe(2);

    // A ZIP archive without a workbook inside, and a workbook cut short, are refused on the file field.
    const notWorkbook = await upload(owner(), Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]), 'posts.xlsx');
    expect(notWorkbook.statusCode).toBe(400);
    expect(notWorkbook.json().errors[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/ZIP archive/) });
    const cut = await upload(owner(), workbook.subarray(0, 1000), 'posts.xlsx');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('POSTING_BULK_IMPORT_UNREADABLE');
    // And a CSV file named .xlsx is read as CSV.
    const named = await uploaded(owner(), `text,accounts,date,time\n${unique('named')},Bakery page,${day(9)},10:00\n`, 'sheet.xlsx');
    expect(named.counts).toMatchObject({ total: 1, ready: 1 });
  });

  it("is an editors' tool: a contributor neither uploads nor starts an import; one started as a contributor still goes through the composer's approval rule", async () => {
    const marker = unique('approval');
    const csv = `text,accounts,date,time\n${marker},Bakery page,${day(7)},08:00\n`;
    expect((await upload(contributor(), csv)).statusCode).toBe(403);
    const preview = await uploaded(owner(), csv);
    const start = await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: contributor(), body: { mode: 'schedule' } });
    expect(start.statusCode, start.body).toBe(403);
    expect(await postsOf(A, marker)).toBe(0);
    // An import a contributor started before imports became an editors' tool keeps its author's role: its rows wait for approval.
    // (Starting only writes to the database, so the service is given nothing else.)
    await startImport({ db: h.db } as BulkImportsDeps, { userId: 12, workspaceId: A, role: 'contributor' }, preview.id, 'schedule');
    await finished(owner(), preview.id);
    const [row] = await rows(owner(), preview.id);
    const post = (await h.request('GET', `/api/posts/${row?.postId ?? 0}`, { token: owner() })).json().data as Post;
    expect(post.status).toBe('not_approved');
    expect(post.needsApproval).toBe(true);
  });

  it("holds the plan's daily limit: rows beyond it fail with the composer's message, the others are imported", async () => {
    const W = 503;
    await h.connectPage(W, 'Limited page');
    const limited = () => h.token({ userId: 31, workspaceId: W, permissions: BULK });
    const base = entitlementsOf(W, 'creator', 'active');
    await applyEntitlements(h.db, { ...base, limits: { ...base.limits, postsPerDayPerUser: 1 }, revision: 9 });
    const marker = unique('limit');
    const preview = await uploaded(limited(), `text,accounts,date,time\n${marker} a,Limited page,${day(10)},08:00\n${marker} b,Limited page,${day(10)},09:00\n`);
    await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: limited(), body: { mode: 'schedule' } });
    const done = await finished(limited(), preview.id);
    expect(done.counts).toMatchObject({ imported: 1, failed: 1 });
    const failed = (await rows(limited(), preview.id)).find((row) => row.status === 'failed');
    expect(failed?.message).toMatch(/allows 1 posts per user per day/);
    expect(await postsOf(W, marker)).toBe(1);
  });

  it("adds rows without a date to the queues: each account's next free slots in row order, dated rows at their date, an account without slots fails its row", async () => {
    const W = 504;
    const slotted = await h.connectPage(W, 'Queued page');
    await h.connectPage(W, 'Slotless page');
    const token = h.token({ userId: 51, workspaceId: W, permissions: [...BULK, 'ScheduledPost'] });
    await applyEntitlements(h.db, { ...entitlementsOf(W, 'enterprise', 'active'), revision: 1 });
    const slots = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => ['09:00', '18:00'].map((time) => ({ day: weekday, time })));
    const set = await h.request('PATCH', `/api/queues/${slotted}`, { token, body: { timeZone: 'Europe/Paris', slots } });
    expect(set.statusCode, set.body).toBe(200);
    const free = (set.json().data as { nextFree: string[] }).nextFree;
    expect(free).toHaveLength(3);

    const marker = unique('queue');
    const preview = await uploaded(
      token,
      `text,accounts,date,time\n${marker} first,Queued page,,\n${marker} dated,Queued page,${day(3)}T12:00:00Z,\n${marker} second,Queued page,,\n${marker} nowhere,Slotless page,,\n`,
    );
    expect(preview.queue).toBe(false);
    expect(preview.counts).toMatchObject({ ready: 1, invalid: 3 });
    const mapped = await h.request('PUT', `/api/posts/bulk-imports/${preview.id}/mapping`, { token, body: { mapping: preview.mapping, queue: true } });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data).toMatchObject({ queue: true, counts: { ready: 4, invalid: 0 } });
    expect((await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token, body: { mode: 'schedule' } })).statusCode).toBe(202);
    const done = await finished(token, preview.id);
    expect(done.counts).toMatchObject({ imported: 3, failed: 1 });

    const byText = new Map((await rows(token, preview.id)).map((row) => [row.text, row]));
    const postOf = async (label: string) => (await h.request('GET', `/api/posts/${byText.get(`${marker} ${label}`)?.postId ?? 0}`, { token })).json().data as Post;
    const first = await postOf('first');
    const second = await postOf('second');
    expect([first.status, second.status]).toEqual(['scheduled', 'scheduled']);
    expect([first.scheduledAt, second.scheduledAt]).toEqual([free[0], free[1]]);
    expect((await postOf('dated')).scheduledAt).toBe(`${day(3)}T12:00:00.000Z`);
    expect(byText.get(`${marker} nowhere`)?.message).toMatch(/Slotless page has no posting slots yet/);
    const queue = ((await h.request('GET', '/api/queues', { token })).json().data as { queues: { accountId: number; entries: { postId: number; slotAt: string }[] }[] }).queues.find(
      (entry) => entry.accountId === slotted,
    );
    expect(queue?.entries.map((entry) => [entry.postId, entry.slotAt])).toEqual([
      [first.id, free[0]],
      [second.id, free[1]],
    ]);
  });

  it('fetches media by address through the outbound guard into the library; an address that fails fails its row only', async () => {
    const marker = unique('media');
    const preview = await uploaded(owner(), `text,accounts,date,time,media_urls\n${marker} a,Bakery page,${day(8)},08:00,${mediaUrl}/bread.png\n${marker} b,Bakery page,${day(8)},09:00,${mediaUrl}/missing.png\n`);
    expect(preview.counts.ready).toBe(2);
    await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'schedule' } });
    const done = await finished(owner(), preview.id);
    expect(done.counts).toMatchObject({ imported: 1, failed: 1 });
    const [ok, missing] = await rows(owner(), preview.id);
    expect(missing?.message).toMatch(/missing\.png answered 404/);
    const post = (await h.request('GET', `/api/posts/${ok?.postId ?? 0}`, { token: owner() })).json().data as Post;
    expect(post.mediaIds).toHaveLength(1);
    const item = (await h.request('GET', `/api/media/${post.mediaIds[0] ?? 0}`, { token: owner() })).json().data as { name: string; kind: string };
    expect(item).toMatchObject({ name: 'bread.png', kind: 'image' });
  });

  it("names library files in any case (the file fetched by address above), and never another workspace's", async () => {
    const marker = unique('library');
    const preview = await uploaded(owner(), `text,accounts,date,time,media_names\n${marker} a,Bakery page,${day(8)},10:00,BREAD.png\n${marker} b,Bakery page,${day(8)},11:00,nope.png\n`);
    expect(preview.counts).toMatchObject({ ready: 1, invalid: 1 });
    const [bad] = await rows(owner(), preview.id, '&status=invalid');
    expect(bad?.errors).toEqual([{ field: 'mediaNames', message: 'No file "nope.png" in the media library' }]);
    await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: owner(), body: { mode: 'schedule' } });
    await finished(owner(), preview.id);
    const [made] = await rows(owner(), preview.id, '&status=imported');
    const post = (await h.request('GET', `/api/posts/${made?.postId ?? 0}`, { token: owner() })).json().data as Post;
    const item = (await h.request('GET', `/api/media/${post.mediaIds[0] ?? 0}`, { token: owner() })).json().data as { name: string };
    expect(item.name).toBe('bread.png');
    const elsewhere = await uploaded(ownerB(), `text,accounts,date,time,media_names\n${marker} c,Other page,${day(8)},10:00,bread.png\n`);
    expect(elsewhere.counts).toMatchObject({ ready: 0, invalid: 1 });
  });

  it('keeps workspaces apart: another workspace can neither see nor change an import, nor name its accounts', async () => {
    const marker = unique('isolation');
    const preview = await uploaded(owner(), `text,accounts,date,time\n${marker},Bakery page,${day(9)},08:00\n`);
    expect((await h.request('GET', `/api/posts/bulk-imports/${preview.id}`, { token: ownerB() })).statusCode).toBe(404);
    expect((await h.request('GET', `/api/posts/bulk-imports/${preview.id}/rows`, { token: ownerB() })).statusCode).toBe(404);
    expect((await h.request('PATCH', `/api/posts/bulk-imports/${preview.id}/rows/1`, { token: ownerB(), body: { values: { text: 'x' } } })).statusCode).toBe(404);
    expect((await h.request('POST', `/api/posts/bulk-imports/${preview.id}/start`, { token: ownerB(), body: { mode: 'draft' } })).statusCode).toBe(404);
    const list = (await h.request('GET', '/api/posts/bulk-imports', { token: ownerB() })).json();
    expect(list.data.map((file: BulkImport) => file.id)).not.toContain(preview.id);
    // The same bytes in workspace B are B's own import, and A's account names mean nothing there.
    const inB = await uploaded(ownerB(), `text,accounts,date,time\n${marker},Bakery page,${day(9)},08:00\n`);
    expect(inB.id).not.toBe(preview.id);
    expect(inB.counts).toMatchObject({ invalid: 1 });
    expect((await rows(ownerB(), inB.id))[0]?.errors[0]?.message).toMatch(/No connected account "Bakery page"/);
    expect(other).toBeGreaterThan(0);
  });

  it('refuses without the permission, a file that is not CSV, and one over the size limit with a 413', async () => {
    const reader = h.token({ userId: 13, workspaceId: A, permissions: ['Posts'] });
    expect((await upload(reader, 'text\nx\n')).statusCode).toBe(403);
    const broken = await upload(owner(), 'text,accounts\n"open quote,Bakery page\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/line/) });
    const big = Buffer.alloc(50 * 1024 * 1024, 'a');
    const res = await upload(owner(), big, 'big.csv');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 20 MB/);
  });
});
