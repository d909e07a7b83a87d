import { createHash } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** One RTMP connection (publisher or player) of node-media-server's protocol layer. */
interface RtmpSession {
  id: string;
  ip: string;
  socket: Socket;
  streamApp: string;
  streamName: string;
  streamPath: string;
  videoCodec: number;
  videoWidth: number;
  videoHeight: number;
  videoFramerate: number;
  audioCodec: number;
  audioChannels: number;
  audioSamplerate: number;
  inBytes: number;
  broadcast?: { publishGraceMs: number };
  run(): void;
}

// node-media-server 4 ships no types: its session layer, context and logger are loaded as CommonJS.
const require = createRequire(import.meta.url);
const Context = require('node-media-server/src/core/context.js') as { config: Record<string, unknown>; sessions: Map<string, unknown>; eventEmitter: EventEmitter };
const nmsLogger = require('node-media-server/src/core/logger.js') as { log(message: string, level?: string): void };
const RtmpSession = require('node-media-server/src/session/rtmp_session.js') as new (socket: Socket) => RtmpSession;

/** The RTMP application streamers publish to: rtmp://host:port/live/<stream key>. */
export const INGEST_APP = 'live';

export function hashStreamKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface SourceInfo {
  workspaceId: number;
  startedAt: Date;
  video: { codec: string; width: number; height: number; fps: number } | null;
  audio: { codec: string; sample_rate: number; channels: number } | null;
  bitrateKbps: number | null;
}

export interface IngestListener {
  /** A workspace's source started publishing (its key was accepted). */
  onSourceUp(workspaceId: number): void;
  /** The source stopped (disconnected, or its key was revoked). */
  onSourceDown(workspaceId: number): void;
}

const VIDEO_CODECS: Record<number, string> = { 7: 'h264', 12: 'hevc', 13: 'av1' };
const AUDIO_CODECS: Record<number, string> = { 2: 'mp3', 10: 'aac', 13: 'opus' };

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

interface Publisher {
  session: RtmpSession;
  workspaceId: number;
  startedAt: Date;
  lastBytes: number;
  lastAt: number;
}

/** The workspace whose current stream key has this hash, or null when none has (unknown or revoked). */
export type KeyLookup = (keyHash: string) => Promise<number | null>;

/**
 * The RTMP ingest: node-media-server's RTMP protocol and session layer on a listener of ours
 * (bound where configured; a busy port is an error for the caller, never an exit). A publish is
 * accepted only with a known, unrevoked stream key, and one publisher per key; playing is for
 * this machine's relays only. Keys are known by their SHA-256: the key itself stays out of the
 * lookup table and out of every log line. With a key lookup (the stored keys), each publish is
 * checked against it, so a key changed by another process is refused (or accepted) at once;
 * without one, against the keys loaded here.
 */
export class RtmpIngest {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** key hash → workspace */
  private readonly keys = new Map<string, number>();
  /** key hash → the accepted publisher */
  private readonly publishers = new Map<string, Publisher>();
  /** key hash → a publish whose key is being looked up */
  private readonly checking = new Map<string, RtmpSession>();
  private readonly rejected = new WeakSet<object>();
  private listener: IngestListener | null = null;
  private lookup: KeyLookup | null = null;
  port = 0;

  constructor(private readonly log: FastifyBaseLogger) {
    // node-media-server prints stream paths, which hold the key: its own log is kept quiet.
    nmsLogger.log = () => undefined;
    Context.config = {};
    Context.eventEmitter.on('prePublish', this.onPrePublish);
    Context.eventEmitter.on('prePlay', this.onPrePlay);
    Context.eventEmitter.on('donePublish', this.onDonePublish);
  }

  setListener(listener: IngestListener): void {
    this.listener = listener;
  }

  /** Checks each publish against the stored keys (the authority) rather than the keys loaded here. */
  setKeyLookup(lookup: KeyLookup): void {
    this.lookup = lookup;
  }

  /** Replaces the accepted keys (by hash) with those stored. */
  loadKeys(entries: Iterable<{ workspaceId: number; keyHash: string }>): void {
    this.keys.clear();
    for (const entry of entries) this.keys.set(entry.keyHash, entry.workspaceId);
  }

  /**
   * Drops each source publishing with a key that is no longer among the loaded keys (replaced in
   * another process); with a key lookup, only once it confirms the key is no longer its workspace's
   * (the loaded list may predate a key made since).
   */
  async dropRevoked(): Promise<void> {
    for (const [hash, publisher] of [...this.publishers]) {
      if (this.keys.get(hash) === publisher.workspaceId) continue;
      const owner = this.lookup ? await this.lookup(hash) : null;
      if (owner === publisher.workspaceId) {
        this.keys.set(hash, owner);
        continue;
      }
      if (this.publishers.get(hash) !== publisher) continue;
      this.log.info({ workspaceId: publisher.workspaceId }, 'live ingest: source dropped, its stream key was replaced');
      publisher.session.socket.destroy();
    }
  }

