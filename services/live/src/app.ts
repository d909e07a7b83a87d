import { fileURLToPath } from 'node:url';
import { createOutboundFetch, defineService, loadSecretBox } from '@cadence/service-kit';
import { liveServiceEnv } from './config';
import { entitlementsOnChange } from './consumers/entitlements-changed';
import { rotateKeyOnMemberRemoved } from './consumers/member-removed';
import { recordingOnImport } from './consumers/recording-imported';
import { liveEvents } from './db/schema';
import { eventRoutes } from './features/events/events.routes';
import { endEvent, type LiveDeps } from './features/events/events.service';
import * as repository from './features/events/events.repository';
import { rebroadcastWorker } from './features/events/rebroadcasts';
import { ingestRoutes } from './features/ingest/ingest.routes';
import { ingestUrl } from './features/ingest/ingest.service';
import { httpInternalCall, injectInternalCall, liveNetworkFlows, NetworkHealthPoller, noAccountSource, postingAccountSource } from './features/networks';
import { preflightRoutes } from './features/preflight/preflight.routes';
import { recordingFileRoutes } from './features/recordings/recordings.routes';
import { MediaWorker } from './features/relay/media-worker';

/** Each process's media worker, for its monitoring figures. */
const workers = new WeakMap<object, MediaWorker>();

/** Why the ingest could not bind, in words an operator acts on. */
function listenProblemOf(error: unknown, host: string, port: number): string {
  const code = (error as { code?: string }).code;
  const where = `${host}:${port}`;
  if (code === 'EADDRINUSE') return `The RTMP ingest cannot listen on ${where}: the port is taken by another program. Free it, or set LIVE_RTMP_PORT to a free port, and restart.`;
  if (code === 'EACCES') return `The RTMP ingest may not listen on ${where}: ports below 1024 need privileges. Set LIVE_RTMP_PORT to 1935 or above, and restart.`;
  if (code === 'EADDRNOTAVAIL') return `The RTMP ingest cannot listen on ${where}: no interface has that address. Set LIVE_RTMP_HOST to one of this machine's addresses (0.0.0.0 for all), and restart.`;
  return `The RTMP ingest could not listen on ${where} (${error instanceof Error ? error.message : String(error)}). Check LIVE_RTMP_HOST and LIVE_RTMP_PORT, and restart.`;
}

/** Live streaming: the RTMP ingest with a secret key per workspace, live events and their destinations, the relay to each destination (the media worker), recordings, history and plan limits. */
export const liveService = defineService({
  name: 'live',
  areas: ['live'],
  env: liveServiceEnv,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  eventTables: liveEvents,
  async routes(app, context) {
    const { config } = context;
    const box = loadSecretBox(config);
    const worker = config.LIVE_INGEST_ENABLED
      ? new MediaWorker({
          db: context.db,
          sql: context.sql,
          box,
          log: context.log,
          dataDir: config.DATA_DIR,
          ffmpeg: config.LIVE_FFMPEG_PATH,
          host: config.LIVE_RTMP_HOST,
          port: config.LIVE_RTMP_PORT,
          maxAttempts: config.LIVE_RELAY_MAX_ATTEMPTS,
          backoffMs: config.LIVE_RELAY_BACKOFF_MS,
          backoffMaxMs: config.LIVE_RELAY_BACKOFF_MAX_MS,
          slateGraceMs: config.LIVE_SLATE_GRACE_MS,
        })
      : null;
    if (worker) workers.set(context, worker);
    // The connected accounts' tokens from posting: over HTTP to POSTING_INTERNAL_URL, else within this process (all-in-one).
    const accounts = config.INTERNAL_TOKEN
      ? postingAccountSource(
          config.POSTING_INTERNAL_URL ? httpInternalCall(config.POSTING_INTERNAL_URL, config.OUTBOUND_TIMEOUT_MS) : injectInternalCall((options) => app.inject(options)),
          config.INTERNAL_TOKEN,
        )
      : noAccountSource;
    // The networks' own flows (YouTube, Facebook) by destination kind; the others use what the user entered.
    const flows = liveNetworkFlows({
      config,
      fetch: createOutboundFetch({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE, timeoutMs: config.OUTBOUND_TIMEOUT_MS, userAgent: 'Cadence', log: context.log }),
      accounts,
    });
    const deps: LiveDeps = { db: context.db, box, worker, flows, accounts, streamUrls: { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE } };
    if (worker) {
      worker.onSourceLost = async (eventId, workspaceId) => {
        await endEvent(deps, workspaceId, eventId, 'source_lost');
      };
      // Streams a previous process relayed cannot be resumed: their sources reconnected elsewhere or not at all.
      for (const event of await repository.allLiveEvents(context.db)) {
        await repository.updateEvent(context.db, event.workspaceId, event.id, { status: 'ended', endedAt: new Date(), endReason: 'source_lost' });
        await repository.updateDestinationsOf(context.db, event.id, { state: 'ended', bitrateKbps: null, fps: null, nextRetryAt: null });
      }
      app.addHook('onReady', async () => {
        try {
          await worker.start();
        } catch (error) {
          // The API stays up (going live answers that no source publishes); the live screen and
          // Monitoring say why, and the operator frees the port or sets LIVE_RTMP_PORT.
          worker.listenProblem = listenProblemOf(error, config.LIVE_RTMP_HOST, config.LIVE_RTMP_PORT);
          // The start box says it too, with what to set.
          context.notice({ text: worker.listenProblem });
          context.log.error({ err: error, host: config.LIVE_RTMP_HOST, port: config.LIVE_RTMP_PORT }, `live: ${worker.listenProblem}`);
        }
      });
      // YouTube's and Facebook's own health of the streams this process relays, beside the relay's figures.
      const health = new NetworkHealthPoller({ db: context.db, flows, isRelayed: (eventId) => worker.relay.isRunning(eventId), intervalMs: config.LIVE_NETWORK_HEALTH_INTERVAL_MS, log: context.log });
      app.addHook('onReady', async () => health.start());
      app.addHook('preClose', () => health.stop());
      const rebroadcasts = rebroadcastWorker({ ...deps, dataDir: config.DATA_DIR, ffmpeg: config.LIVE_FFMPEG_PATH, log: context.log, intervalMs: config.LIVE_REBROADCAST_POLL_MS });
      app.addHook('onReady', () => rebroadcasts.start());
      app.addHook('preClose', () => rebroadcasts.stop());
      // The relays and their ffmpeg processes end before the database's connections close.
      app.addHook('preClose', () => worker.close());
    }
    eventRoutes(app, deps);
    ingestRoutes(app, { ...deps, dataDir: config.DATA_DIR, config });
    recordingFileRoutes(app, { ...deps, dataDir: config.DATA_DIR, internalToken: config.INTERNAL_TOKEN });
    preflightRoutes(app, deps, { uploadKbps: config.LIVE_UPLOAD_KBPS ?? null, probeSeconds: config.LIVE_PREFLIGHT_PROBE_SECONDS, ffprobePath: config.LIVE_FFPROBE_PATH });
  },
  consumers(context) {
    return [entitlementsOnChange, recordingOnImport, rotateKeyOnMemberRemoved(loadSecretBox(context.config))];
  },
  monitoring(context) {
    // The ingest in Monitoring: its address while it listens, else why not (never "Ready" with nothing listening).
    return async () => {
      const worker = workers.get(context);
      if (!worker) return {};
      const listening = worker.listenProblem === null && worker.port > 0;
      return { ingest: { listening, address: listening ? ingestUrl(context.config, worker.port) : null, problem: worker.listenProblem } };
    };
  },
});
