import { SESSION_DEFAULTS, type ForgotPasswordBody, type OkResponse, type ResetPasswordBody } from '@cadence/contracts';
import type { AuthDeps } from '../../deps';
import { hashSecret, randomToken } from '../../shared/secrets';
import { link, mailerOf } from '../mail/mail.service';
import { authErrors } from '../session/session.errors';
import * as users from '../session/session.repository';
import { endSessionsOf } from '../session/end-sessions';
import * as repo from './password-reset.repository';

const VALID_MINUTES = SESSION_DEFAULTS.passwordResetTtlSeconds / 60;

/**
 * Always the same answer, whether the address is known or not. For a known, active account a
 * single-use link valid one hour is mailed (a few per hour at most); only its hash is stored.
 */
export async function forgotPassword(deps: AuthDeps, body: ForgotPasswordBody): Promise<OkResponse> {
  const user = await users.findUserByEmail(deps.db, body.email);
  if (!user || user.status !== 'active') return { ok: true };
  if (!(await deps.sendLimiter.allow('password-reset', body.email))) return { ok: true };
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await repo.insertReset(tx, { userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + SESSION_DEFAULTS.passwordResetTtlSeconds * 1000) });
    await mailerOf(deps.mailSeal).passwordReset(tx, user.email, user.locale, {
      name: user.name,
      link: link(deps.publicUrl, '/reset-password', { token }),
      validMinutes: VALID_MINUTES,
    });
  });
  return { ok: true };
}

/** Sets the new password, retires the token and every other reset link, and signs the user out everywhere. */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody): Promise<OkResponse> {
  const passwordHash = await deps.hasher.hash(body.password);
  const done = await deps.db.transaction(async (tx) => {
    const userId = await repo.consumeReset(tx, hashSecret(body.token));
    if (userId === undefined) return false;
    await users.updateUser(tx, userId, { passwordHash });
    await repo.retireResets(tx, userId);
    await endSessionsOf(deps, tx, userId);
    return true;
  });
  if (!done) throw authErrors.RESET_TOKEN_INVALID();
  return { ok: true };
}
