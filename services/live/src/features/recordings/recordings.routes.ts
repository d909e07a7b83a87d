import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Id, IdParams, INTERNAL_TOKEN_HEADER, LIVE_RECORDING_FILE_PATH, Strict } from '@cadence/contracts';
import { commonErrors } from '@cadence/service-kit';
import { liveErrors } from '../events/events.errors';
import * as repository from '../events/events.repository';
import type { LiveDeps } from '../events/events.service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request carries the install's INTERNAL_TOKEN (compared in constant time). */
function hasInternalToken(request: FastifyRequest, expected: Buffer): boolean {
  const given = request.headers[INTERNAL_TOKEN_HEADER];
  return typeof given === 'string' && timingSafeEqual(digest(given), expected);
}

/**
 * A recording's bytes for posting's media import in distributed mode: outside /api (the gateway
 * never proxies it), to callers with INTERNAL_TOKEN, the recording found within the workspace the
 * query names; not served without INTERNAL_TOKEN.
 */
export function recordingFileRoutes(app: FastifyInstance, deps: LiveDeps & { dataDir: string; internalToken: string | undefined }): void {
  if (!deps.internalToken) return;
  const expected = digest(deps.internalToken);
  app.get(
    LIVE_RECORDING_FILE_PATH,
    {
      schema: { hide: true, params: IdParams, querystring: Strict({ workspace_id: Id }) },
      onRequest: async (request) => {
        if (!hasInternalToken(request, expected)) throw commonErrors.UNAUTHENTICATED('This address is for the platform’s own services');
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { workspace_id: workspaceId } = request.query as { workspace_id: number };
      const recording = await repository.findRecording(deps.db, workspaceId, id);
      if (!recording) throw liveErrors.RECORDING_NOT_FOUND();
      const full = path.join(deps.dataDir, recording.path);
      const info = await stat(full).catch(() => null);
      if (!info) throw liveErrors.RECORDING_NOT_FOUND();
      return reply.header('content-type', 'video/mp4').header('content-length', String(info.size)).send(createReadStream(full));
    },
  );
}
