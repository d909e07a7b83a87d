import { Redis } from 'ioredis';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateJwtKeys } from './keys';
import { createRevocations, revocationsKey } from './revocations';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('revocations', () => {
  it('without Redis, keeps what is revoked in its file across a restart, and drops what has expired', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'revocations-'));
    const file = path.join(dir, 'data', 'revocations.log');
    let clock = 1_000_000_000_000;
    const second = Math.floor(clock / 1000);
    try {
      const first = createRevocations({ redis: null, publicKey: 'k', now: () => clock, file });
      await first.start();
      await first.revoke({ sessions: ['fam-gone'], ttlSeconds: 60 });
      await first.revoke({ userId: 9, ttlSeconds: 600 });
      await first.revoke({ membership: { workspaceId: 2, userId: 5 }, ttlSeconds: 600 });
      await first.close();

      clock += 120_000;
      const restarted = createRevocations({ redis: null, publicKey: 'k', now: () => clock, file });
      await restarted.start();
      expect(restarted.isRevoked({ userId: 9, workspaceId: null, sessionId: undefined, issuedAt: second })).toBe(true);
      expect(restarted.isRevoked({ userId: 9, workspaceId: null, sessionId: undefined, issuedAt: second + 1 })).toBe(false);
      expect(restarted.isRevoked({ userId: 5, workspaceId: 2, sessionId: 'fam-x', issuedAt: second })).toBe(true);
      // The session's revocation outlived its tokens: gone from the file once read.
      expect(restarted.isRevoked({ userId: 1, workspaceId: null, sessionId: 'fam-gone', issuedAt: second })).toBe(false);
      const kept = (await readFile(file, 'utf8')).trim().split('\n');
      expect(kept).toEqual([expect.stringMatching(/ u:9:\d+$/), expect.stringMatching(/ m:2:5:\d+$/)]);
      await restarted.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a revoked session, a user\'s tokens issued up to the revocation and a membership, until they expire', async () => {
    let clock = 1_000_000_000_000;
    const revocations = createRevocations({ redis: null, publicKey: 'k', now: () => clock });
    await revocations.start();
    const second = Math.floor(clock / 1000);
    const token = { userId: 7, workspaceId: 3, sessionId: 'fam-a', issuedAt: second - 10 };
    expect(revocations.isRevoked(token)).toBe(false);

    await revocations.revoke({ sessions: ['fam-a'], ttlSeconds: 60 });
    expect(revocations.isRevoked(token)).toBe(true);
    expect(revocations.isRevoked({ ...token, sessionId: 'fam-b' })).toBe(false);

    await revocations.revoke({ membership: { workspaceId: 3, userId: 7 }, ttlSeconds: 60 });
    expect(revocations.isRevoked({ ...token, sessionId: 'fam-b' })).toBe(true);
    expect(revocations.isRevoked({ ...token, sessionId: 'fam-b', workspaceId: 4 })).toBe(false);
    expect(revocations.isRevoked({ ...token, sessionId: 'fam-b', issuedAt: second + 1 })).toBe(false);

    await revocations.revoke({ userId: 8, ttlSeconds: 60 });
    expect(revocations.isRevoked({ userId: 8, workspaceId: null, sessionId: undefined, issuedAt: second })).toBe(true);
    expect(revocations.isRevoked({ userId: 8, workspaceId: null, sessionId: undefined, issuedAt: second + 1 })).toBe(false);

    // A token signed in the second of a revocation carries the next second, and passes.
    expect(revocations.issuedAt(8, null)).toBe(second + 1);
    expect(revocations.issuedAt(7, 3)).toBe(second + 1);
    expect(revocations.issuedAt(7, 4)).toBe(second);
    expect(revocations.isRevoked({ userId: 8, workspaceId: null, sessionId: undefined, issuedAt: revocations.issuedAt(8, null) })).toBe(false);

    clock += 61_000;
    expect(revocations.isRevoked(token)).toBe(false);
    expect(revocations.isRevoked({ userId: 8, workspaceId: null, sessionId: undefined, issuedAt: second })).toBe(false);
    await revocations.close();
  });

  describe('with Redis', () => {
    const { publicKey } = generateJwtKeys();
    const redis = new Redis(REDIS_URL);
    afterAll(async () => {
      await redis.del(revocationsKey(publicKey));
      await redis.quit();
    });

    it('tells every process at once and loads what was revoked before a process started', async () => {
      const first = createRevocations({ redis, publicKey });
      const second = createRevocations({ redis, publicKey });
      await first.start();
      await second.start();
      const issuedAt = Math.floor(Date.now() / 1000) - 5;
      await first.revoke({ sessions: ['fam-x'], ttlSeconds: 60 });
      const claims = { userId: 1, workspaceId: null, sessionId: 'fam-x', issuedAt };
      // Pub/sub arrives on another connection: wait for it (bounded), then check.
      for (let i = 0; i < 200 && !second.isRevoked(claims); i++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(second.isRevoked(claims)).toBe(true);

      const later = createRevocations({ redis, publicKey });
      await later.start();
      expect(later.isRevoked(claims)).toBe(true);
      const otherKey = createRevocations({ redis, publicKey: generateJwtKeys().publicKey });
      await otherKey.start();
      expect(otherKey.isRevoked(claims)).toBe(false);
      await Promise.all([first.close(), second.close(), later.close(), otherKey.close()]);
    });
  });
});
