import { callJson, LiveNetworkError, networkUrl, type NetworkHttp } from './network-call';

/** Meta's Graph API version the live calls use (the same one the posting adapters use). */
export const LIVE_GRAPH_VERSION = 'v25.0';

export interface FacebookLiveApi extends NetworkHttp {
  /** https://graph.facebook.com, or a local server standing in for it. */
  apiBaseUrl: string;
}

/** A LiveVideo as Graph answers it (the fields Cadence reads). */
export interface FacebookLiveVideo {
  id: string;
  /** UNPUBLISHED, LIVE, LIVE_STOPPED, PROCESSING, SCHEDULED_UNPUBLISHED, SCHEDULED_LIVE, SCHEDULED_CANCELED, VOD … */
  status?: string;
  stream_url?: string;
  secure_stream_url?: string;
  title?: string;
  description?: string;
  ingest_streams?: { data?: FacebookInputStream[] } | FacebookInputStream[];
}

export interface FacebookInputStream {
  id?: string;
  is_master?: boolean;
  stream_health?: Record<string, unknown>;
}

interface GraphErrorBody {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    is_transient?: boolean;
    error_user_msg?: string;
  };
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);

/** Meta's error body ({error:{message,type,code,error_subcode}}) as plain words. */
export function facebookError(status: number, body: unknown): LiveNetworkError {
  const error = (body as GraphErrorBody | null)?.error;
  const code = error?.code ?? 0;
  const reason = error?.code ? `${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''}` : null;
  const said = error?.error_user_msg ?? error?.message ?? `Facebook answered ${status}`;
  if (code === 190 || code === 102 || status === 401) return new LiveNetworkError('auth', 'Facebook no longer accepts this account’s sign-in. Reconnect the Facebook page or profile.', reason, status);
  if (RATE_LIMIT_CODES.has(code) || (code >= 80001 && code <= 80014) || status === 429) {
    return new LiveNetworkError('rate_limited', 'Facebook is receiving too many requests from this app or page. Cadence tries again shortly.', reason, status);
  }
  if (code === 10 || (code >= 200 && code <= 299)) {
    return new LiveNetworkError(
      'not_allowed',
      `Facebook does not let this account go live here: ${said} (a page needs an admin’s token with pages_manage_posts; a profile needs publish_video, 60 days of age and 100 followers).`,
      reason,
      status,
    );
  }
  if (code === 100 && error?.error_subcode === 33) return new LiveNetworkError('not_found', 'The live video no longer exists on Facebook. Prepare the destination again.', reason, status);
  if (code === 1 || code === 2 || error?.is_transient || status >= 500)
    return new LiveNetworkError('unavailable', 'Facebook is not answering properly right now. Try again in a moment.', reason, status);
  return new LiveNetworkError('invalid', `Facebook refused the request: ${said}`, reason, status);
}

function graphCall<T>(api: FacebookLiveApi, token: string, method: 'GET' | 'POST', path: string, query: Record<string, string> = {}, json?: unknown) {
  return callJson<T>(
    api,
    {
      method,
      url: networkUrl(api.apiBaseUrl, `${LIVE_GRAPH_VERSION}/${path}`, query),
      headers: { authorization: `Bearer ${token}` },
      ...(json === undefined ? {} : { json }),
    },
    facebookError,
    'Facebook',
  );
}

export interface NewLiveVideo {
  title: string;
  description: string;
  /** Null: LIVE_NOW (shown as soon as the stream arrives); a date: SCHEDULED_UNPUBLISHED with that planned start. */
  plannedStart: Date | null;
}

/** POST /{page-or-user-id}/live_videos: the live video and the RTMPS URL (server and key in one) to push to. */
export async function createLiveVideo(api: FacebookLiveApi, token: string, targetId: string, video: NewLiveVideo): Promise<FacebookLiveVideo> {
  const body = video.plannedStart
    ? {
        status: 'SCHEDULED_UNPUBLISHED',
        planned_start_time: Math.floor(video.plannedStart.getTime() / 1000),
        title: video.title,
        description: video.description,
      }
    : {
        status: 'LIVE_NOW',
        title: video.title,
        description: video.description,
      };
  const answer = await graphCall<FacebookLiveVideo>(api, token, 'POST', `${encodeURIComponent(targetId)}/live_videos`, { fields: 'id,status,stream_url,secure_stream_url' }, body);
  return answer.body;
}

/** GET /{live-video-id}: its status and ingest streams with their health. */
export async function getLiveVideo(api: FacebookLiveApi, token: string, liveVideoId: string): Promise<FacebookLiveVideo> {
  const answer = await graphCall<FacebookLiveVideo>(api, token, 'GET', encodeURIComponent(liveVideoId), { fields: 'id,status,ingest_streams{is_master,stream_health}' });
  return answer.body;
}

/** POST /{live-video-id} with status LIVE_NOW: publishes a scheduled or unpublished live video. */
export async function publishLiveVideo(api: FacebookLiveApi, token: string, liveVideoId: string): Promise<void> {
  await graphCall(api, token, 'POST', encodeURIComponent(liveVideoId), {}, { status: 'LIVE_NOW' });
}

/** POST /{live-video-id} with end_live_video=true: ends the broadcast (it becomes a video on the page). */
export async function endLiveVideo(api: FacebookLiveApi, token: string, liveVideoId: string): Promise<void> {
  await graphCall(api, token, 'POST', encodeURIComponent(liveVideoId), {}, { end_live_video: true });
}
