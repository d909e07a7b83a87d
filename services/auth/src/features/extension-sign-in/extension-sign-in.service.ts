import { randomInt } from 'node:crypto';
import {
  EXTENSION_APPROVE_PATH,
  EXTENSION_CODE_ALPHABET,
  EXTENSION_CODE_LENGTH,
  EXTENSION_SIGN_IN_DEFAULTS,
  formatExtensionCode,
  normaliseExtensionCode,
  type ExtensionCode,
  type ExtensionCodeBody,
  type ExtensionTokenBody,
  type OkResponse,
  type PendingExtensionCode,
  type SessionResponse,
} from '@cadence/contracts';
import type { AuthDeps } from '../../deps';
import { isUniqueViolation } from '../../shared/db-errors';
import { hashSecret, randomToken } from '../../shared/secrets';
import { link } from '../mail/mail.service';
import { issueSession, sessionUserOf } from '../session/session.service';
import * as users from '../session/session.repository';
import { extensionErrors, SlowDownError } from './extension-sign-in.errors';
import * as repo from './extension-sign-in.repository';

const { expiresInSeconds, intervalSeconds } = EXTENSION_SIGN_IN_DEFAULTS;

function randomCode(): string {
  return Array.from({ length: EXTENSION_CODE_LENGTH }, () => EXTENSION_CODE_ALPHABET[randomInt(EXTENSION_CODE_ALPHABET.length)]).join('');
}

/** A new code and device secret; a clash with a live code (1 in 20⁸) draws again. */
export async function start(deps: AuthDeps, body: ExtensionCodeBody): Promise<ExtensionCode> {
  const now = new Date();
  await repo.deleteExpired(deps.db, now);
  for (let attempt = 0; ; attempt++) {
    const code = randomCode();
    const deviceSecret = randomToken();
    try {
      await repo.insertCode(deps.db, {
        code,
        deviceSecretHash: hashSecret(deviceSecret),
        deviceName: body.device_name.trim() || 'Browser extension',
        expiresAt: new Date(now.getTime() + expiresInSeconds * 1000),
      });
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
    const shown = formatExtensionCode(code);
    return {
      code: shown,
      device_secret: deviceSecret,
      verification_url: link(deps.publicUrl, EXTENSION_APPROVE_PATH, { code: shown }),
      expires_in: expiresInSeconds,
      interval: intervalSeconds,
    };
  }
}

type PollOutcome = { kind: 'session'; session: SessionResponse } | { kind: 'error'; error: Error };

/**
 * One poll of the extension: the session once (and only once) its code is approved. Polls closer
 * than the interval are answered slow_down and do not count as a poll.
 */
export async function poll(deps: AuthDeps, body: ExtensionTokenBody): Promise<SessionResponse> {
  const outcome = await deps.db.transaction(async (tx): Promise<PollOutcome> => {
    const now = new Date();
    const row = await repo.lockBySecret(tx, hashSecret(body.device_secret));
    if (!row || row.status === 'used' || row.expiresAt.getTime() <= now.getTime()) return { kind: 'error', error: extensionErrors.EXPIRED() };
    if (row.status === 'denied') return { kind: 'error', error: extensionErrors.DENIED() };
    if (row.lastPolledAt) {
      const waitMs = row.lastPolledAt.getTime() + intervalSeconds * 1000 - now.getTime();
      if (waitMs > 0) return { kind: 'error', error: new SlowDownError(Math.ceil(waitMs / 1000)) };
    }
    if (row.status !== 'approved' || row.userId === null) {
      await repo.update(tx, row.id, { lastPolledAt: now });
      return { kind: 'error', error: extensionErrors.PENDING() };
    }
    const user = await users.findUserById(tx, row.userId);
    await repo.update(tx, row.id, { status: 'used', lastPolledAt: now });
    if (!user || user.status !== 'active') return { kind: 'error', error: extensionErrors.DENIED() };
    return { kind: 'session', session: await issueSession(deps, tx, await sessionUserOf(tx, user)) };
  });
  if (outcome.kind === 'error') throw outcome.error;
  return outcome.session;
}

function storedCode(code: string): string {
  const stored = normaliseExtensionCode(code);
  if (!stored) throw extensionErrors.CODE_NOT_FOUND();
  return stored;
}

/**
 * The waiting code the approval page shows, claimed by the caller: from then on only they may
 * approve or deny it. Anything else (expired, decided, opened by someone else) is not found.
 */
export async function show(deps: AuthDeps, userId: number, code: string): Promise<PendingExtensionCode> {
  const row = await repo.claimPending(deps.db, storedCode(code), userId, new Date());
  if (!row) throw extensionErrors.CODE_NOT_FOUND();
  return { code: formatExtensionCode(row.code), device_name: row.deviceName, status: 'pending', expires_at: row.expiresAt.toISOString() };
}

/**
 * Approves or denies a waiting code as the caller, who must be the one who opened it (or the
 * first to reach it): nobody else can deny, or approve, a sign-in someone else is looking at. A
 * code decided once cannot be decided again.
 */
export async function decide(deps: AuthDeps, userId: number, code: string, verdict: 'approved' | 'denied'): Promise<OkResponse> {
  const done = await repo.decide(deps.db, storedCode(code), userId, verdict, new Date());
  if (!done) throw extensionErrors.CODE_NOT_FOUND();
  return { ok: true };
}
