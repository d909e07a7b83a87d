import { callJson, LiveNetworkError, networkUrl, type NetworkHttp } from './network-call';

/**
 * The YouTube Live Streaming API (YouTube Data API v3: liveBroadcasts and liveStreams) as plain
 * functions over the guarded fetch, with Google's error body ({error:{code,message,errors:[{reason}]}})
 * turned into plain words.
 */
export interface YoutubeLiveApi extends NetworkHttp {
  /** https://www.googleapis.com, or a local server standing in for it. */
  apiBaseUrl: string;
}

export type YoutubePrivacy = 'public' | 'unlisted' | 'private';
export type YoutubeTransition = 'testing' | 'live' | 'complete';

export interface YoutubeBroadcast {
  id: string;
  snippet?: {
    title?: string;
    description?: string;
    scheduledStartTime?: string;
    actualStartTime?: string;
    actualEndTime?: string;
  };
  status?: {
    lifeCycleStatus?: string;
    privacyStatus?: string;
    recordingStatus?: string;
  };
  contentDetails?: {
    boundStreamId?: string;
    enableAutoStart?: boolean;
    enableAutoStop?: boolean;
    monitorStream?: { enableMonitorStream?: boolean };
  };
}

export interface YoutubeIngestion {
  streamName: string;
  ingestionAddress: string;
  backupIngestionAddress?: string;
  rtmpsIngestionAddress?: string;
  rtmpsBackupIngestionAddress?: string;
}

export interface YoutubeConfigurationIssue {
  type?: string;
  severity?: string;
  reason?: string;
  description?: string;
}

export interface YoutubeStream {
  id: string;
  cdn?: {
    ingestionType?: string;
    resolution?: string;
    frameRate?: string;
    ingestionInfo?: YoutubeIngestion;
  };
  status?: {
    /** active, created, error, inactive, ready. */
    streamStatus?: string;
    healthStatus?: {
      status?: string;
      lastUpdateTimeSeconds?: string | number;
      configurationIssues?: YoutubeConfigurationIssue[];
    };
  };
}

interface GoogleErrorBody {
  error?:
    | {
        code?: number;
        message?: string;
        errors?: { reason?: string; message?: string }[];
      }
    | string;
  error_description?: string;
}

function reasonsOf(body: unknown): string[] {
  const error = (body as GoogleErrorBody | null)?.error;
  if (typeof error === 'string') return [error];
  return (error?.errors ?? []).map((item) => item.reason ?? '').filter(Boolean);
}

function googleMessage(body: unknown, status: number): string {
  const parsed = body as GoogleErrorBody | null;
  if (typeof parsed?.error === 'string') return parsed.error_description ?? parsed.error;
  return parsed?.error?.message ?? `YouTube answered ${status}`;
}

