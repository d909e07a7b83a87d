import path from 'node:path';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal, Worker } from '@cadence/service-kit';
import { runFfmpeg, type FfmpegRun } from '../relay/ffmpeg-process';
import { events } from './events.tables';
import * as repository from './events.repository';
import { endEvent, goLive, type LiveDeps } from './events.service';

/**
 * Scheduled rebroadcasts: when a rebroadcast's time comes, its source event's recording is played
 * in real time into the workspace's ingest (as streaming software would), the event goes live to
 * its destinations, and it ends when the recording does. One that cannot start is marked ended
 * with the reason in the log, so it is not tried again and again.
 */
export function rebroadcastWorker(deps: LiveDeps & { dataDir: string; ffmpeg: string; log: FastifyBaseLogger; intervalMs: number }): Worker {
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  const players = new Map<number, FfmpegRun>();

  async function startOne(event: repository.EventRow): Promise<void> {
    const worker = deps.worker!;
    const [recording] = await repository.recordingsOf(deps.db, [event.sourceEventId!]);
    if (!recording || worker.ingest.isPublishing(event.workspaceId)) {
      deps.log.warn({ eventId: event.id }, recording ? 'live rebroadcast: the ingest is busy' : 'live rebroadcast: the recording is gone');
      if (!recording) await repository.updateEvent(deps.db, event.workspaceId, event.id, { status: 'ended', endedAt: new Date(), endReason: 'source_lost' });
      return;
    }
    const { input, key } = await worker.inputOf(event.workspaceId);
    const player = runFfmpeg({ ffmpeg: deps.ffmpeg, secrets: [key, input], args: ['-re', '-i', path.join(deps.dataDir, recording.path), '-c', 'copy', '-f', 'flv', input] });
    players.set(event.id, player);
    for (let tries = 0; tries < 100 && !worker.ingest.isPublishing(event.workspaceId); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    // On behalf of the event's creator, who scheduled it as one of the editors going live needs.
    const owner: Principal = { userId: event.createdBy, workspaceId: event.workspaceId, roleIds: [], permissions: ['LiveStreaming', 'YoutubeStreaming', 'FacebookStreaming', 'InstagramStreaming', 'TiktokStreaming'], workspaceRole: 'editor' };
    try {
      await goLive(deps, owner, event.id);
    } catch (error) {
      deps.log.warn({ eventId: event.id, err: error }, 'live rebroadcast: could not go live');
      players.delete(event.id);
      await player.stop();
      await repository.updateEvent(deps.db, event.workspaceId, event.id, { status: 'ended', endedAt: new Date(), endReason: 'source_lost' });
      return;
    }
    void player.exited.then(async () => {
      players.delete(event.id);
      const current = await repository.findEvent(deps.db, event.workspaceId, event.id);
      if (current?.status === 'live') await endEvent(deps, event.workspaceId, event.id, 'ended_by_user').catch(() => undefined);
    });
  }

  async function tick(): Promise<void> {
    if (!deps.worker) return;
    const due = await deps.db
      .select()
      .from(events)
      .where(and(isNotNull(events.sourceEventId), eq(events.status, 'ready'), lte(events.scheduledStart, new Date())));
    for (const event of due) {
      if (stopping || players.has(event.id)) continue;
      await startOne(event).catch((error: unknown) => deps.log.error({ err: error, eventId: event.id }, 'live rebroadcast failed'));
    }
  }

  const loop = () => {
    timer = setTimeout(() => {
      void tick().finally(() => {
        if (!stopping) loop();
      });
    }, deps.intervalMs);
  };

  return {
    name: 'live-rebroadcasts',
    async start() {
      stopping = false;
      loop();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.all([...players.values()].map((player) => player.stop()));
    },
  };
}
