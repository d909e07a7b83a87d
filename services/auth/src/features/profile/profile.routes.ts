import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import Type from 'typebox';
import { AVATAR_BASE_PATH, AVATAR_UPLOAD, changePassword, deleteAvatar, updateProfile, uploadAvatar } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import { readSingleFile } from '../../shared/multipart';
import { authErrors } from '../session/session.errors';
import * as profile from './profile.service';

const AVATAR_FILE = '^[0-9]{1,10}-[0-9a-f-]{36}\\.webp$';

/** The session family of the caller's access token (absent in tokens minted elsewhere). */
function familyOf(request: FastifyRequest): string | undefined {
  const family: unknown = request.user ? Reflect.get(request.user, 'fam') : undefined;
  return typeof family === 'string' ? family : undefined;
}

/** Reads the single `file` part: 400 with a field error for anything else, never a 500. */
function readUpload(request: FastifyRequest): Promise<Buffer> {
  const field = AVATAR_UPLOAD.field;
  return readSingleFile(request, {
    field,
    maxBytes: AVATAR_UPLOAD.maxBytes,
    invalid: (message) => authErrors.AVATAR_INVALID(undefined, [{ field, message }]),
    tooLarge: () => authErrors.AVATAR_TOO_LARGE(undefined, [{ field, message: 'must be at most 2 MB' }]),
  });
}

export async function profileRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  route(app, updateProfile, ({ request, principal }) => profile.updateProfile(deps, principal.userId, request.body), { message: 'Profile updated' });
  // Multipart parsing and its hooks only where a file is uploaded, not on every route of the service.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: AVATAR_UPLOAD.maxBytes, files: 1, fields: 0, parts: 1 } });
    route(upload, uploadAvatar, async ({ request, principal }) => profile.setAvatar(deps, principal.userId, await readUpload(request)), {
      message: 'Avatar updated',
      rateLimit: { max: 20, timeWindow: 60_000 },
    });
  });
  route(app, deleteAvatar, ({ principal }) => profile.removeAvatar(deps, principal.userId), { message: 'Avatar removed' });
  route(app, changePassword, ({ request, principal }) => profile.changePassword(deps, principal.userId, familyOf(request), request.body), {
    message: 'Password changed',
    rateLimit: { max: 10, timeWindow: 60_000 },
  });

  // Avatars are images for <img> tags, which send no bearer token: public, under unguessable names.
  app.get<{ Params: { file: string } }>(
    `${AVATAR_BASE_PATH}/:file`,
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: AVATAR_FILE }) }) } },
    async (request, reply) => {
      const image = await readFile(profile.avatarPath(deps, request.params.file)).catch(() => undefined);
      if (!image) throw authErrors.USER_NOT_FOUND('Avatar not found');
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
  );
}
