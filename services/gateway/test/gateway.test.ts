import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@cadence/db/testing';
import { buildPlatform, type Platform } from '@cadence/service-kit';
import { startTestPlatform, type TestPlatform } from '@cadence/service-kit/testing';
import { authService } from '@cadence/auth';
import { buildGateway } from '../src/platform';
import { SERVICES } from '../src/services';

let dir: string;
let webDist: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cadence-gw-'));
  webDist = path.join(dir, 'dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('all-in-one', () => {
  let database: TestDatabase;
  let gateway: Platform;

  beforeAll(async () => {
    database = await createTestDatabase('gw');
    gateway = await buildGateway({ DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'data'), PORT: '0', LOG_LEVEL: 'silent', WEB_DIST: webDist });
    await gateway.app.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await database?.drop();
  });

  it('carries a sign-up from auth to a welcome notification through the outbox and relay', async () => {
    const signup = await gateway.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'gw@example.com', password: 'long enough pw', name: 'Gia' } });
    expect(signup.statusCode).toBe(201);
    const token = signup.json().data.access_token;
    let total = 0;
    for (let i = 0; i < 50 && total === 0; i++) {
      const res = await gateway.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${token}` } });
      total = res.json().total;
      if (total === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(total).toBe(1);
  });

  it('serves the web app: index.html for client routes, immutable hashed assets, JSON 404 under /api', async () => {
    const page = await gateway.app.inject({ method: 'GET', url: '/dashboard/default' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await gateway.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await gateway.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    // Without METRICS_TOKEN there is no /metrics, and the app's page does not stand in for it.
    expect((await gateway.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(api.json().success).toBe(false);
    expect((await gateway.app.inject({ method: 'POST', url: '/anything' })).statusCode).toBe(404);
  });

  it('answers /api/meta from memory', async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/api/meta' });
    expect(res.json().data).toMatchObject({ name: 'Cadence', mode: 'all-in-one', languages: ['en', 'fr', 'ro', 'zh'] });
  });

  it('sends document security headers with pages and the API docs, and keeps JSON answers lean', async () => {
    for (const url of ['/login', '/assets/app-1234.js', '/api/docs/']) {
      const res = await gateway.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const api = await gateway.app.inject({ method: 'GET', url: '/api/meta' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('answers HEAD for pages and refuses other methods outside /api with a JSON 404', async () => {
    expect((await gateway.app.inject({ method: 'HEAD', url: '/dashboard/default' })).statusCode).toBe(200);
    expect((await gateway.app.inject({ method: 'DELETE', url: '/dashboard/default' })).statusCode).toBe(404);
  });
});

describe('rate limits in all-in-one', () => {
  let database: TestDatabase;
  let gateway: Platform;

  beforeAll(async () => {
    database = await createTestDatabase('gwrl');
    gateway = await buildGateway({ DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'data-rl'), PORT: '0', LOG_LEVEL: 'silent', WEB_DIST: webDist, RATE_LIMIT_MAX: '5' });
    await gateway.app.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await database?.drop();
  });

  it('counts API calls only: pages and built files load however many a page needs', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await gateway.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
      expect((await gateway.app.inject({ method: 'GET', url: `/teams?page=${i}` })).statusCode).toBe(200);
    }
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await gateway.app.inject({ method: 'GET', url: '/api/meta' })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await gateway.app.inject({ method: 'GET', url: '/subscriptions' })).body).toContain('id="root"');
  });

  it('answers a missing chunk with 404 rather than the page', async () => {
    expect((await gateway.app.inject({ method: 'GET', url: '/assets/app-gone.js' })).statusCode).toBe(404);
  });
});

describe('distributed', () => {
  const processes = new Map<string, TestPlatform>();
  let gateway: Platform;

  beforeAll(async () => {
    const urls: string[] = [];
    for (const service of SERVICES) {
      const test = await startTestPlatform([service]);
      processes.set(service.name, test);
      urls.push(`${service.name}=${await test.platform.listen()}`);
    }
    gateway = await buildGateway({
      GATEWAY_MODE: 'distributed',
      SERVICE_URLS: urls.join(','),
      DATA_DIR: path.join(dir, 'gw-data'),
      PORT: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
    });
    await gateway.app.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    for (const test of processes.values()) await test.close();
  });

  it('needs no database of its own', () => {
    expect(gateway.sql).toBeNull();
  });

  it("proxies each area to the service that owns it, keeping the caller's request id", async () => {
    const signup = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-request-id': 'req-from-browser-1' },
      payload: { email: 'far@example.com', password: 'long enough pw', name: 'Far' },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['x-request-id']).toBe('req-from-browser-1');
    const token = signup.json().data.access_token;
    const list = await gateway.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, page: 0, limit: 10 });
    expect((await gateway.app.inject({ method: 'GET', url: '/api/meta' })).json().data.mode).toBe('distributed');
    expect((await gateway.app.inject({ method: 'GET', url: '/api/pages/by-slug/home' })).json().data.slug).toBe('home');
    const plans = await gateway.app.inject({ method: 'GET', url: '/api/membership/public' });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().data.map((plan: { name: string }) => plan.name)).toContain('Creator');
    const posts = await gateway.app.inject({ method: 'GET', url: '/api/posts', headers: { authorization: `Bearer ${token}` } });
    expect(posts.statusCode).toBe(200);
    expect(posts.headers['x-request-id']).toBeDefined();
  });

  it('answers for a service that does not answer with 503 and Retry-After, naming it, never a 500', async () => {
    const support = processes.get('support')!;
    await support.close();
    processes.delete('support');
    const answer = await gateway.app.inject({ method: 'GET', url: '/api/support/saved-replies' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ success: false, statusCode: 503, code: 'GATEWAY_SERVICE_UNAVAILABLE', message: expect.stringContaining('support service') });
    // The other services still answer.
    expect((await gateway.app.inject({ method: 'GET', url: '/api/membership/public' })).statusCode).toBe(200);
  });

  it('refuses to run a service in its own process without Kafka, naming the variable', async () => {
    await expect(buildPlatform({ name: 'auth', services: [authService], requiresBroker: true, env: { DATA_DIR: path.join(dir, 'y'), LOG_LEVEL: 'silent' } })).rejects.toThrow(
      /KAFKA_BROKERS/,
    );
  });

  it('refuses to start when a service has no address', async () => {
    await expect(buildGateway({ GATEWAY_MODE: 'distributed', SERVICE_URLS: 'auth=http://127.0.0.1:1', DATA_DIR: path.join(dir, 'x'), LOG_LEVEL: 'silent' })).rejects.toThrow(/notifications/);
  });
});
