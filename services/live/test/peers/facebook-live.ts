import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';

interface PeerLiveVideo {
  id: string;
  targetId: string;
  title: string;
  description: string;
  streamKey: string;
  plannedStartTime: number | null;
  published: boolean;
  ended: boolean;
  wasLive: boolean;
}

export interface FacebookLivePeerOptions {
  /** The RTMP(S) server secure_stream_url names (a local node-media-server in relay tests). */
  ingestBase?: string;
  isReceiving?: (streamKey: string) => boolean | Promise<boolean>;
}

export interface FacebookLivePeer {
  url: string;
  /** A page token that may go live on `pageId`. */
  token: string;
  pageId: string;
  videos: Map<string, PeerLiveVideo>;
  /** False: the page may not go live (Meta's 100 followers and 60 days rule). */
  page: { eligible: boolean };
  receive(streamKey: string, receiving?: boolean): void;
  revoke(token: string): void;
  close(): Promise<void>;
}

const fbtrace = () => randomBytes(8).toString('base64url');

/** Meta's error body: {error:{message,type,code,error_subcode,fbtrace_id}}. */
function graphError(reply: FastifyReply, status: number, code: number, message: string, subcode?: number) {
  return reply.code(status).send({
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: fbtrace(),
    },
  });
}

/**
 * A local Graph API for live video as Meta documents it: POST /{page-id}/live_videos (LIVE_NOW,
 * or SCHEDULED_UNPUBLISHED with planned_start_time) answering id, stream_url and secure_stream_url;
 * GET /{live-video-id} with status and ingest_streams (stream_health while data arrives);
 * POST /{live-video-id} with status=LIVE_NOW to publish and end_live_video=true to end; the token
 * as a bearer header; errors in Meta's body (190 token, 200 permission, 100/33 unknown object).
 */
export async function startFacebookLivePeer(options: FacebookLivePeerOptions = {}): Promise<FacebookLivePeer> {
  const pageId = '104729385610042';
  const token = `EAAG${randomBytes(18).toString('base64url')}`;
  const tokens = new Map<string, string>([[token, pageId]]);
  const videos = new Map<string, PeerLiveVideo>();
  const receiving = new Set<string>();
  const page = { eligible: true };
  const isReceiving = options.isReceiving ?? ((key: string) => receiving.has(key));
  const ingestBase = (options.ingestBase ?? 'rtmps://live-api-s.facebook.com:443/rtmp').replace(/\/$/, '');

  const status = async (video: PeerLiveVideo) => {
    if (video.ended) return video.wasLive ? 'VOD' : 'SCHEDULED_CANCELED';
    if (!video.published) return video.plannedStartTime ? 'SCHEDULED_UNPUBLISHED' : 'UNPUBLISHED';
    if (await isReceiving(video.streamKey)) {
      video.wasLive = true;
      return 'LIVE';
    }
    return video.wasLive ? 'LIVE_STOPPED' : 'UNPUBLISHED';
  };

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const access = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!tokens.has(access)) return graphError(reply, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    return undefined;
  });

  app.post('/:version/:target/live_videos', async (request, reply) => {
    const { target } = request.params as { target: string };
    const access = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const body = (request.body ?? {}) as {
      status?: string;
      title?: string;
      description?: string;
      planned_start_time?: number;
    };
    if (tokens.get(access) !== target) return graphError(reply, 403, 200, '(#200) Permissions error');
    if (!page.eligible) return graphError(reply, 400, 200, '(#200) This Page is not eligible to go live yet.');
    if (body.status !== 'LIVE_NOW' && body.status !== 'SCHEDULED_UNPUBLISHED' && body.status !== 'UNPUBLISHED') return graphError(reply, 400, 100, '(#100) Invalid parameter: status');
    if (body.status === 'SCHEDULED_UNPUBLISHED') {
      const planned = Number(body.planned_start_time);
      const seconds = planned - Date.now() / 1000;
      if (!Number.isFinite(planned) || seconds < 10 * 60 || seconds > 7 * 24 * 3600) return graphError(reply, 400, 100, '(#100) planned_start_time must be between 10 minutes and 7 days from now');
    }
    const id = String(10_000_000_000 + videos.size + 1);
    const video: PeerLiveVideo = {
      id,
      targetId: target,
      title: body.title ?? '',
      description: body.description ?? '',
      streamKey: `FB-${id}-0-${randomBytes(18).toString('base64url')}`,
      plannedStartTime: body.status === 'SCHEDULED_UNPUBLISHED' ? Number(body.planned_start_time) : null,
      published: body.status === 'LIVE_NOW',
      ended: false,
      wasLive: false,
    };
    videos.set(id, video);
    return {
      id,
      stream_url: `${ingestBase.replace(/^rtmps:/, 'rtmp:').replace(':443/', ':80/')}/${video.streamKey}`,
      secure_stream_url: `${ingestBase}/${video.streamKey}`,
    };
  });

  app.get('/:version/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const video = videos.get(id);
    if (!video)
      return graphError(reply, 400, 100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 33);
    const current = await status(video);
    const health =
      current === 'LIVE'
        ? {
            video_bitrate: 2_500_000,
            video_framerate: 30,
            video_gop_size: 60,
            video_width: 1280,
            video_height: 720,
            audio_bitrate: 128_000,
          }
        : undefined;
    return {
      id,
      status: current,
      title: video.title,
      description: video.description,
      ingest_streams: {
        data: [
          {
            id: `${id}1`,
            is_master: true,
            ...(health ? { stream_health: health } : {}),
          },
        ],
      },
    };
  });

  app.post('/:version/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const body = (request.body ?? {}) as {
      status?: string;
      end_live_video?: boolean | string;
    };
    const video = videos.get(id);
    if (!video)
      return graphError(reply, 400, 100, `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 33);
    if (body.end_live_video === true || body.end_live_video === 'true') {
      await status(video);
      video.ended = true;
      return { id, success: true };
    }
    if (body.status === 'LIVE_NOW') {
      if (video.ended) return graphError(reply, 400, 100, '(#100) This live video has ended and cannot go live again.');
      video.published = true;
      return { id, success: true };
    }
    return graphError(reply, 400, 100, '(#100) Nothing to update');
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    token,
    pageId,
    videos,
    page,
    receive: (key, on = true) => (on ? receiving.add(key) : receiving.delete(key)),
    revoke: (value) => tokens.delete(value),
    close: () => app.close(),
  };
}