/** The reasons YouTube documents for its live methods, in words a streamer can act on. */
const REASONS: Readonly<Record<string, { kind: LiveNetworkError['kind']; message: string }>> = {
  liveStreamingNotEnabled: {
    kind: 'not_allowed',
    message: 'This YouTube channel is not enabled for live streaming. Turn live streaming on at youtube.com/features (the first time takes up to 24 hours), then try again.',
  },
  livePermissionBlocked: {
    kind: 'not_allowed',
    message: 'YouTube has blocked live streaming on this channel for now. youtube.com/features says why and until when.',
  },
  insufficientLivePermissions: {
    kind: 'not_allowed',
    message: 'This YouTube account may not manage live broadcasts on this channel. Reconnect YouTube with the channel owner’s account.',
  },
  insufficientPermissions: {
    kind: 'auth',
    message: 'YouTube did not grant Cadence the live streaming permission. Reconnect the YouTube account and allow it.',
  },
  liveBroadcastNotFound: {
    kind: 'not_found',
    message: 'The broadcast no longer exists on YouTube (it may have been deleted in YouTube Studio). Prepare the destination again.',
  },
  liveStreamNotFound: {
    kind: 'not_found',
    message: 'The stream key no longer exists on YouTube. Prepare the destination again.',
  },
  invalidTransition: {
    kind: 'wrong_state',
    message: 'YouTube refused to change the broadcast’s state from where it is now.',
  },
  redundantTransition: {
    kind: 'wrong_state',
    message: 'The broadcast is already in that state on YouTube.',
  },
  errorStreamInactive: {
    kind: 'wrong_state',
    message: 'YouTube is not receiving the stream yet, so the broadcast cannot start. Check that the source is sending.',
  },
  errorExecutingTransition: {
    kind: 'unavailable',
    message: 'YouTube failed while changing the broadcast’s state. Try again in a moment.',
  },
  liveBroadcastBindingNotAllowed: {
    kind: 'wrong_state',
    message: 'YouTube does not allow attaching a stream to this broadcast in its current state.',
  },
  invalidScheduledStartTime: {
    kind: 'invalid',
    message: 'YouTube refused the scheduled start time: it must be in the future.',
  },
  titleRequired: {
    kind: 'invalid',
    message: 'YouTube needs a title for the broadcast.',
  },
  invalidDescription: {
    kind: 'invalid',
    message: 'YouTube refused the description (at most 5,000 characters, without < or >).',
  },
  invalidTitle: {
    kind: 'invalid',
    message: 'YouTube refused the title (at most 100 characters, without < or >).',
  },
  quotaExceeded: {
    kind: 'rate_limited',
    message: 'The YouTube API quota for today is used up. It starts again at midnight Pacific time.',
  },
  dailyLimitExceeded: {
    kind: 'rate_limited',
    message: 'The YouTube API quota for today is used up. It starts again at midnight Pacific time.',
  },
  rateLimitExceeded: {
    kind: 'rate_limited',
    message: 'YouTube is receiving too many requests. Cadence tries again shortly.',
  },
  userRequestsExceedRateLimit: {
    kind: 'rate_limited',
    message: 'YouTube is receiving too many requests from this account. Cadence tries again shortly.',
  },
  liveBroadcastInsertionNotAllowed: {
    kind: 'not_allowed',
    message: 'This YouTube channel may not create more live broadcasts right now.',
  },
};

/** Google's answer as a LiveNetworkError: a documented reason first, then the status. */
export function youtubeError(status: number, body: unknown): LiveNetworkError {
  const reasons = reasonsOf(body);
  for (const reason of reasons) {
    const known = REASONS[reason];
    if (known) return new LiveNetworkError(known.kind, known.message, reason, status);
  }
  const reason = reasons[0] ?? null;
  if (status === 401) return new LiveNetworkError('auth', 'YouTube no longer accepts this account’s sign-in. Reconnect the YouTube account.', reason, status);
  if (status === 429) return new LiveNetworkError('rate_limited', 'YouTube is receiving too many requests. Cadence tries again shortly.', reason, status);
  if (status >= 500) return new LiveNetworkError('unavailable', 'YouTube is not answering properly right now. Try again in a moment.', reason, status);
  return new LiveNetworkError('invalid', `YouTube refused the request: ${googleMessage(body, status)}`, reason, status);
}

function call<T>(api: YoutubeLiveApi, token: string, method: 'GET' | 'POST' | 'DELETE', path: string, query: Record<string, string>, json?: unknown) {
  return callJson<T>(
    api,
    {
      method,
      url: networkUrl(api.apiBaseUrl, `youtube/v3/${path}`, query),
      headers: { authorization: `Bearer ${token}` },
      ...(json === undefined ? {} : { json }),
    },
    youtubeError,
    'YouTube',
  );
}

export interface NewBroadcast {
  title: string;
  description: string;
  /** Now when the event starts at once. */
  scheduledStartTime: Date;
  privacyStatus: YoutubePrivacy;
  /** With the monitor stream the broadcast goes testing → live; without it, straight to live. */
  enableMonitorStream: boolean;
}

