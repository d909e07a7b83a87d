import { setTimeout as sleep } from 'node:timers/promises';
import { LiveNetworkError } from './network-call';
import type { ApiNetworkFlow, NetworkAccount, NetworkFlowEvent, NetworkHealthView, NetworkStepOptions, PreparedNetworkDestination } from './network-flow.types';
import {
  bindBroadcast,
  deleteBroadcast,
  getBroadcast,
  getStreamStatus,
  insertBroadcast,
  insertStream,
  transitionBroadcast,
  type YoutubeLiveApi,
  type YoutubeStream,
  type YoutubeTransition,
} from './youtube-live.api';

export interface YoutubeLiveFlowOptions extends YoutubeLiveApi {
  /** Pause between status reads while waiting for the stream or a transition. */
  pollIntervalMs: number;
  /** How long to wait for YouTube to receive the stream before giving up. */
  activeTimeoutMs: number;
  /** testing → live (YouTube's monitor stream) or straight to live. */
  monitorStream: boolean;
  /** Push over RTMPS when YouTube offers it (it does; local servers may not). */
  preferRtmps: boolean;
  now?: () => Date;
}

async function waitFor<T>(options: YoutubeLiveFlowOptions, step: NetworkStepOptions, read: () => Promise<T>, done: (value: T) => boolean, timeout: () => LiveNetworkError): Promise<T> {
  const deadline = Date.now() + options.activeTimeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw timeout();
    await sleep(options.pollIntervalMs, undefined, step.signal ? { signal: step.signal } : undefined);
  }
}

async function transition(options: YoutubeLiveFlowOptions, token: string, broadcastId: string, to: YoutubeTransition): Promise<void> {
  try {
    await transitionBroadcast(options, token, broadcastId, to);
  } catch (error) {
    // Already there (a retry after a lost answer): nothing left to do.
    if (error instanceof LiveNetworkError && error.reason === 'redundantTransition') return;
    throw error;
  }
}

function ingestion(stream: YoutubeStream, preferRtmps: boolean): { serverUrl: string; streamKey: string } {
  const info = stream.cdn?.ingestionInfo;
  const serverUrl = (preferRtmps ? info?.rtmpsIngestionAddress : undefined) ?? info?.ingestionAddress;
  if (!info?.streamName || !serverUrl) throw new LiveNetworkError('unavailable', 'YouTube created the stream without an ingestion address. Try again in a moment.');
  return { serverUrl, streamKey: info.streamName };
}

/** Maps YouTube's healthStatus (good, ok, bad, noData, revoked) and configurationIssues to the health shown beside the relay's figures. */
export function youtubeHealth(stream: YoutubeStream, checkedAt: Date): NetworkHealthView {
  const health = stream.status?.healthStatus;
  return {
    status: health?.status ?? 'noData',
    issues: (health?.configurationIssues ?? []).map((issue) => ({
      type: issue.type ?? '',
      severity: issue.severity ?? 'info',
      reason: issue.reason ?? '',
      description: issue.description ?? '',
    })),
    checked_at: checkedAt.toISOString(),
  };
}

/**
 * YouTube: liveBroadcasts.insert + liveStreams.insert + bind to prepare; once the relay pushes,
 * wait until liveStreams.list says the stream is active, then transition testing → live (or
 * straight to live without the monitor stream); complete at the end. The destination's
 * external id is the broadcast id; the stream is found again through its bound stream id.
 */
export function youtubeLiveFlow(options: YoutubeLiveFlowOptions): ApiNetworkFlow {
  const now = options.now ?? (() => new Date());

  const boundStream = async (token: string, broadcastId: string) => {
    const broadcast = await getBroadcast(options, token, broadcastId);
    const streamId = broadcast.contentDetails?.boundStreamId;
    if (!streamId) throw new LiveNetworkError('not_found', 'The YouTube broadcast has no stream attached any more. Prepare the destination again.', 'liveStreamNotFound');
    return streamId;
  };

  return {
    async prepare({ token }: NetworkAccount, event: NetworkFlowEvent): Promise<PreparedNetworkDestination> {
      const broadcast = await insertBroadcast(options, token, {
        title: event.title,
        description: event.description,
        scheduledStartTime: event.scheduledStartAt ?? now(),
        privacyStatus: event.privacy,
        enableMonitorStream: options.monitorStream,
      });
      try {
        const stream = await insertStream(options, token, event.title);
        await bindBroadcast(options, token, broadcast.id, stream.id);
        return { externalId: broadcast.id, ...ingestion(stream, options.preferRtmps) };
      } catch (error) {
        // No half-prepared broadcast is left on the channel; the first error is the one to show.
        await deleteBroadcast(options, token, broadcast.id).catch(() => undefined);
        throw error;
      }
    },

    async start({ token }: NetworkAccount, broadcastId: string, step: NetworkStepOptions = {}): Promise<void> {
      const streamId = await boundStream(token, broadcastId);
      await waitFor(
        options,
        step,
        () => getStreamStatus(options, token, streamId),
        (stream) => stream.status?.streamStatus === 'active',
        () => new LiveNetworkError('wrong_state', 'YouTube did not receive the stream in time, so the broadcast did not start. Check that the source is sending and retry.', 'errorStreamInactive'),
      );
      const broadcast = await getBroadcast(options, token, broadcastId);
      const status = broadcast.status?.lifeCycleStatus;
      if (status === 'live' || status === 'liveStarting') return;
      if (status === 'complete' || status === 'revoked')
        throw new LiveNetworkError('wrong_state', 'This YouTube broadcast has already ended. Prepare the destination again for a new one.', 'invalidTransition');
      if (options.monitorStream && broadcast.contentDetails?.monitorStream?.enableMonitorStream !== false) {
        if (status !== 'testing') {
          await transition(options, token, broadcastId, 'testing');
          await waitFor(
            options,
            step,
            () => getBroadcast(options, token, broadcastId),
            (current) => current.status?.lifeCycleStatus === 'testing',
            () => new LiveNetworkError('unavailable', 'YouTube did not finish testing the stream in time. Retry to go live.', 'errorExecutingTransition'),
          );
        }
      }
      await transition(options, token, broadcastId, 'live');
      await waitFor(
        options,
        step,
        () => getBroadcast(options, token, broadcastId),
        (current) => current.status?.lifeCycleStatus === 'live',
        () => new LiveNetworkError('unavailable', 'YouTube did not finish starting the broadcast in time. Retry to go live.', 'errorExecutingTransition'),
      );
    },

    async health({ token }: NetworkAccount, broadcastId: string): Promise<NetworkHealthView> {
      const stream = await getStreamStatus(options, token, await boundStream(token, broadcastId));
      return youtubeHealth(stream, now());
    },

    async end({ token }: NetworkAccount, broadcastId: string): Promise<void> {
      const broadcast = await getBroadcast(options, token, broadcastId).catch((error: unknown) => {
        if (error instanceof LiveNetworkError && error.kind === 'not_found') return null;
        throw error;
      });
      const status = broadcast?.status?.lifeCycleStatus;
      // Deleted, never started or already over: nothing to complete on YouTube.
      if (!broadcast || status === 'complete' || status === 'revoked' || status === 'created' || status === 'ready') return;
      await transition(options, token, broadcastId, 'complete');
    },
  };
}
