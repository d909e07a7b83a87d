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