  /** A workspace's new key; a source publishing with its old one is disconnected. */
  replaceKey(workspaceId: number, keyHash: string): void {
    for (const [hash, owner] of this.keys) {
      if (owner === workspaceId && hash !== keyHash) this.keys.delete(hash);
    }
    for (const [hash, publisher] of this.publishers) {
      if (publisher.workspaceId === workspaceId && hash !== keyHash) publisher.session.socket.destroy();
    }
    this.keys.set(keyHash, workspaceId);
  }

  async listen(host: string, port: number): Promise<number> {
    const server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      const session = new RtmpSession(socket);
      session.run();
      Context.sessions.set(session.id, session);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    return this.port;
  }

  async close(): Promise<void> {
    Context.eventEmitter.off('prePublish', this.onPrePublish);
    Context.eventEmitter.off('prePlay', this.onPrePlay);
    Context.eventEmitter.off('donePublish', this.onDonePublish);
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  isPublishing(workspaceId: number): boolean {
    return [...this.publishers.values()].some((publisher) => publisher.workspaceId === workspaceId);
  }

  source(workspaceId: number): SourceInfo | null {
    const publisher = [...this.publishers.values()].find((candidate) => candidate.workspaceId === workspaceId);
    if (!publisher) return null;
    const s = publisher.session;
    const now = Date.now();
    const elapsed = (now - publisher.lastAt) / 1000;
    const bitrateKbps = elapsed > 0.5 ? Math.round(((s.inBytes - publisher.lastBytes) * 8) / 1000 / elapsed) : null;
    if (elapsed > 0.5) {
      publisher.lastBytes = s.inBytes;
      publisher.lastAt = now;
    }
    return {
      workspaceId,
      startedAt: publisher.startedAt,
      video: s.videoCodec ? { codec: VIDEO_CODECS[s.videoCodec] ?? String(s.videoCodec), width: s.videoWidth, height: s.videoHeight, fps: s.videoFramerate } : null,
      audio: s.audioCodec ? { codec: AUDIO_CODECS[s.audioCodec] ?? String(s.audioCodec), sample_rate: s.audioSamplerate, channels: s.audioChannels } : null,
      bitrateKbps,
    };
  }

  private refuse(session: RtmpSession, why: string): void {
    this.rejected.add(session);
    this.log.warn({ ip: session.ip, why }, 'live ingest: publish refused');
    session.socket.destroy();
  }

  private readonly onPrePublish = (session: RtmpSession): void => {
    // The session ends at once after its last packet: no grace window keeping a stale publisher.
    if (session.broadcast) session.broadcast.publishGraceMs = 0;
    if (session.streamApp !== INGEST_APP) return this.refuse(session, 'unknown application');
    const hash = hashStreamKey(session.streamName);
    if (this.publishers.has(hash) || this.checking.has(hash)) return this.refuse(session, 'the stream key is already publishing');
    const lookup = this.lookup;
    if (!lookup) return this.accept(session, hash, this.keys.get(hash) ?? null);
    // Nothing reads the source (preview, relays) until its key is found valid.
    this.checking.set(hash, session);
    lookup(hash).then(
      (workspaceId) => {
        this.checking.delete(hash);
        if (session.socket.destroyed) return;
        this.accept(session, hash, workspaceId);
      },
      (error: unknown) => {
        this.checking.delete(hash);
        this.log.error({ err: error }, 'live ingest: the stream key could not be checked');
        this.refuse(session, 'the stream key could not be checked');
      },
    );
  };

  private accept(session: RtmpSession, hash: string, workspaceId: number | null): void {
    if (workspaceId === null) return this.refuse(session, 'unknown or revoked stream key');
    if (this.publishers.has(hash)) return this.refuse(session, 'the stream key is already publishing');
    // Another process may have made this key: it replaces the workspace's earlier one here too.
    if (this.keys.get(hash) !== workspaceId) this.replaceKey(workspaceId, hash);
    this.publishers.set(hash, { session, workspaceId, startedAt: new Date(), lastBytes: 0, lastAt: Date.now() });
    this.log.info({ workspaceId }, 'live ingest: source publishing');
    this.listener?.onSourceUp(workspaceId);
  }

  private readonly onPrePlay = (session: RtmpSession): void => {
    if (!isLoopback(session.socket.remoteAddress)) {
      this.rejected.add(session);
      session.socket.destroy();
    }
  };

  private readonly onDonePublish = (session: RtmpSession): void => {
    if (this.rejected.has(session)) return;
    for (const [hash, publisher] of this.publishers) {
      if (publisher.session !== session) continue;
      this.publishers.delete(hash);
      this.log.info({ workspaceId: publisher.workspaceId }, 'live ingest: source stopped');
      this.listener?.onSourceDown(publisher.workspaceId);
    }
  };
}
