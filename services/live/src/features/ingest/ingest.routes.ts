import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { getLiveIngest, IdParams, LIVE_PREVIEW_PATH, LIVE_RECORDING_PATH, regenerateLiveIngestKey, ROLES, Strict } from '@cadence/contracts';
import { authenticate, commonErrors, requirePermission, requireRole, requireWorkspace, route, type Principal } from '@cadence/service-kit';
import { liveErrors } from '../events/events.errors';
import * as repository from '../events/events.repository';
import type { LiveDeps } from '../events/events.service';
import * as ingest from './ingest.service';

const PreviewParams = Strict({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.(m3u8|ts)$' }) });

/**
 * The ingest address and key (the workspace's owner, admins and editors, each reader remembered
 * with the key they saw), the HLS preview of the incoming stream and recordings' bytes (every
 * member): only for members who hold LiveStreaming.
 */
export function ingestRoutes(app: FastifyInstance, deps: LiveDeps & { dataDir: string; config: { LIVE_PUBLIC_RTMP_URL?: string | undefined; LIVE_RTMP_HOST: string; LIVE_RTMP_PORT: number; PUBLIC_URL?: string | undefined } }): void {
  // The bound port; while nothing listens (the port taken), the configured one, never 0.
  const url = () => ingest.ingestUrl(deps.config, deps.worker?.port || deps.config.LIVE_RTMP_PORT);
  const shownTo = (principal: Principal, workspaceId: number, keyHash: string) =>
    ingest.rememberReader(deps.db, { workspaceId, userId: principal.userId, role: principal.workspaceRole ?? 'unknown', keyHash });
  route(app, getLiveIngest, async ({ principal }) => {
    const workspaceId = requireWorkspace(principal);
    const { key, row, created } = await ingest.keyOf(deps.db, deps.box, workspaceId);
    if (created) deps.worker?.ingest.replaceKey(workspaceId, row.keyHash);
    await shownTo(principal, workspaceId, row.keyHash);
    return ingest.presentIngest(url(), key, row, deps.worker?.ingest.isPublishing(workspaceId) ?? false, deps.worker?.listenProblem ?? null);
  });
  route(
    app,
    regenerateLiveIngestKey,
    async ({ principal }) => {
      const workspaceId = requireWorkspace(principal);
      const { key, row } = await ingest.regenerate(deps.db, deps.box, workspaceId);
      deps.worker?.ingest.replaceKey(workspaceId, row.keyHash);
      // The other live processes drop a source still publishing with the old key.
      await ingest.announceKeyChange(deps.db);
      await shownTo(principal, workspaceId, row.keyHash);
      return ingest.presentIngest(url(), key, row, deps.worker?.ingest.isPublishing(workspaceId) ?? false, deps.worker?.listenProblem ?? null);
    },
    { message: 'Stream key regenerated', rateLimit: { max: 20, timeWindow: 60_000 } },
  );

  app.get(LIVE_PREVIEW_PATH, { schema: { params: PreviewParams, hide: true } }, async (request, reply) => {
    const principal = await authenticate(request);
    requirePermission(principal, 'LiveStreaming');
    requireRole(principal, ROLES.members);
    const workspaceId = requireWorkspace(principal);
    const file = (request.params as { file: string }).file;
    const dir = deps.worker?.taps.previewDir(workspaceId);
    if (!dir) throw commonErrors.NOT_FOUND('Nothing is streaming to your ingest');
    const full = path.join(dir, file);
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw commonErrors.NOT_FOUND('Nothing is streaming to your ingest');
    return reply
      .header('content-type', file.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(full));
  });

  app.get(LIVE_RECORDING_PATH, { schema: { params: IdParams, hide: true } }, async (request, reply) => {
    const principal = await authenticate(request);
    requirePermission(principal, 'LiveStreaming');
    requireRole(principal, ROLES.members);
    const workspaceId = requireWorkspace(principal);
    const id = (request.params as { id: number }).id;
    const event = await repository.findEvent(deps.db, workspaceId, id);
    if (!event) throw liveErrors.EVENT_NOT_FOUND();
    const [recording] = await repository.recordingsOf(deps.db, [id]);
    if (!recording) throw liveErrors.RECORDING_NOT_FOUND();
    const full = path.join(deps.dataDir, recording.path);
    const info = await stat(full).catch(() => null);
    if (!info) throw liveErrors.RECORDING_NOT_FOUND();
    return reply
      .header('content-type', 'video/mp4')
      .header('content-length', String(info.size))
      .header('content-disposition', `attachment; filename="live-${id}.mp4"`)
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(full));
  });
}
