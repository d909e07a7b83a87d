import { createHash, randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

export interface YoutubeVideo {
  id: string;
  channelId: string;
  title: string;
  description: string;
  tags?: string[];
  categoryId?: string;
  privacyStatus: string;
  madeForKids: boolean;
  bytes: number;
  publishedAt: number;
  /** What videos.list part=statistics answers (YouTube sends counts as strings). */
  statistics?: { viewCount?: number; likeCount?: number; commentCount?: number };
}

interface Session {
  id: string;
  channelId: string;
  total: number;
  mimeType: string;
  resource: { snippet?: Record<string, unknown>; status?: Record<string, unknown> };
  received: Buffer[];
  videoId?: string;
}

export interface YoutubePeer {
  url: string;
  server: PeerServer;
  channelId: string;
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  grant(): TokenSet;
  videos: Map<string, YoutubeVideo>;
  /** Quota units the project spent today (videos.insert 1600, list 1, delete 50). */
  quota: { used: number; limit: number };
  /** The channel's statistics (channels.list part=statistics); hidden: no subscriberCount. */
  channelStatistics: { subscriberCount: number; hidden: boolean };
  counters: { videosCreated: number; chunks: number; refreshes: number };
  /** Chunk PUTs as their Content-Range headers. */
  ranges: string[];
  expire(accessToken: string): void;
  revoke(accessToken: string): void;
  close(): Promise<void>;
}

const googleError = (code: number, message: string, reason: string, domain = 'youtube.api'): PeerAnswer => ({
  status: code,
  body: { error: { code, message, errors: [{ message, domain, reason }], status: code === 401 ? 'UNAUTHENTICATED' : code === 403 ? 'PERMISSION_DENIED' : 'INVALID_ARGUMENT' } },
});

/**
 * A local Google OAuth 2 and YouTube Data API v3 as Google documents them: consent with PKCE and
 * offline access, /token for codes and refresh tokens, channels?mine=true, resumable uploads
 * (session POST → Location, chunked PUTs answered 308 Resume Incomplete with Range, the video on
 * the last), playlistItems of the uploads playlist, videos.delete, Google's error body and the
 * project's daily quota (videos.insert costs 1600 of 10,000 units).
 */
export async function startYoutubePeer(): Promise<YoutubePeer> {
  const clientId = 'yt-client.apps.googleusercontent.com';
  const clientSecret = 'yt-secret';
  const channelId = 'UCx0ada0bakes0channel0001';
  const uploadsPlaylist = `UU${channelId.slice(2)}`;
  const tokens = new Map<string, { expiresAt: number; refreshToken: string; revoked: boolean }>();
  const refreshTokens = new Map<string, { revoked: boolean }>();
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  const sessions = new Map<string, Session>();
  const videos = new Map<string, YoutubeVideo>();
  const quota = { used: 0, limit: 10_000 };
  const channelStatistics = { subscriberCount: 0, hidden: false };
  const counters = { videosCreated: 0, chunks: 0, refreshes: 0 };
  const ranges: string[] = [];

  const issue = (refreshToken: string) => {
    const access = `ya29.${randomBytes(16).toString('base64url')}`;
    tokens.set(access, { expiresAt: Date.now() + 3599_000, refreshToken, revoked: false });
    return access;
  };

  const authenticate = (request: PeerRequest): PeerAnswer | undefined => {
    const access = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const token = tokens.get(access);
    if (!token || token.revoked || token.expiresAt <= Date.now()) {
      return googleError(401, 'Request had invalid authentication credentials. Expected OAuth 2 access token.', 'authError', 'global');
    }
    return undefined;
  };

  const spend = (units: number): PeerAnswer | undefined => {
    if (quota.used + units > quota.limit) {
      return googleError(403, 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.', 'quotaExceeded', 'youtube.quota');
    }
    quota.used += units;
    return undefined;
  };

  const resource = (video: YoutubeVideo) => ({
    kind: 'youtube#video',
    id: video.id,
    snippet: { publishedAt: new Date(video.publishedAt).toISOString(), channelId, title: video.title, description: video.description, tags: video.tags, categoryId: video.categoryId },
    status: { uploadStatus: 'uploaded', privacyStatus: video.privacyStatus, selfDeclaredMadeForKids: video.madeForKids },
  });

  const handle = (request: PeerRequest): PeerAnswer => {
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (request.method === 'GET' && path === '/o/oauth2/v2/auth') {
      if (q.get('client_id') !== clientId) return { status: 400, body: 'Error 401: invalid_client' };
      if (q.get('code_challenge_method') !== 'S256' || q.get('access_type') !== 'offline') return { status: 400, body: 'Error 400: invalid_request' };
      const code = `4/${randomBytes(12).toString('base64url')}`;
      codes.set(code, { redirectUri: q.get('redirect_uri') ?? '', challenge: q.get('code_challenge') ?? '' });
      const location = new URL(q.get('redirect_uri') ?? '');
      location.searchParams.set('code', code);
      location.searchParams.set('state', q.get('state') ?? '');
      location.searchParams.set('scope', q.get('scope') ?? '');
      return { status: 302, headers: { location: location.toString() } };
    }
    if (request.method === 'POST' && path === '/token') {
      const form = request.form();
      const oauthError = (error: string, description: string): PeerAnswer => ({ status: 400, body: { error, error_description: description } });
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!code || code.redirectUri !== form.get('redirect_uri')) return oauthError('invalid_grant', 'Malformed auth code.');
        if (createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url') !== code.challenge) return oauthError('invalid_grant', 'Invalid code verifier.');
        const refreshToken = `1//${randomBytes(16).toString('base64url')}`;
        refreshTokens.set(refreshToken, { revoked: false });
        return { status: 200, body: { access_token: issue(refreshToken), expires_in: 3599, refresh_token: refreshToken, scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube', token_type: 'Bearer' } };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refreshToken = form.get('refresh_token') ?? '';
        const grant = refreshTokens.get(refreshToken);
        if (!grant || grant.revoked) return oauthError('invalid_grant', 'Token has been expired or revoked.');
        counters.refreshes += 1;
        return { status: 200, body: { access_token: issue(refreshToken), expires_in: 3599, scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube', token_type: 'Bearer' } };
      }
      return oauthError('unsupported_grant_type', 'Invalid grant_type');
    }
    const unauthenticated = authenticate(request);
    if (unauthenticated) return unauthenticated;
    if (request.method === 'GET' && path === '/youtube/v3/channels') {
      if (q.get('mine') !== 'true') return googleError(400, 'No filter selected.', 'missingRequiredParameter');
      const overQuota = spend(1);
      if (overQuota) return overQuota;
      return {
        status: 200,
        body: {
          kind: 'youtube#channelListResponse',
          items: [
            {
              kind: 'youtube#channel',
              id: channelId,
              snippet: { title: 'Ada Bakes', customUrl: '@adabakes', thumbnails: { default: { url: 'https://yt3.ggpht.example/ada=s88' } } },
              contentDetails: { relatedPlaylists: { likes: '', uploads: uploadsPlaylist } },
              ...((q.get('part') ?? '').split(',').includes('statistics')
                ? { statistics: { viewCount: '0', videoCount: String(videos.size), hiddenSubscriberCount: channelStatistics.hidden, ...(channelStatistics.hidden ? {} : { subscriberCount: String(channelStatistics.subscriberCount) }) } }
                : {}),
            },
          ],
        },
      };
    }
    if (request.method === 'GET' && path === '/youtube/v3/playlistItems') {
      if (q.get('playlistId') !== uploadsPlaylist) return googleError(404, 'The playlist identified with the request\'s playlistId parameter cannot be found.', 'playlistNotFound');
      const overQuota = spend(1);
      if (overQuota) return overQuota;
      const max = Number(q.get('maxResults') ?? 5);
      const items = [...videos.values()]
        .sort((a, b) => b.publishedAt - a.publishedAt)
        .slice(0, max)
        .map((video) => ({ kind: 'youtube#playlistItem', snippet: { publishedAt: new Date(video.publishedAt).toISOString(), title: video.title, description: video.description, resourceId: { kind: 'youtube#video', videoId: video.id } } }));
      return { status: 200, body: { kind: 'youtube#playlistItemListResponse', items } };
    }
    // videos.list: up to 50 ids, 1 unit; an unknown id is simply not in `items`.
    if (request.method === 'GET' && path === '/youtube/v3/videos') {
      const ids = (q.get('id') ?? '').split(',').filter(Boolean);
      if (ids.length > 50) return googleError(400, 'The request specifies an invalid filter parameter.', 'invalidFilters');
      const overQuota = spend(1);
      if (overQuota) return overQuota;
      const items = ids.flatMap((id) => {
        const video = videos.get(id);
        if (!video) return [];
        const stats = video.statistics ?? {};
        return [{ kind: 'youtube#video', id, statistics: { viewCount: String(stats.viewCount ?? 0), likeCount: String(stats.likeCount ?? 0), favoriteCount: '0', commentCount: String(stats.commentCount ?? 0) } }];
      });
      return { status: 200, body: { kind: 'youtube#videoListResponse', items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } } };
    }
    if (request.method === 'DELETE' && path === '/youtube/v3/videos') {
      const overQuota = spend(50);
      if (overQuota) return overQuota;
      if (!videos.delete(q.get('id') ?? '')) return googleError(404, 'The video that you are trying to delete cannot be found.', 'videoNotFound');
      return { status: 204 };
    }
    if (request.method === 'POST' && path === '/upload/youtube/v3/videos') {
      if (q.get('uploadType') !== 'resumable' || !(q.get('part') ?? '').includes('snippet')) return googleError(400, 'Unsupported upload type.', 'badRequest');
      const total = Number(request.headers['x-upload-content-length']);
      const body = request.json() as Session['resource'];
      const title = String(body.snippet?.title ?? '');
      if (!title) return googleError(400, 'The request metadata specifies an invalid or empty video title.', 'invalidTitle');
      if (title.length > 100 || /[<>]/.test(title)) return googleError(400, 'The request metadata specifies an invalid video title.', 'invalidTitle');
      if (String(body.snippet?.description ?? '').length > 5000) return googleError(400, 'The request metadata specifies an invalid video description.', 'invalidDescription');
      const overQuota = spend(1600);
      if (overQuota) return overQuota;
      const id = randomBytes(12).toString('base64url');
      sessions.set(id, { id, channelId, total, mimeType: String(request.headers['x-upload-content-type'] ?? ''), resource: body, received: [] });
      return { status: 200, headers: { location: `${server.url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}` } };
    }
    if (request.method === 'PUT' && path === '/upload/youtube/v3/videos') {
      const session = sessions.get(q.get('upload_id') ?? '');
      if (!session) return googleError(404, 'Upload session not found.', 'notFound');
      const received = session.received.reduce((sum, chunk) => sum + chunk.length, 0);
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(request.headers['content-range'] ?? ''));
      if (range && Number(range[1]) === received && Number(range[3]) === session.total && Number(range[2]) - Number(range[1]) + 1 === request.body.length) {
        session.received.push(request.body);
        ranges.push(String(request.headers['content-range']));
        counters.chunks += 1;
      }
      const now = session.received.reduce((sum, chunk) => sum + chunk.length, 0);
      if (now < session.total) return { status: 308, headers: now > 0 ? { range: `bytes=0-${now - 1}` } : {} };
      if (!session.videoId) {
        const snippet = session.resource.snippet ?? {};
        const status = session.resource.status ?? {};
        const video: YoutubeVideo = {
          id: randomBytes(8).toString('base64url').slice(0, 11),
          channelId,
          title: String(snippet.title),
          description: String(snippet.description ?? ''),
          tags: snippet.tags as string[] | undefined,
          categoryId: snippet.categoryId as string | undefined,
          privacyStatus: String(status.privacyStatus ?? 'public'),
          madeForKids: status.selfDeclaredMadeForKids === true,
          bytes: session.total,
          publishedAt: Date.now(),
        };
        videos.set(video.id, video);
        session.videoId = video.id;
        counters.videosCreated += 1;
      }
      const video = videos.get(session.videoId);
      return video ? { status: 200, body: resource(video) } : googleError(404, 'Video not found.', 'videoNotFound');
    }
    return googleError(404, 'Not Found', 'notFound', 'global');
  };

  const server = await startPeerServer(handle);
  return {
    url: server.url,
    server,
    channelId,
    config: (overrides = {}) => ({
      clientId,
      clientSecret,
      apiBaseUrl: server.url,
      authBaseUrl: server.url,
      uploadBaseUrl: server.url,
      fetch: globalThis.fetch,
      pollIntervalMs: 5,
      now: () => new Date(),
      ...overrides,
    }),
    grant: () => {
      const refreshToken = `1//${randomBytes(16).toString('base64url')}`;
      refreshTokens.set(refreshToken, { revoked: false });
      return { accessToken: issue(refreshToken), refreshToken, expiresAt: new Date(Date.now() + 3599_000) };
    },
    videos,
    quota,
    channelStatistics,
    counters,
    ranges,
    expire: (accessToken) => {
      const token = tokens.get(accessToken);
      if (token) token.expiresAt = Date.now() - 1;
    },
    revoke: (accessToken) => {
      const token = tokens.get(accessToken);
      if (!token) return;
      token.revoked = true;
      const grant = refreshTokens.get(token.refreshToken);
      if (grant) grant.revoked = true;
    },
    close: () => server.close(),
  };
}
