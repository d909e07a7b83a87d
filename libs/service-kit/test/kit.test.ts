import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { widgetsService, workerLog } from './fixtures/widgets.service';

let t: TestPlatform;
let owner: string;
let stranger: string;
let noPermission: string;

beforeAll(async () => {
  t = await startTestPlatform([widgetsService], { RATE_LIMIT_MAX: '1000' });
  owner = t.token({ userId: 1, workspaceId: 10, permissions: ['PricePlan'] });
  stranger = t.token({ userId: 2, workspaceId: 20, permissions: ['PricePlan'] });
  noPermission = t.token({ userId: 3, workspaceId: 10, permissions: [] });
});
afterAll(() => t?.close());

const inject = (options: InjectOptions) => t.platform.app.inject(options);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('success envelope', () => {
  it('wraps data with success, statusCode, message, timestamp and path', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets', headers: auth(owner), payload: { name: 'Alpha', price: 3 } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 201, message: 'Created', path: '/api/widgets', data: { name: 'Alpha', price: 3 } });
    expect(Date.parse(body.timestamp)).not.toBeNaN();
  });

  it('drops fields the response schema does not declare', async () => {
    const res = await inject({ method: 'GET', url: '/api/widgets-leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('password_hash');
    const created = await inject({ method: 'POST', url: '/api/widgets', headers: auth(owner), payload: { name: 'Beta', price: 1 } });
    expect(created.body).not.toContain('s3cret');
    expect(created.body).not.toContain('workspaceId');
  });
});

describe('bad input is a 400 in the error envelope, never a 500', () => {
  const cases: [string, InjectOptions & { url: string }, RegExp | string][] = [
    ['malformed JSON', { method: 'POST', url: '/api/widgets', headers: { 'content-type': 'application/json' }, payload: '{"name":' }, 'not valid JSON'],
    ['wrong type', { method: 'POST', url: '/api/widgets', payload: { name: 'x', price: 'cheap' } }, 'price'],
    ['unknown field', { method: 'POST', url: '/api/widgets', payload: { name: 'x', price: 1, admin: true } }, 'admin'],
    ['missing field', { method: 'POST', url: '/api/widgets', payload: { price: 1 } }, 'name'],
    ['limit 1e9', { method: 'GET', url: '/api/widgets?limit=1e9' }, 'limit'],
    ['orderBy not allowed', { method: 'GET', url: '/api/widgets?orderBy=secret' }, 'orderBy'],
    ['negative page', { method: 'GET', url: '/api/widgets?page=-1' }, 'page'],
    ['unknown query parameter', { method: 'GET', url: '/api/widgets?drop=table' }, 'drop'],
    ['order not asc/desc', { method: 'GET', url: '/api/widgets?order=sideways' }, 'order'],
    ['non-numeric id', { method: 'GET', url: '/api/widgets/abc' }, 'id'],
  ];
  for (const [name, request, expected] of cases) {
    it(name, async () => {
      const res = await inject({ ...request, headers: { ...auth(owner), ...(request.headers ?? {}) } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(body.statusCode).toBe(400);
      expect(body.path).toBe(request.url.split('?')[0]);
      expect(JSON.stringify(body)).toMatch(expected);
    });
  }

  it('lists field errors one per field', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets', headers: auth(owner), payload: { name: '', price: -1, extra: 1 } });
    const fields = res.json().errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['extra', 'name', 'price']);
  });

  it('refuses an oversized body with 413 in the envelope', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets', headers: auth(owner), payload: { name: 'x'.repeat(2 * 1024 * 1024), price: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, statusCode: 413 });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets', headers: { ...auth(owner), 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });
});

describe('authentication, permissions and workspace scope', () => {
  it('401 without a token, with a forged one, and with an expired one', async () => {
    expect((await inject({ method: 'GET', url: '/api/widgets' })).statusCode).toBe(401);
    const forged = owner.slice(0, -4) + (owner.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await inject({ method: 'GET', url: '/api/widgets', headers: auth(forged) })).statusCode).toBe(401);
    const expired = t.platform.app.jwt.sign({ sub: '1', wid: 10, rid: [], perms: [] }, { expiresIn: -10 });
    const res = await inject({ method: 'GET', url: '/api/widgets', headers: auth(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('COMMON_UNAUTHENTICATED');
  });

  it('403 without the route permission, naming it', async () => {
    const res = await inject({ method: 'POST', url: '/api/widgets', headers: auth(noPermission), payload: { name: 'x', price: 1 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('PricePlan');
  });

  it('403 without the permission or the workspace role before the body is read, never the field errors', async () => {
    const invalid = { name: 42, admin: true };
    const withoutPermission = await inject({ method: 'POST', url: '/api/widgets', headers: auth(noPermission), payload: invalid });
    expect(withoutPermission.statusCode).toBe(403);
    expect(withoutPermission.json().errors ?? []).toEqual([]);
    for (const role of ['contributor', 'viewer'] as const) {
      const token = t.token({ userId: 4, workspaceId: 10, permissions: ['PricePlan'], workspaceRole: role });
      const refused = await inject({ method: 'POST', url: '/api/widgets', headers: auth(token), payload: invalid });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'COMMON_ROLE_FORBIDDEN', message: expect.stringContaining(role) });
      // reading is every member's
      expect((await inject({ method: 'GET', url: '/api/widgets', headers: auth(token) })).statusCode).toBe(200);
    }
    for (const role of ['owner', 'admin', 'editor'] as const) {
      const token = t.token({ userId: 4, workspaceId: 10, permissions: ['PricePlan'], workspaceRole: role });
      expect((await inject({ method: 'POST', url: '/api/widgets', headers: auth(token), payload: invalid })).statusCode).toBe(400);
    }
    // a token in a workspace without a role in it is refused too
    const roleless = t.platform.app.jwt.sign({ sub: '5', wid: 10, rid: [], perms: ['PricePlan'] }, { expiresIn: 60 });
    expect((await inject({ method: 'GET', url: '/api/widgets', headers: auth(roleless) })).json().code).toBe('COMMON_ROLE_FORBIDDEN');
  });

  it('marks every answer as not to be stored', async () => {
    const res = await inject({ method: 'GET', url: '/api/widgets', headers: auth(owner) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await inject({ method: 'GET', url: '/api/widgets' })).headers['cache-control']).toBe('no-store');
  });

  it("one workspace neither lists nor reads another's rows", async () => {
    const mine = await inject({ method: 'POST', url: '/api/widgets', headers: auth(owner), payload: { name: 'Mine', price: 5 } });
    const id = mine.json().data.id;
    const list = await inject({ method: 'GET', url: '/api/widgets?limit=100', headers: auth(stranger) });
    expect(list.json().data).toEqual([]);
    expect(list.json().total).toBe(0);
    expect((await inject({ method: 'GET', url: `/api/widgets/${id}`, headers: auth(stranger) })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/widgets/${id}`, headers: auth(owner) })).statusCode).toBe(200);
  });
});

describe('list query', () => {
  beforeAll(async () => {
    for (const [name, price] of [['Zeta', 9], ['Eta', 7], ['Theta', 8]] as const) {
      await inject({ method: 'POST', url: '/api/widgets', headers: auth(stranger), payload: { name, price } });
    }
  });

  it('applies the defaults: page 0, limit 5, by id ascending, with total and pages', async () => {
    const body = (await inject({ method: 'GET', url: '/api/widgets', headers: auth(stranger) })).json();
    expect(body).toMatchObject({ total: 3, page: 0, pages: 1, limit: 5 });
    expect(body.data.map((w: { name: string }) => w.name)).toEqual(['Zeta', 'Eta', 'Theta']);
  });

  it('sorts, pages and searches', async () => {
    const sorted = (await inject({ method: 'GET', url: '/api/widgets?orderBy=price&order=desc&limit=2&page=1', headers: auth(stranger) })).json();
    expect(sorted.data.map((w: { name: string }) => w.name)).toEqual(['Eta']);
    expect(sorted).toMatchObject({ total: 3, page: 1, pages: 2, limit: 2 });
    const searched = (await inject({ method: 'GET', url: '/api/widgets?search=ETA', headers: auth(stranger) })).json();
    expect(searched.data.map((w: { name: string }) => w.name).sort()).toEqual(['Eta', 'Theta', 'Zeta']);
    const literal = (await inject({ method: 'GET', url: '/api/widgets?search=%25', headers: auth(stranger) })).json();
    expect(literal.total).toBe(0);
  });

  it('reports the total past the last page', async () => {
    const body = (await inject({ method: 'GET', url: '/api/widgets?page=7', headers: auth(stranger) })).json();
    expect(body).toMatchObject({ data: [], total: 3, page: 7, pages: 1 });
  });

  it('returns everything with pagination=false', async () => {
    const body = (await inject({ method: 'GET', url: '/api/widgets?pagination=false&limit=1', headers: auth(stranger) })).json();
    expect(body.data).toHaveLength(3);
    expect(body.pages).toBe(1);
  });
});

describe('operations', () => {
  it("starts a service's workers with the platform and stops them when it closes", async () => {
    expect(workerLog).toEqual(['start']);
    const second = await startTestPlatform([widgetsService]);
    expect(workerLog).toEqual(['start', 'start']);
    await second.close();
    expect(workerLog).toEqual(['start', 'start', 'stop']);
  });

  it('hides the details of a 500', async () => {
    const res = await inject({ method: 'GET', url: '/api/widgets-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, statusCode: 500, message: 'Internal server error' });
    expect(res.body).not.toContain('postgres://');
  });

  it('answers an unknown route with 404 in the envelope', async () => {
    const res = await inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, statusCode: 404, path: '/api/nothing-here' });
  });

  it('echoes a request id or makes one', async () => {
    const given = await inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-1234567' } });
    expect(given.headers['x-request-id']).toBe('trace-1234567');
    const made = await inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the request id and nosniff on every answer, beside the headers a route sets', async () => {
    const answers = [
      await inject({ method: 'GET', url: '/api/health' }),
      await inject({ method: 'POST', url: '/api/widgets', headers: auth(owner), payload: { name: 'Gamma', price: 2 } }),
      await inject({ method: 'POST', url: '/api/widgets', headers: auth(owner), payload: { price: 2 } }),
      await inject({ method: 'GET', url: '/api/widgets' }),
      await inject({ method: 'GET', url: '/api/nothing-here' }),
      await inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 201, 400, 401, 404, 200]);
    for (const res of answers) {
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(answers[5]?.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves health, readiness and OpenAPI', async () => {
    expect((await inject({ method: 'GET', url: '/api/health' })).json().status).toBe('ok');
    const ready = await inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.database).toBe(true);
    const spec = (await inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/widgets', '/api/widgets/{id}', '/api/health']));
    expect(spec.paths['/api/widgets'].post.requestBody).toBeDefined();
    expect(spec.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });
});
