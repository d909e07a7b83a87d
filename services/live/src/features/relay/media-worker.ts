import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { liveStreamDestinationFailed, type Language } from '@cadence/contracts';
import type { Database, Sql } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import type { SecretBox } from '@cadence/service-kit';
import { liveEvents } from '../../db/schema';
import * as repository from '../events/events.repository';
import * as ingestKeys from '../ingest/ingest.service';
import { INGEST_APP, RtmpIngest } from '../ingest/rtmp-ingest';
import { SourceTaps } from '../recordings/source-taps';
import type { ProgressFigures } from './ffmpeg-progress';
import { RelaySupervisor, type RelayState, type RelayTarget } from './relay-supervisor';

export interface MediaWorkerOptions {
  db: Database;
  /** LISTENs for keys changed by any live process (regenerated, rotated); without it, the 10-second reload alone. */
  sql?: Sql;
  box: SecretBox;
  log: FastifyBaseLogger;
  dataDir: string;
  ffmpeg: string;
  host: string;
  port: number;
  maxAttempts: number;
  backoffMs: number;
  backoffMaxMs: number;
  slateGraceMs: number;
}

const FIGURES_EVERY_MS = 2000;

/**
 * The ingest and the media worker of one process: the RTMP ingest, one relay per destination of
 * each live event, the HLS preview and recordings. What the relays report is kept on the
 * destinations' rows (state at once, figures every two seconds).
 */
export class MediaWorker {
  readonly ingest: RtmpIngest;
  readonly relay: RelaySupervisor;
  readonly taps: SourceTaps;
  /** Ends an event whose source stayed away past the grace period (set by the events service). */
  onSourceLost: (eventId: number, workspaceId: number) => Promise<void> = async () => undefined;
  private readonly lastFigures = new Map<number, number>();
  private readonly eventWorkspaces = new Map<number, number>();
  private keyRefresh: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Set by close(): a source that goes away while the service stops changes nothing (the database may be gone). */
  private closing = false;

  constructor(private readonly options: MediaWorkerOptions) {
    this.ingest = new RtmpIngest(options.log);
    this.taps = new SourceTaps({ ffmpeg: options.ffmpeg, dataDir: options.dataDir });
    this.relay = new RelaySupervisor(
      { ffmpeg: options.ffmpeg, maxAttempts: options.maxAttempts, backoffMs: options.backoffMs, backoffMaxMs: options.backoffMaxMs, slateGraceMs: options.slateGraceMs, slateDir: path.join(options.dataDir, 'live', 'slates'), log: options.log },
      {
        state: (eventId, destinationId, change) => void this.saveState(eventId, destinationId, change).catch((error: unknown) => options.log.error({ err: error, eventId }, 'live relay: state not saved')),
        figures: (eventId, destinationId, figures) => void this.saveFigures(eventId, destinationId, figures).catch((error: unknown) => options.log.error({ err: error, eventId }, 'live relay: figures not saved')),
        sourceLost: (eventId) => {
          const workspaceId = this.eventWorkspaces.get(eventId);
          if (workspaceId !== undefined) void this.onSourceLost(eventId, workspaceId).catch((error: unknown) => options.log.error({ err: error, eventId }, 'live: ending after source loss failed'));
        },
      },
    );
    this.ingest.setListener({
      onSourceUp: (workspaceId) => {
        if (!this.closing) void this.sourceUp(workspaceId).catch((error: unknown) => options.log.error({ err: error, workspaceId }, 'live: source up not handled'));
      },
      onSourceDown: (workspaceId) => {
        if (!this.closing) void this.sourceDown(workspaceId).catch((error: unknown) => options.log.error({ err: error, workspaceId }, 'live: source down not handled'));
      },
    });
  }

  get port(): number {
    return this.ingest.port;
  }

  /** Why the RTMP ingest does not listen (set when it could not bind), with the setting that fixes it. */
  listenProblem: string | null = null;

  async start(): Promise<void> {
    // Each publish is checked against the stored keys: one another process just changed counts at once.
    this.ingest.setKeyLookup((keyHash) => ingestKeys.workspaceOfKeyHash(this.options.db, keyHash));
    this.ingest.loadKeys(await ingestKeys.allKeys(this.options.db));
    await this.ingest.listen(this.options.host, this.options.port);
    // A key regenerated or rotated by any process drops the source publishing with the old one: at
    // its NOTIFY, and at the latest on the next reload.
    if (this.options.sql) {
      const reload = () => void this.reloadKeys();
      try {
        const listening = await this.options.sql.listen(ingestKeys.INGEST_KEYS_CHANNEL, reload, reload);
        this.unlisten = () => listening.unlisten();
      } catch (error) {
        this.options.log.warn({ err: error }, 'live ingest: could not LISTEN for key changes, reloading them every 10 s only');
      }
    }
    this.keyRefresh = setInterval(() => void this.reloadKeys(), 10_000);
    this.keyRefresh.unref();
  }

