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

function send(agent: Agent, method: string, path: string, headers: Record<string, string | number>, body?: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpRequest({ agent, method, hostname: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
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
