import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';

interface PeerBroadcast {
  id: string;
  title: string;
  description: string;
  scheduledStartTime: string;
  privacyStatus: string;
  enableAutoStart: boolean;
  enableMonitorStream: boolean;
  /** created, ready, testStarting, testing, liveStarting, live, complete, revoked. */
  lifeCycleStatus: string;
  boundStreamId?: string;
}

interface PeerStream {
  id: string;
  title: string;
  streamName: string;
  ingestionType: string;
  resolution: string;
  frameRate: string;
  health: {
    status: string;
    configurationIssues: {
      type: string;
      severity: string;
      reason: string;
      description: string;
    }[];
  };
}

export interface YoutubeLivePeerOptions {
  /** The RTMP server the ingestion address names (a local node-media-server in relay tests). */
  ingestionAddress?: string;
  /** Also answer an rtmpsIngestionAddress (YouTube does; local servers usually have no TLS). */
  rtmpsIngestionAddress?: string;
  /** Whether data arrives on a stream key: a test's own switch, or a look at the local RTMP server. */
  isReceiving?: (streamName: string) => boolean | Promise<boolean>;
  /** Whether a bearer token is the channel's besides the peer's own (e.g. one Google's OAuth peer issued and has not expired). */
  authorize?: (token: string) => boolean | Promise<boolean>;
  /** Every bearer token the peer was called with. */
  seen?: string[];
  /** Where the rest of the YouTube Data API is answered (channels, videos: a test's Google peer), as one GOOGLE_API_BASE serves both. */
  forwardOthersTo?: string;
}

export interface YoutubeLivePeer {
  url: string;
  /** A valid access token of the channel. */
  token: string;
  broadcasts: Map<string, PeerBroadcast>;
  streams: Map<string, PeerStream>;
  /** Every transition asked for, as `<id>:<status>`. */
  transitions: string[];
  /** liveEnabled false: the channel is not enabled for live streaming (403 liveStreamingNotEnabled); streamsAllowed false: liveStreams.insert is refused (403 liveStreamInsertionNotAllowed). */
  channel: { liveEnabled: boolean; streamsAllowed: boolean };
  /** Marks a stream key as receiving data (when no isReceiving option was given). */
  receive(streamName: string, receiving?: boolean): void;
  revoke(token: string): void;
  close(): Promise<void>;
}

/** Google's error body: {error:{code,message,errors:[{message,domain,reason}]}}. */
function googleError(reply: FastifyReply, code: number, reason: string, message: string, domain = 'youtube.liveBroadcast') {
  return reply.code(code).send({ error: { code, message, errors: [{ message, domain, reason }] } });
}

/**
 * A local YouTube Live Streaming API (YouTube Data API v3) as Google documents it:
 * liveBroadcasts.insert/list/bind/transition and liveStreams.insert/list with a bearer token,
 * lifeCycleStatus created → ready (bound) → testStarting → testing → liveStarting → live →
 * complete, a stream's streamStatus active only while data arrives, and the documented
 * reasons (liveStreamingNotEnabled, errorStreamInactive, invalidTransition, redundantTransition,
 * liveBroadcastNotFound, liveStreamNotFound) in Google's error body.
 */