  /** Reloads the stored keys, dropping a source whose key was replaced. */
  private async reloadKeys(): Promise<void> {
    if (this.closing) return;
    try {
      const keys = await ingestKeys.allKeys(this.options.db);
      if (this.closing) return;
      this.ingest.loadKeys(keys);
      await this.ingest.dropRevoked();
    } catch {
      // The next reload tries again.
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.keyRefresh) clearInterval(this.keyRefresh);
    if (this.unlisten) await this.unlisten().catch(() => undefined);
    this.unlisten = null;
    await this.relay.stopAll();
    await this.taps.close();
    await this.ingest.close();
  }

  /** The loopback address the relays read a workspace's source from. */
  async inputOf(workspaceId: number): Promise<{ input: string; key: string }> {
    const { key } = await ingestKeys.keyOf(this.options.db, this.options.box, workspaceId);
    const host = this.options.host === '0.0.0.0' || this.options.host === '::' ? '127.0.0.1' : this.options.host;
    return { input: `rtmp://${host.includes(':') ? `[${host}]` : host}:${this.port}/${INGEST_APP}/${key}`, key };
  }

  async goLive(event: repository.EventRow, targets: readonly RelayTarget[], language: Language = 'en'): Promise<void> {
    const { input, key } = await this.inputOf(event.workspaceId);
    const source = this.ingest.source(event.workspaceId);
    this.eventWorkspaces.set(event.id, event.workspaceId);
    this.relay.start(event.id, input, key, targets, source?.video ? { width: source.video.width, height: source.video.height } : null, { title: event.title, language });
    if (event.record) await this.taps.record(event.id, event.workspaceId, input, key);
  }

  async end(eventId: number): Promise<Awaited<ReturnType<SourceTaps['finish']>>> {
    await this.relay.stop(eventId);
    this.eventWorkspaces.delete(eventId);
    return this.taps.finish(eventId);
  }

  private async sourceUp(workspaceId: number): Promise<void> {
    const { input, key } = await this.inputOf(workspaceId);
    await this.taps.startPreview(workspaceId, input, key);
    const source = this.ingest.source(workspaceId);
    for (const event of await repository.liveEventsOf(this.options.db, workspaceId)) {
      this.relay.sourceUp(event.id, source?.video ? { width: source.video.width, height: source.video.height } : null);
      if (event.record && this.taps.isRecording(event.id)) await this.taps.record(event.id, workspaceId, input, key);
    }
  }

  private async sourceDown(workspaceId: number): Promise<void> {
    await this.taps.stopPreview(workspaceId);
    for (const event of await repository.liveEventsOf(this.options.db, workspaceId)) {
      this.relay.sourceDown(event.id);
      await this.taps.pause(event.id);
    }
  }

  private async saveState(eventId: number, destinationId: number, change: { state: RelayState; reason: string | null; reconnects: number; nextRetryAt: Date | null; attempts: number }): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      const event = await repository.findEventById(tx, eventId);
      if (!event || event.status !== 'live') return;
      const row = await repository.updateDestination(tx, eventId, destinationId, {
        state: change.state,
        reason: change.reason,
        reconnects: change.reconnects,
        nextRetryAt: change.nextRetryAt,
        ...(change.state === 'live' ? {} : { bitrateKbps: null, fps: null }),
      });
      if (!row || change.state !== 'failed') return;
      await writeEvent(tx, liveEvents, liveStreamDestinationFailed, {
        eventId,
        workspaceId: event.workspaceId,
        title: event.title,
        userIds: [...new Set([event.createdBy, ...(event.startedBy === null ? [] : [event.startedBy])])],
        destinationId,
        kind: row.kind,
        name: row.name,
        reason: change.reason ?? 'The destination stopped',
        attempts: change.attempts,
      });
    });
  }

  private async saveFigures(eventId: number, destinationId: number, figures: ProgressFigures): Promise<void> {
    const now = Date.now();
    if (now - (this.lastFigures.get(destinationId) ?? 0) < FIGURES_EVERY_MS) return;
    this.lastFigures.set(destinationId, now);
    await repository.updateDestination(this.options.db, eventId, destinationId, {
      bitrateKbps: figures.bitrateKbps,
      fps: figures.fps,
      droppedFrames: figures.droppedFrames,
    });
  }
}
