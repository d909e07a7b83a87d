import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache, type Cache } from '@cadence/service-kit';
import { createLoginThrottle } from '../src/features/throttle/login-throttle';
import { memorySlidingWindow, redisSlidingWindow, type SlidingWindow } from '../src/features/throttle/sliding-window';
import { startAuth, type AuthHarness } from './support/platform';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Counters live in a shared Redis: addresses and e-mails unique to this run keep runs apart.
const run = `${randomInt(1, 255)}.${randomInt(1, 255)}`;
const ip = (n: number) => `10.${run}.${n}`;
const mail = (name: string) => `${name}-${run.replace('.', '-')}@example.com`;

describe('sign-in throttling over HTTP (Redis counters)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    // Small limits keep the test short; the rules are the ones production uses.
    h = await startAuth({ REDIS_URL, LOGIN_MAX_FAILURES_PER_ADDRESS: '5', LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => h?.close());

  it('holds back an address that keeps failing, while the account owner signs in from elsewhere', async () => {
    await h.signup(mail('owner-a'));
    const attacker = ip(10);
    for (let i = 0; i < 5; i++) {
      const res = await h.login(mail(`nobody-${i}`), 'wrong password', attacker);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await h.login(mail('owner-a'), undefined, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('AUTH_LOGIN_THROTTLED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await h.login(mail('owner-a'), undefined, ip(7))).statusCode).toBe(200);
  });

  it('throttles an account under attack from many addresses without locking its owner out', async () => {
    await h.signup(mail('victim'));
    const attackers = [ip(21), ip(22), ip(23)];
    for (const ip of attackers) expect((await h.login(mail('victim'), 'guess guess', ip)).statusCode).toBe(401);
    // Over the account limit: every address that has failed on this account is held back, even with the right password.
    const again = await h.login(mail('victim'), undefined, attackers[0]);
    expect(again.statusCode).toBe(429);
    // A fresh attacking address gets one guess, then joins the held-back set.
    expect((await h.login(mail('victim'), 'guess guess', ip(24))).statusCode).toBe(401);
    expect((await h.login(mail('victim'), 'guess guess', ip(24))).statusCode).toBe(429);
    // The owner, from an address that has not been failing, still gets in.
    const owner = await h.login(mail('victim'), undefined, ip(50));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.email).toBe(mail('victim'));
  });

  it('keeps its counters in Redis when REDIS_URL is set', async () => {
    expect(await h.t.platform.cache.redis?.zcard(`cadence:auth:login:addr:${ip(10)}`)).toBe(5);
  });
});

describe('the limit decays: failures leave the window and the block lifts by itself', () => {
  let cache: Cache;
  beforeAll(() => {
    cache = createCache(REDIS_URL);
  });
  afterAll(() => cache.close());

  const windows: [string, () => SlidingWindow][] = [
    ['memory', () => memorySlidingWindow(60_000)],
    ['redis', () => redisSlidingWindow(cache.redis ?? failNoRedis(), 60_000, `cadence:test:${randomUUID()}:`)],
  ];

  for (const [name, make] of windows) {
    it(`${name}: blocked after the limit, free again once the window has passed with no new failure`, async () => {
      let now = 1_000_000;
      const throttle = createLoginThrottle(make(), { maxFailuresPerAddress: 3, maxFailuresPerAccount: 100 }, () => now);
      const attempt = { email: 'x@example.com', address: '203.0.113.99' };
      for (let i = 0; i < 3; i++) {
        expect((await throttle.check(attempt)).allowed).toBe(true);
        await throttle.recordFailure(attempt);
        now += 1_000;
      }
      const verdict = await throttle.check(attempt);
      expect(verdict).toMatchObject({ allowed: false, reason: 'address' });
      if (!verdict.allowed) expect(verdict.retryAfterSeconds).toBe(57);
      now += 57_000;
      // The oldest failure has left the window: one more try is allowed (a sliding window, not a reset of everything).
      expect((await throttle.check(attempt)).allowed).toBe(true);
      now += 10_000;
      expect((await throttle.check(attempt)).allowed).toBe(true);
    });
  }
});

function failNoRedis(): never {
  throw new Error('Redis is required for this test');
}
