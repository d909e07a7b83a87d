import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { contentService } from '../src/app';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([contentService]);
});
afterAll(() => t?.close());

const staff = () => ({ authorization: `Bearer ${t.token({ userId: 1, permissions: ['WebsiteSetting'] })}` });
const client = () => ({ authorization: `Bearer ${t.token({ userId: 2, workspaceId: 20, permissions: ['dashboard', 'Setting', 'Wordpress'] })}` });
let address = 0;
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, options: { headers?: Record<string, string>; payload?: unknown; remoteAddress?: string } = {}) =>
  t.platform.app.inject({ method, url, remoteAddress: options.remoteAddress ?? `10.20.${Math.floor((address += 1) / 250)}.${address % 250}`, ...options } as InjectOptions);

const inquiry = (overrides: Record<string, unknown> = {}) => ({ name: ' Ana Pop ', email: 'Ana@Example.com', company: ' Studio Pop ', message: 'Do you support Threads?', locale: 'ro', ...overrides });
const quote = (overrides: Record<string, unknown> = {}) => ({ name: 'Li Wei', email: 'li@example.cn', team_size: '21-50', message: 'A quote for 30 seats, please.', locale: 'zh', ...overrides });

describe.each([
  { kind: 'inquiries', path: '/api/inquires', body: inquiry },
  { kind: 'quotes', path: '/api/quotes', body: quote },
])('$kind from the public site', ({ path, body }) => {
  it('keeps a request trimmed with its address lower-cased, and lists it for staff only', async () => {
    const sent = await inject('POST', path, { payload: body({ message: `First ${path}` }) });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toEqual({ received: true });

    expect((await inject('GET', path)).statusCode).toBe(401);
    const refused = await inject('GET', path, { headers: client() });
    expect(refused.statusCode).toBe(403);

    const list = (await inject('GET', `${path}?search=First`, { headers: staff() })).json();
    expect(list).toMatchObject({ total: 1, page: 0 });
    expect(list.data[0]).toMatchObject({ message: `First ${path}`, status: 'new' });
    expect(list.data[0].email).toBe(list.data[0].email.toLowerCase());
    expect(list.data[0].name).toBe(list.data[0].name.trim());
  });

  it('keeps a repeat of the same message once, and a robot’s (trap field filled) never, answering the same', async () => {
    const message = `Repeated ${path} ${Date.now()}`;
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await inject('POST', path, { payload: body({ message }) })).statusCode).toBe(201);
    const robot = await inject('POST', path, { payload: body({ message: `Robot ${path}`, website: 'http://spam.example' }) });
    expect(robot.statusCode).toBe(201);
    expect(robot.json().data).toEqual({ received: true });
    const repeated = (await inject('GET', `${path}?search=${encodeURIComponent(message)}`, { headers: staff() })).json();
    expect(repeated.total).toBe(1);
    const robots = (await inject('GET', `${path}?search=Robot`, { headers: staff() })).json();
    expect(robots.total).toBe(0);
  });

  it('refuses bad input with field errors and keeps nothing', async () => {
    const bad = await inject('POST', path, { payload: body({ name: '', email: 'not-an-email', message: '', extra: 1 }) });
    expect(bad.statusCode).toBe(400);
    const fields = JSON.stringify(bad.json().errors);
    for (const field of ['name', 'email', 'message']) expect(fields).toContain(field);
    const bySize = await inject('POST', path, { payload: body({ team_size: 'lots', message: 'team size' }) });
    expect(bySize.statusCode).toBe(400);
    expect((await inject('GET', `${path}?search=team%20size`, { headers: staff() })).json().total).toBe(0);
  });

  it('throttles one address', async () => {
    const remoteAddress = path === '/api/quotes' ? '10.99.0.2' : '10.99.0.1';
    const codes: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      codes.push((await inject('POST', path, { payload: body({ message: `Throttled ${attempt}` }), remoteAddress })).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });

  it('lets staff move a request through its statuses and filter by them; 404 and 400 otherwise', async () => {
    await inject('POST', path, { payload: body({ message: `Status ${path}` }) });
    const [row] = (await inject('GET', `${path}?search=Status`, { headers: staff() })).json().data as { id: number }[];
    const moved = await inject('PATCH', `${path}/${row?.id}/status`, { headers: staff(), payload: { status: 'answered' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ id: row?.id, status: 'answered' });
    const answered = (await inject('GET', `${path}?status=answered`, { headers: staff() })).json().data as { id: number }[];
    expect(answered.map((item) => item.id)).toEqual([row?.id]);

    expect((await inject('PATCH', `${path}/${row?.id}/status`, { headers: client(), payload: { status: 'closed' } })).statusCode).toBe(403);
    expect((await inject('PATCH', `${path}/999999/status`, { headers: staff(), payload: { status: 'closed' } })).statusCode).toBe(404);
    const bad = await inject('PATCH', `${path}/${row?.id}/status`, { headers: staff(), payload: { status: 'lost' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('status');
    expect((await inject('GET', `${path}?orderBy=message`, { headers: staff() })).statusCode).toBe(400);
  });
});
