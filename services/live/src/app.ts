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
import { httpInternalCall, injectInternalCall, liveNetworkFlows, NetworkHealthPoller, noAccountSource, postingAccountSource } from './features/networks';
import { preflightRoutes } from './features/preflight/preflight.routes';
import { recordingFileRoutes } from './features/recordings/recordings.routes';
import { MediaWorker } from './features/relay/media-worker';

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
          // The API stays up (going live answers that no source publishes); the operator frees the port or sets LIVE_RTMP_PORT.
          context.log.error({ err: error, host: config.LIVE_RTMP_HOST, port: config.LIVE_RTMP_PORT }, 'live: the RTMP ingest could not listen');
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
});
