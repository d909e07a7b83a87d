import { Agent, request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@cadence/contracts';
import { startPosting, type PostingHarness } from './posts-harness';

/**
 * Bodies that say multipart/form-data but are not well-formed: every upload route of posting
 * answers them with its own 400 (the file field), never a 500.
 */
const EVERY: Permission[] = ['Composer', 'Posts', 'CreatePosting', 'ManageMediaLibrary'];
const W = 9401;
const HEAD = 'content-disposition: form-data; name="file"; filename="posts.csv"\r\ncontent-type: text/csv';

const MALFORMED: Record<string, { type: string; body: string }> = {
  'no boundary in the content type': { type: 'multipart/form-data', body: `--x\r\n${HEAD}\r\n\r\ntext\r\n--x--\r\n` },
  'an empty boundary': { type: 'multipart/form-data; boundary=', body: `--x\r\n${HEAD}\r\n\r\ntext\r\n--x--\r\n` },
  'a boundary the body never uses': { type: 'multipart/form-data; boundary=elsewhere', body: `--x\r\n${HEAD}\r\n\r\ntext\r\n--x--\r\n` },
  'a body that is not multipart at all': { type: 'multipart/form-data; boundary=x', body: 'hello world' },
  'a body cut inside the part headers': { type: 'multipart/form-data; boundary=x', body: '--x\r\ncontent-disposition: form-data; name="fi' },
  'a body cut inside the file (no closing boundary)': { type: 'multipart/form-data; boundary=x', body: `--x\r\n${HEAD}\r\n\r\ntext,accounts\nhello,page\n` },
  'a field instead of the file': { type: 'multipart/form-data; boundary=x', body: '--x\r\ncontent-disposition: form-data; name="note"\r\n\r\nhello\r\n--x--\r\n' },
  'a part without a name': { type: 'multipart/form-data; boundary=x', body: '--x\r\ncontent-type: text/plain\r\n\r\nhello\r\n--x--\r\n' },
  'no part at all': { type: 'multipart/form-data; boundary=x', body: '--x--\r\n' },
};

const ROUTES = [
  { url: '/api/media', code: 'POSTING_MEDIA_UPLOAD_INVALID' },
  { url: '/api/posts/bulk-imports', code: 'POSTING_BULK_IMPORT_UNREADABLE' },
];

let h: PostingHarness;
let token: string;
let base: string;

beforeAll(async () => {
  h = await startPosting();
  token = h.token({ userId: 1, workspaceId: W, permissions: EVERY });
  base = await h.test.platform.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await h?.close();
});

describe('malformed multipart bodies (app.inject)', () => {
  for (const { url, code } of ROUTES) {
    for (const [name, { type, body }] of Object.entries(MALFORMED)) {
      it(`${url}: ${name} is a 400 on the file field`, async () => {
        const res = await h.test.platform.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': type }, payload: body });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code, errors: [expect.objectContaining({ field: 'file' })] });
        expect(res.json().message).not.toMatch(/internal/i);
      });
    }
  }

  it('/api/media: an image cut short before the closing boundary is a 400, not a stored file nor a 500', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    const body = Buffer.concat([Buffer.from('--x\r\ncontent-disposition: form-data; name="file"; filename="cut.png"\r\ncontent-type: image/png\r\n\r\n'), png]);
    const res = await h.test.platform.app.inject({ method: 'POST', url: '/api/media', headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' }, payload: body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('POSTING_MEDIA_UPLOAD_INVALID');
    const listed = await h.request('GET', '/api/media', { token });
    expect(listed.json().total).toBe(0);
  });
});

interface Answer {
  status: number;
  body: string;
}

/** One request on the agent; rejects when no answer comes within `bound` ms. */
function send(agent: Agent, method: string, path: string, headers: Record<string, string | number>, body?: Buffer | string, bound = 15_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpRequest({ agent, method, hostname: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer to ${method} ${path} within ${bound} ms`));
    }, bound);
    // The server may answer and close before the whole refused body is written.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('malformed multipart bodies over a real socket', () => {
  it('answers 400 on each upload route and keeps the kept-alive connection usable', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const { url, code } of ROUTES) {
        for (const [name, { type, body }] of Object.entries(MALFORMED)) {
          const res = await send(agent, 'POST', url, { authorization: `Bearer ${token}`, 'content-type': type, 'content-length': Buffer.byteLength(body) }, body);
          expect(res.status, `${url}, ${name}: ${res.body}`).toBe(400);
          expect(JSON.parse(res.body)).toMatchObject({ code });
          const next = await send(agent, 'GET', '/api/media/limits', { authorization: `Bearer ${token}` });
          expect(next.status, `after ${url}, ${name}`).toBe(200);
        }
      }
    } finally {
      agent.destroy();
    }
  });
});