export async function startYoutubeLivePeer(options: YoutubeLivePeerOptions = {}): Promise<YoutubeLivePeer> {
  const tokens = new Set<string>();
  const token = `ya29.${randomBytes(12).toString('base64url')}`;
  tokens.add(token);
  const broadcasts = new Map<string, PeerBroadcast>();
  const streams = new Map<string, PeerStream>();
  const receiving = new Set<string>();
  const transitions: string[] = [];
  const channel = { liveEnabled: true, streamsAllowed: true };
  const isReceiving = options.isReceiving ?? ((name: string) => receiving.has(name));

  const streamStatus = async (stream: PeerStream) => {
    const active = await isReceiving(stream.streamName);
    const bound = [...broadcasts.values()].find((broadcast) => broadcast.boundStreamId === stream.id);
    if (active) return 'active';
    return bound && ['live', 'testing', 'complete'].includes(bound.lifeCycleStatus) ? 'inactive' : 'ready';
  };

  const broadcastResource = (broadcast: PeerBroadcast) => ({
    kind: 'youtube#liveBroadcast',
    id: broadcast.id,
    snippet: {
      title: broadcast.title,
      description: broadcast.description,
      scheduledStartTime: broadcast.scheduledStartTime,
    },
    status: {
      lifeCycleStatus: broadcast.lifeCycleStatus,
      privacyStatus: broadcast.privacyStatus,
      recordingStatus: broadcast.lifeCycleStatus === 'live' ? 'recording' : 'notRecording',
    },
    contentDetails: {
      ...(broadcast.boundStreamId ? { boundStreamId: broadcast.boundStreamId } : {}),
      enableAutoStart: broadcast.enableAutoStart,
      monitorStream: { enableMonitorStream: broadcast.enableMonitorStream },
    },
  });

  const streamResource = async (stream: PeerStream) => ({
    kind: 'youtube#liveStream',
    id: stream.id,
    snippet: { title: stream.title },
    cdn: {
      ingestionType: stream.ingestionType,
      resolution: stream.resolution,
      frameRate: stream.frameRate,
      ingestionInfo: {
        streamName: stream.streamName,
        ingestionAddress: options.ingestionAddress ?? 'rtmp://a.rtmp.youtube.com/live2',
        backupIngestionAddress: 'rtmp://b.rtmp.youtube.com/live2?backup=1',
        ...(options.rtmpsIngestionAddress ? { rtmpsIngestionAddress: options.rtmpsIngestionAddress } : {}),
      },
    },
    status: {
      streamStatus: await streamStatus(stream),
      healthStatus: {
        status: (await isReceiving(stream.streamName)) ? stream.health.status : 'noData',
        lastUpdateTimeSeconds: String(Math.floor(Date.now() / 1000)),
        configurationIssues: stream.health.configurationIssues,
      },
    },
  });

  // Transitions in progress finish on the next read, as YouTube's do a moment later.
  const settle = (broadcast: PeerBroadcast) => {
    if (broadcast.lifeCycleStatus === 'testStarting') broadcast.lifeCycleStatus = 'testing';
    else if (broadcast.lifeCycleStatus === 'liveStarting') broadcast.lifeCycleStatus = 'live';
  };

  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const access = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    options.seen?.push(access);
    if (!tokens.has(access) && !(await options.authorize?.(access))) return googleError(reply, 401, 'authError', 'Request had invalid authentication credentials. Expected OAuth 2 access token.', 'global');
    return undefined;
  });

  app.post('/youtube/v3/liveBroadcasts', async (request, reply) => {
    const body = (request.body ?? {}) as {
      snippet?: {
        title?: string;
        description?: string;
        scheduledStartTime?: string;
      };
      status?: { privacyStatus?: string };
      contentDetails?: {
        enableAutoStart?: boolean;
        monitorStream?: { enableMonitorStream?: boolean };
      };
    };
    if (!channel.liveEnabled) return googleError(reply, 403, 'liveStreamingNotEnabled', 'The user is not enabled for live streaming.', 'youtube.liveBroadcast');
    if (!body.snippet?.title) return googleError(reply, 400, 'titleRequired', 'The live broadcast must have a title.');
    if (!body.snippet.scheduledStartTime) return googleError(reply, 400, 'scheduledStartTimeRequired', 'The scheduled start time is required.');
    if (!['public', 'unlisted', 'private'].includes(body.status?.privacyStatus ?? '')) return googleError(reply, 400, 'invalidPrivacyStatus', 'Invalid privacy status.');
    const broadcast: PeerBroadcast = {
      id: randomBytes(8).toString('base64url'),
      title: body.snippet.title,
      description: body.snippet.description ?? '',
      scheduledStartTime: body.snippet.scheduledStartTime,
      privacyStatus: body.status?.privacyStatus ?? 'private',
      enableAutoStart: body.contentDetails?.enableAutoStart ?? true,
      enableMonitorStream: body.contentDetails?.monitorStream?.enableMonitorStream ?? true,
      lifeCycleStatus: 'created',
    };
    broadcasts.set(broadcast.id, broadcast);
    return broadcastResource(broadcast);
  });

  app.get('/youtube/v3/liveBroadcasts', async (request) => {
    const { id } = request.query as { id?: string };
    const items = (id ?? '').split(',').flatMap((one) => {
      const broadcast = broadcasts.get(one);
      if (!broadcast) return [];
      settle(broadcast);
      return [broadcastResource(broadcast)];
    });
    return {
      kind: 'youtube#liveBroadcastListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
  });

  app.delete('/youtube/v3/liveBroadcasts', async (request, reply) => {
    const { id } = request.query as { id?: string };
    const broadcast = broadcasts.get(id ?? '');
    if (!broadcast) return googleError(reply, 404, 'liveBroadcastNotFound', 'Broadcast not found');
    if (['testing', 'live', 'testStarting', 'liveStarting'].includes(broadcast.lifeCycleStatus))
      return googleError(reply, 403, 'liveBroadcastDeletionNotAllowed', 'The broadcast cannot be deleted in its current state.');
    broadcasts.delete(broadcast.id);
    return reply.code(204).send();
  });

  app.post('/youtube/v3/liveBroadcasts/bind', async (request, reply) => {
    const { id, streamId } = request.query as {
      id?: string;
      streamId?: string;
    };
    if (!id) return googleError(reply, 400, 'idRequired', 'The id parameter is required.');
    const broadcast = broadcasts.get(id);
    if (!broadcast) return googleError(reply, 404, 'liveBroadcastNotFound', 'Broadcast not found');
    if (streamId && !streams.has(streamId)) return googleError(reply, 404, 'liveStreamNotFound', 'Stream not found', 'youtube.liveStream');
    if (!['created', 'ready'].includes(broadcast.lifeCycleStatus)) return googleError(reply, 403, 'liveBroadcastBindingNotAllowed', 'Binding is not allowed in the current state.');
    broadcast.boundStreamId = streamId;
    broadcast.lifeCycleStatus = streamId ? 'ready' : 'created';
    return broadcastResource(broadcast);
  });

  app.post('/youtube/v3/liveBroadcasts/transition', async (request, reply) => {
    const { id, broadcastStatus } = request.query as {
      id?: string;
      broadcastStatus?: string;
    };
    const broadcast = broadcasts.get(id ?? '');
    if (!broadcast) return googleError(reply, 404, 'liveBroadcastNotFound', 'Broadcast not found');
    transitions.push(`${broadcast.id}:${broadcastStatus ?? ''}`);
    settle(broadcast);
    const stream = broadcast.boundStreamId ? streams.get(broadcast.boundStreamId) : undefined;
    const active = stream ? (await streamStatus(stream)) === 'active' : false;
    const current = broadcast.lifeCycleStatus;
    if (broadcastStatus === current) return googleError(reply, 403, 'redundantTransition', 'Redundant transition');
    if (broadcastStatus === 'testing') {
      if (current !== 'ready' || !broadcast.enableMonitorStream) return googleError(reply, 403, 'invalidTransition', 'Invalid transition');
      if (!active) return googleError(reply, 403, 'errorStreamInactive', 'Stream is inactive');
      broadcast.lifeCycleStatus = 'testStarting';
    } else if (broadcastStatus === 'live') {
      const from = broadcast.enableMonitorStream ? 'testing' : 'ready';
      if (current !== from) return googleError(reply, 403, 'invalidTransition', 'Invalid transition');
      if (!active) return googleError(reply, 403, 'errorStreamInactive', 'Stream is inactive');
      broadcast.lifeCycleStatus = 'liveStarting';
    } else if (broadcastStatus === 'complete') {
      if (current !== 'live' && current !== 'testing') return googleError(reply, 403, 'invalidTransition', 'Invalid transition');
      broadcast.lifeCycleStatus = 'complete';
    } else {
      return googleError(reply, 400, 'invalidValue', 'Invalid value for broadcastStatus.');
    }
    return broadcastResource(broadcast);
  });

  app.post('/youtube/v3/liveStreams', async (request, reply) => {
    const body = (request.body ?? {}) as {
      snippet?: { title?: string };
      cdn?: { ingestionType?: string; resolution?: string; frameRate?: string };
    };
    if (!channel.liveEnabled) return googleError(reply, 403, 'liveStreamingNotEnabled', 'The user is not enabled for live streaming.', 'youtube.liveStream');
    if (!channel.streamsAllowed) return googleError(reply, 403, 'liveStreamInsertionNotAllowed', 'The stream cannot be created.', 'youtube.liveStream');
    if (!body.snippet?.title) return googleError(reply, 400, 'titleRequired', 'The stream must have a title.', 'youtube.liveStream');
    if (!['rtmp', 'dash', 'hls'].includes(body.cdn?.ingestionType ?? '')) return googleError(reply, 400, 'ingestionTypeRequired', 'The ingestion type is required.', 'youtube.liveStream');
    const stream: PeerStream = {
      id: `${randomBytes(6).toString('hex')}-stream`,
      title: body.snippet.title,
      streamName: `${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}`,
      ingestionType: body.cdn?.ingestionType ?? 'rtmp',
      resolution: body.cdn?.resolution ?? 'variable',
      frameRate: body.cdn?.frameRate ?? 'variable',
      health: { status: 'good', configurationIssues: [] },
    };
    streams.set(stream.id, stream);
    return streamResource(stream);
  });

  app.get('/youtube/v3/liveStreams', async (request) => {
    const { id } = request.query as { id?: string };
    const items = await Promise.all((id ?? '').split(',').flatMap((one) => (streams.has(one) ? [streamResource(streams.get(one) as PeerStream)] : [])));
    return {
      kind: 'youtube#liveStreamListResponse',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    };
  });

  const forward = options.forwardOthersTo;
  if (forward) {
    app.setNotFoundHandler(async (request, reply) => {
      const answer = await fetch(`${forward}${request.url}`, { method: request.method, headers: { authorization: request.headers.authorization ?? '' } });
      return reply
        .code(answer.status)
        .header('content-type', answer.headers.get('content-type') ?? 'application/json')
        .send(await answer.text());
    });
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    token,
    broadcasts,
    streams,
    transitions,
    channel,
    receive: (streamName, on = true) => (on ? receiving.add(streamName) : receiving.delete(streamName)),
    revoke: (value) => tokens.delete(value),
    close: () => app.close(),
  };
}
