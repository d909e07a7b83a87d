import { setTimeout as sleep } from 'node:timers/promises';
import { createLiveVideo, endLiveVideo, getLiveVideo, publishLiveVideo, type FacebookInputStream, type FacebookLiveApi, type FacebookLiveVideo } from './facebook-live.api';
import { LiveNetworkError } from './network-call';
import type { ApiNetworkFlow, NetworkAccount, NetworkFlowEvent, NetworkHealthView, NetworkStepOptions } from './network-flow.types';
import { splitStreamUrl } from './stream-url';

export interface FacebookLiveFlowOptions extends FacebookLiveApi {
  pollIntervalMs: number;
  /** How long to wait for Facebook to receive the stream before giving up. */
  activeTimeoutMs: number;
  now?: () => Date;
}

const SCHEDULED = new Set(['SCHEDULED_UNPUBLISHED', 'UNPUBLISHED', 'SCHEDULED_LIVE']);
const OVER = new Set(['LIVE_STOPPED', 'VOD', 'PROCESSING', 'SCHEDULED_CANCELED', 'SCHEDULED_EXPIRED']);

function inputStreams(video: FacebookLiveVideo): FacebookInputStream[] {
  const streams = video.ingest_streams;
  if (!streams) return [];
  return Array.isArray(streams) ? streams : (streams.data ?? []);
}

/** Facebook's view: the live video's status, and the master ingest stream's reported health as plain figures. */
export function facebookHealth(video: FacebookLiveVideo, checkedAt: Date): NetworkHealthView {
  const master = inputStreams(video).find((stream) => stream.is_master) ?? inputStreams(video)[0];
  const figures = master?.stream_health ?? {};
  const issues = Object.entries(figures)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string')
    .map(([name, value]) => ({
      type: 'figure',
      severity: 'info',
      reason: name,
      description: `${name.replace(/_/g, ' ')}: ${String(value)}`,
    }));
  return {
    status: (video.status ?? 'unknown').toLowerCase(),
    issues,
    checked_at: checkedAt.toISOString(),
  };
}

/**
 * Facebook: POST /{page-id}/live_videos (LIVE_NOW, or SCHEDULED_UNPUBLISHED with planned_start_time
 * for a scheduled event) answers secure_stream_url, split into server URL and key. Once the relay
 * pushes, a scheduled live video is published (status LIVE_NOW) and Cadence waits until Facebook
 * says LIVE; at the end, end_live_video=true. Facebook has no unlisted live video on pages: the
 * event's privacy applies to YouTube only.
 */
export function facebookLiveFlow(options: FacebookLiveFlowOptions): ApiNetworkFlow {
  const now = options.now ?? (() => new Date());
  return {
    async prepare({ token, networkId }: NetworkAccount, event: NetworkFlowEvent) {
      const scheduled = event.scheduledStartAt && event.scheduledStartAt.getTime() > now().getTime() + 10 * 60_000 ? event.scheduledStartAt : null;
      const video = await createLiveVideo(options, token, networkId, {
        title: event.title,
        description: event.description,
        plannedStart: scheduled,
      });
      const full = video.secure_stream_url ?? video.stream_url;
      if (!full) throw new LiveNetworkError('unavailable', 'Facebook created the live video without a stream URL. Try again in a moment.');
      return { externalId: video.id, ...splitStreamUrl(full) };
    },

    async start({ token }: NetworkAccount, liveVideoId: string, step: NetworkStepOptions = {}) {
      const deadline = Date.now() + options.activeTimeoutMs;
      let video = await getLiveVideo(options, token, liveVideoId);
      if (video.status && OVER.has(video.status)) throw new LiveNetworkError('wrong_state', 'This Facebook live video has already ended. Prepare the destination again for a new one.', video.status);
      if (video.status && SCHEDULED.has(video.status)) await publishLiveVideo(options, token, liveVideoId);
      for (;;) {
        video = await getLiveVideo(options, token, liveVideoId);
        if (video.status === 'LIVE') return;
        if (Date.now() >= deadline) {
          throw new LiveNetworkError('wrong_state', 'Facebook did not receive the stream in time, so the live video did not start. Check that the source is sending and retry.', video.status ?? null);
        }
        await sleep(options.pollIntervalMs, undefined, step.signal ? { signal: step.signal } : undefined);
      }
    },

    async health({ token }: NetworkAccount, liveVideoId: string) {
      return facebookHealth(await getLiveVideo(options, token, liveVideoId), now());
    },

    async end({ token }: NetworkAccount, liveVideoId: string) {
      const video = await getLiveVideo(options, token, liveVideoId).catch((error: unknown) => {
        if (error instanceof LiveNetworkError && error.kind === 'not_found') return null;
        throw error;
      });
      if (!video || (video.status && OVER.has(video.status))) return;
      await endLiveVideo(options, token, liveVideoId);
    },
  };
}
