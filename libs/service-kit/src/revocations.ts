import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';

/**
 * What auth revokes before the access tokens it signed expire: a session (logout, password
 * change or reset elsewhere, a reused refresh token), every token of a user issued up to a time
 * (ban, disable), or a user's tokens for one workspace issued up to a time (removed member).
 */
export interface Revocation {
  sessions?: readonly string[];
  userId?: number;
  membership?: { workspaceId: number; userId: number };
  /** How long the revocation must hold: the longest an access token signed until now lives. */
  ttlSeconds: number;
}

/** The claims the check reads. */
export interface RevocableClaims {
  userId: number;
  workspaceId: number | null;
  sessionId: string | undefined;
  /** Issued at, in seconds. */
  issuedAt: number;
}

/**
 * Revocations held in memory in every process, so that checking a token is a few Map lookups
 * and no database or network read. With Redis they are kept in a sorted set (loaded at start,
 * pruned by expiry) and announced on a channel every process listens to; without Redis the one
 * process holds them, and keeps them in a file (`file`) so that a restart does not bring a
 * revoked token back to life.
 */
export interface Revocations {
  revoke(revocation: Revocation): Promise<void>;
  isRevoked(claims: RevocableClaims): boolean;
  /**
   * The issue time (seconds) for a token signed now: after the second of any revocation of the
   * user or the membership, so a token signed just after one is not caught by it.
   */
  issuedAt(userId: number, workspaceId: number | null): number;
  start(): Promise<void>;
  close(): Promise<void>;
}

interface Cutoff {
  /** Tokens issued at or before this second are refused. */
  at: number;
  expires: number;
}

/** The key space is that of the signing key: every process verifying the same tokens shares it. */
export function revocationsKey(publicKey: string): string {
  return `cadence:revoked:${createHash('sha256').update(publicKey).digest('hex').slice(0, 16)}`;
}

/**
 * A log of `<expires ms> <entry>` lines, appended on each revocation and rewritten with only the
 * live entries at start and after each sweep. Writes go one after another, so a rewrite never
 * drops a line appended meanwhile.
 */
function revocationFile(file: string) {
  let queue: Promise<unknown> = mkdir(path.dirname(file), { recursive: true });
  const run = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    append: (lines: string[]) => run(() => appendFile(file, lines.map((line) => `${line}\n`).join(''), { mode: 0o600 })),
    /** Every line still held, then the file rewritten with those alone. */
    load: (live: (line: string) => boolean) =>
      run(async () => {
        const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? '' : Promise.reject(error)));
        const kept = text.split('\n').filter((line) => line.length > 0 && live(line));
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, kept.map((line) => `${line}\n`).join(''), { mode: 0o600 });
        await rename(temporary, file);
        return kept;
      }),
  };
}

