import type { FastifyBaseLogger } from 'fastify';
import type { Language, LiveEncoding } from '@cadence/contracts';
import { runFfmpeg, type FfmpegRun } from './ffmpeg-process';
import type { ProgressFigures } from './ffmpeg-progress';
import { renderSlate } from './slate';

/** One destination as the relay sends to it. */
export interface RelayTarget {
  id: number;
  /** The full output address (server URL and stream key): a secret. */
  url: string;
  /** Re-encoding this destination asks for; null relays the source as it comes. */
  encoding: LiveEncoding | null;
}

export type RelayState = 'connecting' | 'live' | 'retrying' | 'failed';

/** What the supervisor reports; the live service keeps it in the database. */
export interface RelayReporter {
  state(eventId: number, destinationId: number, change: { state: RelayState; reason: string | null; reconnects: number; nextRetryAt: Date | null; attempts: number }): void;
  figures(eventId: number, destinationId: number, figures: ProgressFigures): void;
  /** The source stayed away past the grace period. */
  sourceLost(eventId: number): void;
}

export interface RelayOptions {
  ffmpeg: string;
  maxAttempts: number;
  backoffMs: number;
  backoffMaxMs: number;
  slateGraceMs: number;
  /** Where each event's holding slate is rendered. */
  slateDir: string;
  log: FastifyBaseLogger;
}

/** What the holding slate says: the stream's title, in the language of whoever went live. */
export interface SlateCard {
  title: string;
  language: Language;
}

interface DestinationRun {
  target: RelayTarget;
  run: FfmpegRun | null;
  timer: NodeJS.Timeout | null;
  /** Failed attempts in a row. */
  attempts: number;
  reconnects: number;
  state: RelayState;
  /** Bumped on each start, so a late exit of an earlier process is ignored. */
  generation: number;
}

interface EventRun {
  eventId: number;
  input: string;
  secrets: string[];
  destinations: Map<number, DestinationRun>;
  /** The source is away: destinations show the slate. */
  onSlate: boolean;
  slateSize: { width: number; height: number };
  slate: SlateCard;
  /** The slate's card at slateSize, being drawn or drawn (null: it could not be, the plain colour is shown). */
  slateImage: Promise<string | null> | null;
  /** The drawn card's file, once there. */
  slateFile: string | null;
  graceTimer: NodeJS.Timeout | null;
}

const SLATE_REASON = 'Holding slate: the source is away';

/** The exponential backoff before attempt `attempt` (1-based) of a destination. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** ffmpeg arguments of one destination: stream copy unless it asks for re-encoding. */
export function relayArgs(input: string, target: RelayTarget): string[] {
  const codec = target.encoding
    ? [
        '-c:v', 'libx264', '-preset', 'veryfast',
        '-b:v', `${target.encoding.video_bitrate_kbps}k`, '-maxrate', `${target.encoding.video_bitrate_kbps}k`, '-bufsize', `${target.encoding.video_bitrate_kbps * 2}k`,
        '-force_key_frames', `expr:gte(t,n_forced*${target.encoding.keyframe_seconds ?? 2})`,
        '-pix_fmt', 'yuv420p',
        ...(target.encoding.max_height ? ['-vf', `scale=-2:'min(ih,${target.encoding.max_height})'`] : []),
        '-c:a', 'aac', '-b:a', '128k', '-ar', '44100',
      ]
    : ['-c', 'copy'];
  return ['-rw_timeout', '10000000', '-i', input, ...codec, '-f', 'flv', target.url];
}

/**
 * The holding slate at the source's size, until the source returns: its card ("We'll be right
 * back" and the stream's title, `image`) looped, or the plain colour when none could be drawn,
 * with silence.
 */
export function slateArgs(target: RelayTarget, size: { width: number; height: number }, image: string | null = null): string[] {
  const picture = image ? ['-re', '-loop', '1', '-framerate', '30', '-i', image] : ['-re', '-f', 'lavfi', '-i', `color=c=0x1f2433:s=${size.width}x${size.height}:r=30`];
  return [
    ...picture,
    '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-g', '60', '-b:v', '400k', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '64k',
    '-f', 'flv', target.url,
  ];
}

