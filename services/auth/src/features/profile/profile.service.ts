import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChangePasswordBody, OkResponse, SessionUser, UpdateProfileBody } from '@cadence/contracts';
import { fieldError } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import { authErrors } from '../session/session.errors';
import * as users from '../session/session.repository';
import { endSessionsOf } from '../session/end-sessions';
import { sessionUserOf } from '../session/session.service';
import { retireResets } from '../password-reset/password-reset.repository';
import { emitUserUpdated } from '../users/user-events';
import { toAvatar } from './avatar-image';
import { canonicalTimeZone } from './time-zone';

async function activeUser(deps: AuthDeps, userId: number): Promise<users.UserRow> {
  const user = await users.findUserById(deps.db, userId);
  if (!user || user.status !== 'active') throw authErrors.USER_NOT_FOUND();
  return user;
}

export async function updateProfile(deps: AuthDeps, userId: number, body: UpdateProfileBody): Promise<SessionUser> {
  await activeUser(deps, userId);
  const timeZone = body.time_zone === undefined ? undefined : canonicalTimeZone(body.time_zone);
  if (body.time_zone !== undefined && !timeZone) throw fieldError('time_zone', 'must be an IANA time zone such as Europe/Paris');
  return deps.db.transaction(async (tx) => {
    const updated = await users.updateUser(tx, userId, {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
      ...(body.first_name !== undefined ? { firstName: body.first_name?.trim() || null } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name?.trim() || null } : {}),
      ...(body.locale !== undefined ? { locale: body.locale } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
    if (!updated) throw authErrors.USER_NOT_FOUND();
    await emitUserUpdated(tx, updated);
    return sessionUserOf(tx, updated);
  });
}

export function avatarPath(deps: AuthDeps, file: string): string {
  return path.join(deps.avatarDir, path.basename(file));
}

/** Stores the re-encoded image under a new name (so caches never show a stale one) and drops the old file. */
export async function setAvatar(deps: AuthDeps, userId: number, upload: Buffer): Promise<SessionUser> {
  const user = await activeUser(deps, userId);
  const avatar = await toAvatar(upload);
  if (!avatar.ok) throw authErrors.AVATAR_INVALID(undefined, [{ field: 'file', message: 'must be a PNG, JPEG or WebP image' }]);
  const file = `${userId}-${randomUUID()}.webp`;
  await mkdir(deps.avatarDir, { recursive: true });
  await writeFile(avatarPath(deps, file), avatar.webp);
  const updated = await users.updateUser(deps.db, userId, { avatarFile: file });
  if (!updated) throw authErrors.USER_NOT_FOUND();
  if (user.avatarFile) await rm(avatarPath(deps, user.avatarFile), { force: true });
  return sessionUserOf(deps.db, updated);
}

export async function removeAvatar(deps: AuthDeps, userId: number): Promise<SessionUser> {
  const user = await activeUser(deps, userId);
  const updated = await users.updateUser(deps.db, userId, { avatarFile: null });
  if (!updated) throw authErrors.USER_NOT_FOUND();
  if (user.avatarFile) await rm(avatarPath(deps, user.avatarFile), { force: true });
  return sessionUserOf(deps.db, updated);
}

/** Needs the current password; keeps the caller's own session and signs out every other one. */
export async function changePassword(deps: AuthDeps, userId: number, currentFamily: string | undefined, body: ChangePasswordBody): Promise<OkResponse> {
  const user = await activeUser(deps, userId);
  if (!(await deps.hasher.verify(user.passwordHash, body.current_password))) {
    throw authErrors.CURRENT_PASSWORD_WRONG(undefined, [{ field: 'current_password', message: 'is not correct' }]);
  }
  const passwordHash = await deps.hasher.hash(body.new_password);
  await deps.db.transaction(async (tx) => {
    await users.updateUser(tx, userId, { passwordHash });
    await retireResets(tx, userId);
    await endSessionsOf(deps, tx, userId, { exceptFamily: currentFamily });
  });
  return { ok: true };
}
