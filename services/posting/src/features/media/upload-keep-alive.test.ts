import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image, startMedia, type MediaHarness } from './media-test-kit';

let h: MediaHarness;
let base: string;
beforeAll(async () => {
  h = await startMedia({ MEDIA_MAX_IMAGE_BYTES: String(64 * 1024) });
  base = await h.test.platform.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => h?.close());

interface Answer {
  status: number;
  body: string;
  /** The server said it closes the connection after this answer. */
  closes: boolean;
}

/** One request on the agent; rejects when no answer comes within `bound` ms (a hung connection). */
function send(agent: Agent, method: string, path: string, headers: Record<string, string | number>, body?: Buffer, bound = 15_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer to ${method} ${path} within ${bound} ms: the connection hangs`));
    }, bound);
    const url = new URL(path, base);
    const req = httpRequest({ agent, method, hostname: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), closes: res.headers.connection === 'close' });
      });
    });
    // The server may answer and close before the whole refused body is written.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (body) req.write(body);
    req.end();
  });
}

describe('an upload refused for its size part-way through', () => {
  it('leaves a kept-alive client able to send its next request and get an answer', async () => {
    const token = h.token(7);
    const png = await image('png', 8, 8);
    const boundary = 'cadence-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`),
      png,
      Buffer.alloc(4 * 1024 * 1024, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, 'POST', '/api/media', { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length }, body);
      expect(refused.status).toBe(413);
      const next = await send(agent, 'GET', '/api/media/limits', { authorization: `Bearer ${token}` });
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('an upload refused for its type part-way through', () => {
  it('answers 415 on a kept-alive connection and leaves it usable or closed, never hanging', async () => {
    const token = h.token(8);
    const boundary = 'cadence-boundary';
    // Not an image nor a video from its first bytes, with much more behind them than the sniffed head.
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="notes.png"\r\ncontent-type: image/png\r\n\r\n`),
      Buffer.alloc(8 * 1024 * 1024, 0x61),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, 'POST', '/api/media', { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length }, body);
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'POSTING_MEDIA_TYPE_NOT_ALLOWED' });
      // The same agent (one socket at most): the kept-alive socket is reused, or a new one is opened when the server closed it.
      for (let i = 0; i < 3; i += 1) {
        const next = await send(agent, 'GET', '/api/media/limits', { authorization: `Bearer ${token}` });
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