/**
 * The media worker: one ffmpeg per destination of each live event, pulling the ingest and
 * pushing to the destination. Each destination restarts on its own with exponential backoff
 * (retrying with the reason; failed after the last attempt) while the others go on. When the
 * source drops, destinations switch to a holding slate until it returns or the grace period ends.
 */
export class RelaySupervisor {
  private readonly events = new Map<number, EventRun>();

  constructor(
    private readonly options: RelayOptions,
    private readonly reporter: RelayReporter,
  ) {}

  isRunning(eventId: number): boolean {
    return this.events.has(eventId);
  }

  onSlate(eventId: number): boolean {
    return this.events.get(eventId)?.onSlate ?? false;
  }

  /** Starts relaying `input` (the ingest's address for this event's key) to each target. */
  start(eventId: number, input: string, inputSecret: string, targets: readonly RelayTarget[], size: { width: number; height: number } | null, slate: SlateCard = { title: '', language: 'en' }): void {
    if (this.events.has(eventId)) return;
    const run: EventRun = {
      eventId,
      input,
      secrets: [inputSecret, input],
      destinations: new Map(),
      onSlate: false,
      slateSize: size && size.width > 0 && size.height > 0 ? size : { width: 1280, height: 720 },
      slate,
      slateImage: null,
      slateFile: null,
      graceTimer: null,
    };
    this.events.set(eventId, run);
    for (const target of targets) this.add(eventId, target);
  }

  add(eventId: number, target: RelayTarget): void {
    const run = this.events.get(eventId);
    if (!run || run.destinations.has(target.id)) return;
    run.secrets.push(target.url);
    const destination: DestinationRun = { target, run: null, timer: null, attempts: 0, reconnects: 0, state: 'connecting', generation: 0 };
    run.destinations.set(target.id, destination);
    this.launch(run, destination);
  }

  async remove(eventId: number, destinationId: number): Promise<void> {
    const run = this.events.get(eventId);
    const destination = run?.destinations.get(destinationId);
    if (!run || !destination) return;
    run.destinations.delete(destinationId);
    await this.halt(destination);
  }

  /** "Retry now": a retrying or failed destination starts again with its backoff reset. */
  retry(eventId: number, destinationId: number): boolean {
    const run = this.events.get(eventId);
    const destination = run?.destinations.get(destinationId);
    if (!run || !destination) return false;
    if (destination.timer) clearTimeout(destination.timer);
    destination.timer = null;
    destination.attempts = 0;
    void destination.run?.stop();
    destination.run = null;
    this.launch(run, destination);
    return true;
  }