/** liveBroadcasts.insert: the broadcast viewers see; it starts only when Cadence says so (auto start off). */
export async function insertBroadcast(api: YoutubeLiveApi, token: string, broadcast: NewBroadcast): Promise<YoutubeBroadcast> {
  const answer = await call<YoutubeBroadcast>(
    api,
    token,
    'POST',
    'liveBroadcasts',
    { part: 'snippet,status,contentDetails' },
    {
      snippet: {
        title: broadcast.title,
        description: broadcast.description,
        scheduledStartTime: broadcast.scheduledStartTime.toISOString(),
      },
      status: {
        privacyStatus: broadcast.privacyStatus,
        selfDeclaredMadeForKids: false,
      },
      contentDetails: {
        enableAutoStart: false,
        enableAutoStop: false,
        monitorStream: { enableMonitorStream: broadcast.enableMonitorStream },
      },
    },
  );
  return answer.body;
}

/** liveStreams.insert: the RTMP ingestion point and key the relay pushes to (resolution and frame rate detected by YouTube). */
export async function insertStream(api: YoutubeLiveApi, token: string, title: string): Promise<YoutubeStream> {
  const answer = await call<YoutubeStream>(
    api,
    token,
    'POST',
    'liveStreams',
    { part: 'snippet,cdn,contentDetails,status' },
    {
      snippet: { title },
      cdn: {
        ingestionType: 'rtmp',
        resolution: 'variable',
        frameRate: 'variable',
      },
      contentDetails: { isReusable: false },
    },
  );
  return answer.body;
}

/** liveBroadcasts.bind: ties the stream to the broadcast. */
export async function bindBroadcast(api: YoutubeLiveApi, token: string, broadcastId: string, streamId: string): Promise<YoutubeBroadcast> {
  const answer = await call<YoutubeBroadcast>(api, token, 'POST', 'liveBroadcasts/bind', { id: broadcastId, streamId, part: 'id,contentDetails' });
  return answer.body;
}

/** liveBroadcasts.transition to testing, live or complete. */
export async function transitionBroadcast(api: YoutubeLiveApi, token: string, broadcastId: string, to: YoutubeTransition): Promise<YoutubeBroadcast> {
  const answer = await call<YoutubeBroadcast>(api, token, 'POST', 'liveBroadcasts/transition', { broadcastStatus: to, id: broadcastId, part: 'id,status' });
  return answer.body;
}

/** liveBroadcasts.delete: removes a broadcast that never went live (one left half-prepared). */
export async function deleteBroadcast(api: YoutubeLiveApi, token: string, broadcastId: string): Promise<void> {
  await call(api, token, 'DELETE', 'liveBroadcasts', { id: broadcastId });
}

/** liveBroadcasts.list by id (status and the bound stream); a missing broadcast is a not_found error. */
export async function getBroadcast(api: YoutubeLiveApi, token: string, broadcastId: string): Promise<YoutubeBroadcast> {
  const answer = await call<{ items?: YoutubeBroadcast[] }>(api, token, 'GET', 'liveBroadcasts', { id: broadcastId, part: 'id,status,contentDetails' });
  const broadcast = answer.body.items?.[0];
  if (!broadcast)
    throw youtubeError(404, {
      error: { errors: [{ reason: 'liveBroadcastNotFound' }] },
    });
  return broadcast;
}

/** liveStreams.list part=status by id: whether data arrives (streamStatus) and YouTube's view of it (healthStatus). */
export async function getStreamStatus(api: YoutubeLiveApi, token: string, streamId: string): Promise<YoutubeStream> {
  const answer = await call<{ items?: YoutubeStream[] }>(api, token, 'GET', 'liveStreams', { id: streamId, part: 'id,status' });
  const stream = answer.body.items?.[0];
  if (!stream)
    throw youtubeError(404, {
      error: { errors: [{ reason: 'liveStreamNotFound' }] },
    });
  return stream;
}
