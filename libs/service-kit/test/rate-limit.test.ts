import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { widgetsService } from './fixtures/widgets.service';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform([widgetsService], { RATE_LIMIT_MAX: '3', REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
});
afterAll(() => t?.close());

describe('rate limits (Redis-backed)', () => {
  it('answers the request over the limit with 429 in the error envelope', async () => {
    const address = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.platform.app.inject({ method: 'GET', url: '/api/widgets-leaky', remoteAddress: address });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.json()).toMatchObject({ success: false, statusCode: 429, code: 'COMMON_RATE_LIMITED' });
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('reports Redis in readiness', async () => {
    const ready = await t.platform.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json().checks).toMatchObject({ database: true, redis: true });
  });
});

describe('rate limits (process memory, no Redis)', () => {
  let local: TestPlatform;
  beforeAll(async () => {
    local = await startTestPlatform([widgetsService], { RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => local?.close());

  const get = (url: string, remoteAddress: string) => local.platform.app.inject({ method: 'GET', url, remoteAddress });

  it('answers the request over the limit of one address with 429, the error envelope and the limit headers', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await get('/api/widgets-leaky', '10.2.0.1');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.json()).toMatchObject({ success: false, statusCode: 429, code: 'COMMON_RATE_LIMITED', path: '/api/widgets-leaky' });
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.headers['x-ratelimit-limit']).toBe('3');
    expect(last?.headers['x-ratelimit-remaining']).toBe('0');
    expect(last?.headers['x-request-id']).toBeDefined();
    // Another address has its own count.
    expect((await get('/api/widgets-leaky', '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await get('/api/widgets-leaky', `2001:db8:7:1::${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get('/api/widgets-leaky', '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('leaves out the routes that opt out (health) and counts every other route of the address', async () => {
    for (let i = 0; i < 6; i++) expect((await get('/api/health', '10.2.0.3')).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await get('/api/widgets-leaky', '10.2.0.3')).statusCode);
    statuses.push((await get('/api/widgets-boom', '10.2.0.3')).statusCode);
    statuses.push((await get('/api/widgets-leaky', '10.2.0.3')).statusCode);
    expect(statuses).toEqual([200, 200, 500, 429]);
  });
});