  async stop(eventId: number): Promise<void> {
    const run = this.events.get(eventId);
    if (!run) return;
    this.events.delete(eventId);
    if (run.graceTimer) clearTimeout(run.graceTimer);
    await Promise.all([...run.destinations.values()].map((destination) => this.halt(destination)));
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.events.keys()].map((eventId) => this.stop(eventId)));
  }

  /** The source dropped: every destination of the event goes to the slate for the grace period. */
  sourceDown(eventId: number): void {
    const run = this.events.get(eventId);
    if (!run || run.onSlate) return;
    run.onSlate = true;
    this.options.log.info({ eventId }, 'live relay: source away, holding slate');
    // The card is drawn once per size; the relays stop now and the destinations get the card once it is there.
    run.slateImage ??= renderSlate(this.options.slateDir, eventId, run.slate.title, run.slate.language, run.slateSize)
      .catch((error: unknown) => {
        this.options.log.warn({ err: error, eventId }, 'live relay: slate card not drawn, plain slate shown');
        return null;
      })
      .then((file) => (run.slateFile = file));
    for (const destination of run.destinations.values()) this.restartNow(run, destination, run.slateImage);
    run.graceTimer = setTimeout(() => {
      run.graceTimer = null;
      if (this.events.get(eventId) === run && run.onSlate) this.reporter.sourceLost(eventId);
    }, this.options.slateGraceMs);
  }

  /** The source is back: destinations leave the slate and relay it again. */
  sourceUp(eventId: number, size: { width: number; height: number } | null): void {
    const run = this.events.get(eventId);
    if (!run || !run.onSlate) return;
    run.onSlate = false;
    if (run.graceTimer) clearTimeout(run.graceTimer);
    run.graceTimer = null;
    if (size && size.width > 0 && (size.width !== run.slateSize.width || size.height !== run.slateSize.height)) {
      run.slateSize = size;
      run.slateImage = null;
      run.slateFile = null;
    }
    for (const destination of run.destinations.values()) this.restartNow(run, destination);
  }

  /** Stops the destination's ffmpeg and starts it again (on the slate or the source, as the event is now) once `ready` is. */
  private restartNow(run: EventRun, destination: DestinationRun, ready: Promise<unknown> = Promise.resolve()): void {
    if (destination.state === 'failed') return;
    if (destination.timer) clearTimeout(destination.timer);
    destination.timer = null;
    const previous = destination.run;
    destination.run = null;
    destination.generation += 1;
    this.report(run, destination, destination.state === 'live' ? 'live' : 'connecting', run.onSlate ? SLATE_REASON : null);
    void Promise.all([previous?.stop(), ready]).then(() => {
      if (this.events.get(run.eventId) === run && run.destinations.get(destination.target.id) === destination && !destination.run) this.launch(run, destination);
    });
  }

  private async halt(destination: DestinationRun): Promise<void> {
    destination.generation += 1;
    if (destination.timer) clearTimeout(destination.timer);
    destination.timer = null;
    const current = destination.run;
    destination.run = null;
    await current?.stop();
  }

  private report(run: EventRun, destination: DestinationRun, state: RelayState, reason: string | null, nextRetryAt: Date | null = null): void {
    destination.state = state;
    this.reporter.state(run.eventId, destination.target.id, { state, reason, reconnects: destination.reconnects, nextRetryAt, attempts: destination.attempts });
  }

  private launch(run: EventRun, destination: DestinationRun): void {
    destination.generation += 1;
    const generation = destination.generation;
    const onSlate = run.onSlate;
    const args = onSlate ? slateArgs(destination.target, run.slateSize, run.slateFile) : relayArgs(run.input, destination.target);
    if (destination.state !== 'live' && destination.attempts === 0) this.report(run, destination, 'connecting', onSlate ? SLATE_REASON : null);
    const process = runFfmpeg({
      ffmpeg: this.options.ffmpeg,
      args,
      secrets: run.secrets,
      onProgress: (figures) => {
        if (destination.generation !== generation) return;
        if (figures.frames > 0 || figures.outTimeMs > 0) {
          if (destination.state !== 'live') {
            destination.attempts = 0;
            this.report(run, destination, 'live', onSlate ? SLATE_REASON : null);
          }
          this.reporter.figures(run.eventId, destination.target.id, figures);
        }
      },
    });
    destination.run = process;
    void process.exited.then(({ reason }) => {
      if (destination.generation !== generation || this.events.get(run.eventId) !== run) return;
      destination.run = null;
      this.failedAttempt(run, destination, reason ?? 'The destination closed the connection');
    });
  }

  private failedAttempt(run: EventRun, destination: DestinationRun, reason: string): void {
    destination.attempts += 1;
    if (destination.attempts >= this.options.maxAttempts) {
      this.options.log.warn({ eventId: run.eventId, destinationId: destination.target.id, reason }, 'live relay: destination failed');
      this.report(run, destination, 'failed', reason);
      return;
    }
    const delay = backoffDelay(destination.attempts, this.options.backoffMs, this.options.backoffMaxMs);
    this.report(run, destination, 'retrying', reason, new Date(Date.now() + delay));
    destination.timer = setTimeout(() => {
      destination.timer = null;
      if (this.events.get(run.eventId) !== run || run.destinations.get(destination.target.id) !== destination) return;
      destination.reconnects += 1;
      this.launch(run, destination);
    }, delay);
  }
}
