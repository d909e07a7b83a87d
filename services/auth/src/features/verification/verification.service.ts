import { timingSafeEqual } from 'node:crypto';
import { SESSION_DEFAULTS, type OkResponse, type ResendVerificationBody, type VerifyEmailBody, type VerifyEmailResult } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import type { AuthDeps } from '../../deps';
import { hashSecret, randomCode, randomToken } from '../../shared/secrets';
import { link, mailerOf } from '../mail/mail.service';
import { authErrors } from '../session/session.errors';
import * as users from '../session/session.repository';
import * as repo from './verification.repository';

export const VERIFICATION_VALID_HOURS = 24;

/** Opens a verification (code + link, both hashed) and queues its mail, in the caller's transaction. */
export async function startVerification(tx: Executor, deps: AuthDeps, user: users.UserRow): Promise<void> {
  const code = randomCode();
  const token = randomToken();
  await repo.replaceVerification(tx, {
    userId: user.id,
    codeHash: hashSecret(code),
    linkTokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + VERIFICATION_VALID_HOURS * 3_600_000),
  });
  await mailerOf(deps.mailSeal).verification(tx, user.email, user.locale, {
    name: user.name,
    code,
    link: link(deps.publicUrl, '/code-verficiation', { token }),
    validHours: VERIFICATION_VALID_HOURS,
  });
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

type Outcome = { ok: true } | { ok: false };

async function verifyByCode(deps: AuthDeps, email: string, code: string): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const user = await users.findUserByEmail(tx, email);
    // An unknown or already verified address has no open code: the same refusal as a wrong code.
    if (!user || user.emailVerified) return { ok: false };
    const open = await repo.lockOpenVerification(tx, user.id);
    if (!open || open.expiresAt.getTime() <= Date.now()) return { ok: false };
    if (!sameHash(open.codeHash, hashSecret(code))) {
      const attempts = open.attempts + 1;
      // The fifth wrong try burns the code: a new one must be requested.
      await repo.countFailedTry(tx, open.id, attempts, attempts >= SESSION_DEFAULTS.verificationCodeTries);
      return { ok: false };
    }
    await repo.markUsed(tx, open.id);
    await users.updateUser(tx, user.id, { emailVerified: true });
    return { ok: true };
  });
}

async function verifyByLink(deps: AuthDeps, token: string): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockByLinkToken(tx, hashSecret(token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false };
    await repo.markUsed(tx, row.id);
    await users.updateUser(tx, row.userId, { emailVerified: true });
    return { ok: true };
  });
}

/** Wrong tries are committed before the error, so the count of tries holds. */
export async function verifyEmail(deps: AuthDeps, body: VerifyEmailBody): Promise<VerifyEmailResult> {
  const outcome = 'token' in body ? await verifyByLink(deps, body.token) : await verifyByCode(deps, body.email, body.code);
  if (!outcome.ok) throw authErrors.CODE_INVALID();
  return { ok: true, email_verified: true };
}

/** The same answer for every address; a mail only for an unverified account, a few per hour at most. */
export async function resendVerification(deps: AuthDeps, body: ResendVerificationBody): Promise<OkResponse> {
  if (!(await deps.sendLimiter.allow('verification', body.email))) return { ok: true };
  await deps.db.transaction(async (tx) => {
    const user = await users.findUserByEmail(tx, body.email);
    if (user && !user.emailVerified && user.status === 'active') await startVerification(tx, deps, user);
  });
  return { ok: true };
}