export function createRevocations(options: { redis: Redis | null; publicKey: string; now?: () => number; file?: string }): Revocations {
  const now = options.now ?? Date.now;
  const key = revocationsKey(options.publicKey);
  const sessions = new Map<string, number>();
  const users = new Map<number, Cutoff>();
  const memberships = new Map<number, Map<number, Cutoff>>();
  let subscriber: Redis | null = null;
  let sweeper: NodeJS.Timeout | undefined;
  const file = !options.redis && options.file ? revocationFile(options.file) : null;

  const later = (cutoff: Cutoff | undefined, next: Cutoff): Cutoff => (cutoff && cutoff.at > next.at ? { at: cutoff.at, expires: Math.max(cutoff.expires, next.expires) } : next);

  function apply(entry: string, expires: number): void {
    const [kind, a, b, c] = entry.split(':');
    if (kind === 's' && a) sessions.set(a, Math.max(expires, sessions.get(a) ?? 0));
    else if (kind === 'u') users.set(Number(a), later(users.get(Number(a)), { at: Number(b), expires }));
    else if (kind === 'm') {
      const userId = Number(b);
      const byWorkspace = memberships.get(userId) ?? new Map<number, Cutoff>();
      byWorkspace.set(Number(a), later(byWorkspace.get(Number(a)), { at: Number(c), expires }));
      memberships.set(userId, byWorkspace);
    }
  }

  function sweep(): void {
    const t = now();
    for (const [id, expires] of sessions) if (expires <= t) sessions.delete(id);
    for (const [id, cutoff] of users) if (cutoff.expires <= t) users.delete(id);
    for (const [userId, byWorkspace] of memberships) {
      for (const [workspaceId, cutoff] of byWorkspace) if (cutoff.expires <= t) byWorkspace.delete(workspaceId);
      if (byWorkspace.size === 0) memberships.delete(userId);
    }
  }

  function entriesOf(revocation: Revocation): string[] {
    const at = Math.floor(now() / 1000);
    const entries = (revocation.sessions ?? []).map((id) => `s:${id}`);
    if (revocation.userId !== undefined) entries.push(`u:${revocation.userId}:${at}`);
    if (revocation.membership) entries.push(`m:${revocation.membership.workspaceId}:${revocation.membership.userId}:${at}`);
    return entries;
  }

  const message = (entry: string, expires: number) => `${expires} ${entry}`;

  /** Whether a `<expires> <entry>` line is still in force. */
  const inForce = (text: string) => Number(text.slice(0, text.indexOf(' '))) > now();

  /** Applies a `<expires> <entry>` line still in force; says whether it was. */
  function applyMessage(text: string): boolean {
    const space = text.indexOf(' ');
    if (space <= 0 || !inForce(text)) return false;
    apply(text.slice(space + 1), Number(text.slice(0, space)));
    return true;
  }

  return {
    async revoke(revocation) {
      const entries = entriesOf(revocation);
      if (entries.length === 0) return;
      const expires = now() + revocation.ttlSeconds * 1000;
      for (const entry of entries) apply(entry, expires);
      if (file) await file.append(entries.map((entry) => message(entry, expires)));
      const redis = options.redis;
      if (!redis) return;
      const pipeline = redis.multi();
      for (const entry of entries) pipeline.zadd(key, 'GT', expires, entry).publish(key, message(entry, expires));
      pipeline.zremrangebyscore(key, '-inf', now()).pexpire(key, revocation.ttlSeconds * 1000);
      await pipeline.exec();
    },

    isRevoked({ userId, workspaceId, sessionId, issuedAt }) {
      const t = now();
      if (sessionId !== undefined) {
        const expires = sessions.get(sessionId);
        if (expires !== undefined && expires > t) return true;
      }
      const user = users.get(userId);
      if (user && user.expires > t && issuedAt <= user.at) return true;
      if (workspaceId !== null && memberships.size > 0) {
        const member = memberships.get(userId)?.get(workspaceId);
        if (member && member.expires > t && issuedAt <= member.at) return true;
      }
      return false;
    },

    issuedAt(userId, workspaceId) {
      const t = now();
      let at = Math.floor(t / 1000);
      const user = users.get(userId);
      if (user && user.expires > t) at = Math.max(at, user.at + 1);
      const member = workspaceId === null ? undefined : memberships.get(userId)?.get(workspaceId);
      if (member && member.expires > t) at = Math.max(at, member.at + 1);
      return at;
    },

    async start() {
      if (file) await file.load(applyMessage);
      sweeper = setInterval(() => {
        sweep();
        void file?.load(inForce).catch(() => undefined);
      }, 60_000);
      sweeper.unref();
      const redis = options.redis;
      if (!redis) return;
      const load = async () => {
        const held = await redis.zrangebyscore(key, now(), '+inf', 'WITHSCORES');
        for (let i = 0; i + 1 < held.length; i += 2) apply(held[i] as string, Number(held[i + 1]));
      };
      // Listen first, then load: a revocation made in between arrives by one path or the other.
      // After a lost connection the set is read again for what was announced meanwhile.
      subscriber = redis.duplicate();
      subscriber.on('message', (_channel: string, text: string) => void applyMessage(text));
      await subscriber.subscribe(key);
      await load();
      subscriber.on('ready', () => void load().catch(() => undefined));
    },

    async close() {
      clearInterval(sweeper);
      const closing = subscriber;
      subscriber = null;
      await closing?.quit().catch(() => closing.disconnect());
    },
  };
}
