import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { widgetsService } from './fixtures/widgets.service';

let t: TestPlatform;
let base: string;
beforeAll(async () => {
  t = await startTestPlatform([widgetsService], { BODY_LIMIT_BYTES: '2048' });
  base = await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

function send(agent: Agent, method: string, path: string, body?: string, chunked = false): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpRequest(
      { agent, method, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers: body === undefined ? {} : chunked ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    if (body !== undefined && chunked) {
      // A body sent in pieces without a length: it is refused while it is still arriving.
      for (let i = 0; i < body.length; i += 4096) req.write(body.slice(i, i + 4096));
    } else if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('input edges', () => {
  it.each([
    ['with a content length', false],
    ['sent in chunks', true],
  ])('answers the next request on a kept-alive connection after refusing a body over the limit (%s)', async (_how, chunked) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ name: 'x'.repeat(64 * 1024), price: 1 });
      const refused = await send(agent, 'POST', '/api/widgets', big, chunked);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ success: false, statusCode: 413 });
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('refuses a NUL character in a body field, naming the field', async () => {
    const token = t.token({ userId: 1, workspaceId: 1, permissions: ['PricePlan'] });
    const res = await t.platform.app.inject({
      method: 'POST',
      url: '/api/widgets',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name":"a\\u0000b","price":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'must not contain the NUL character' }]);
  });

  it('refuses a NUL character in the query, naming the field', async () => {
    const token = t.token({ userId: 1, workspaceId: 1 });
    const res = await t.platform.app.inject({ method: 'GET', url: '/api/widgets?search=a%00b', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'search', message: 'must not contain the NUL character' }]);
  });

  it.each([
    ['an array', '{"name":["a","b"],"price":1}', 'name'],
    ['a boolean', '{"name":true,"price":1}', 'name'],
    ['a number', '{"name":12,"price":1}', 'name'],
    ['a string of digits for a number', '{"name":"pen","price":"12"}', 'price'],
  ])('refuses %s where the body asks for another type, storing nothing', async (_what, payload, field) => {
    const token = t.token({ userId: 1, workspaceId: 1, permissions: ['PricePlan'] });
    const before = await t.platform.app.inject({ method: 'GET', url: '/api/widgets', headers: { authorization: `Bearer ${token}` } });
    const res = await t.platform.app.inject({ method: 'POST', url: '/api/widgets', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    const after = await t.platform.app.inject({ method: 'GET', url: '/api/widgets', headers: { authorization: `Bearer ${token}` } });
    expect(after.json().total).toBe(before.json().total);
  });

  it('still reads a number from the query string', async () => {
    const token = t.token({ userId: 1, workspaceId: 1 });
    const res = await t.platform.app.inject({ method: 'GET', url: '/api/widgets?limit=5', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a high half alone', '{"name":"a\\ud83d","price":1}'],
    ['a low half alone', '{"name":"\\ude00b","price":1}'],
  ])('refuses %s of a surrogate pair in a body field, naming the field', async (_what, payload) => {
    const token = t.token({ userId: 1, workspaceId: 1, permissions: ['PricePlan'] });
    const res = await t.platform.app.inject({ method: 'POST', url: '/api/widgets', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'must be well-formed Unicode text (it holds half of a surrogate pair)' }]);
  });

  it('keeps a whole surrogate pair, escaped or not', async () => {
    const token = t.token({ userId: 1, workspaceId: 1, permissions: ['PricePlan'] });
    for (const payload of ['{"name":"pen \\ud83d\\ude00","price":1}', '{"name":"pen \u{1F600}","price":1}']) {
      const res = await t.platform.app.inject({ method: 'POST', url: '/api/widgets', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.name).toBe('pen \u{1F600}');
    }
  });
});
