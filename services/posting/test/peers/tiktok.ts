import { createHash, randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

export interface TiktokPost {
  id: string;
  publishId: string;
  openId: string;
  kind: 'video' | 'photo';
  title: string;
  description?: string;
  privacyLevel: string;
  bytes: number;
  photoCount: number;
  createdAt: number;
  postInfo: Record<string, unknown>;
  /** What /v2/video/query/ answers (counts start at 0). */
  stats?: { view_count?: number; like_count?: number; comment_count?: number; share_count?: number };
}

interface Publish {
  id: string;
  openId: string;
  kind: 'video' | 'photo';
  postInfo: Record<string, unknown>;
  videoSize: number;
  chunkSize: number;
  chunkCount: number;
  received: Buffer[];
  status: 'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'PUBLISH_COMPLETE' | 'FAILED';
  failReason?: string;
  pollsLeft: number;
  postId?: string;
}

interface Grant {
  openId: string;
  accessExpiresAt: number;
  refreshToken: string;
  state: 'valid' | 'revoked';
}

export interface TiktokPeer {
  url: string;
  server: PeerServer;
  openId: string;
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  /** Tokens of a creator who already agreed on the consent screen. */
  grant(): TokenSet;
  posts: Map<string, TiktokPost>;
  publishes: Map<string, Publish>;
  counters: { postsCreated: number; inits: number; chunks: number; refreshes: number };
  /** Chunk PUTs received, as their Content-Range headers. */
  ranges: string[];
  expire(accessToken: string): void;
  revoke(accessToken: string): void;
  /** Whether the grant includes user.info.stats (follower_count); without it TikTok answers scope_not_authorized. */
  statsScope: { granted: boolean; followers: number };
  /** The creator's privacy choices (creator_info). */
  creator: { privacy_level_options: string[]; max_video_post_duration_sec: number; comment_disabled: boolean };
  close(): Promise<void>;
}

const logId = () => `2026112315${randomBytes(8).toString('hex').toUpperCase()}`;
const apiError = (status: number, code: string, message: string): PeerAnswer => ({ status, body: { data: {}, error: { code, message, log_id: logId() } } });
const ok = (data: unknown): PeerAnswer => ({ status: 200, body: { data, error: { code: 'ok', message: '', log_id: logId() } } });

/**
 * A local open.tiktokapis.com as TikTok documents it: Login Kit for Web (authorize with PKCE,
 * /v2/oauth/token/ for codes and refresh tokens), /v2/user/info/, creator_info, direct post of a
 * video by chunked FILE_UPLOAD (Content-Range, 206 then 201) and of photos by PULL_FROM_URL, status
 * fetch with PROCESSING_UPLOAD → PUBLISH_COMPLETE, /v2/video/list/, TikTok's error body and the
 * init rate limit (requests per minute per user).
 */
export async function startTiktokPeer(options: { initPerMinute?: number } = {}): Promise<TiktokPeer> {
  const clientKey = 'tiktok-client-key';
  const clientSecret = 'tiktok-client-secret';
  const openId = '-000OgN6BVVvtkLxr-CJajHhM1Zb8dS7Nqfx';
  const initPerMinute = options.initPerMinute ?? 6;
  const grants = new Map<string, Grant>();
  const refreshIndex = new Map<string, string>();
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  const posts = new Map<string, TiktokPost>();
  const statsScope = { granted: false, followers: 0 };
  const publishes = new Map<string, Publish>();
  const initTimes: number[] = [];
  const ranges: string[] = [];
  const counters = { postsCreated: 0, inits: 0, chunks: 0, refreshes: 0 };
  const creator = {
    creator_avatar_url: 'https://p16.tiktokcdn.example/ada.jpeg',
    creator_username: 'ada.bakes',
    creator_nickname: 'Ada Bakes',
    privacy_level_options: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    comment_disabled: false,
    duet_disabled: false,
    stitch_disabled: true,
    max_video_post_duration_sec: 600,
  };
  let sequence = 7_300_000_000_000_000_000n;

  const issue = (refreshToken = `rft.${randomBytes(12).toString('hex')}`) => {
    const access = `act.${randomBytes(12).toString('hex')}`;
    grants.set(access, { openId, accessExpiresAt: Date.now() + 86_400_000, refreshToken, state: 'valid' });
    refreshIndex.set(refreshToken, access);
    return { access_token: access, expires_in: 86400, open_id: openId, refresh_token: refreshToken, refresh_expires_in: 31_536_000, scope: 'user.info.basic,user.info.profile,video.publish,video.upload,video.list', token_type: 'Bearer' };
  };

  const authenticate = (request: PeerRequest): Grant | PeerAnswer => {
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const grant = grants.get(token);
    if (!grant || grant.state !== 'valid' || grant.accessExpiresAt <= Date.now()) {
      return apiError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
    }
    return grant;
  };

  const createPost = (publish: Publish, fields: { bytes: number; photoCount: number }) => {
    sequence += 1n;
    const id = String(sequence);
    publish.postId = id;
    const info = publish.postInfo;
    posts.set(id, {
      id,
      publishId: publish.id,
      openId: publish.openId,
      kind: publish.kind,
      title: String(info.title ?? ''),
      description: typeof info.description === 'string' ? info.description : undefined,
      privacyLevel: String(info.privacy_level),
      createdAt: Date.now(),
      postInfo: info,
      ...fields,
    });
    counters.postsCreated += 1;
  };

  const checkInit = (grant: Grant, body: { post_info?: Record<string, unknown> }): PeerAnswer | undefined => {
    const now = Date.now();
    while (initTimes.length && initTimes[0] !== undefined && initTimes[0] <= now - 60_000) initTimes.shift();
    if (initTimes.length >= initPerMinute) return apiError(429, 'rate_limit_exceeded', 'API rate limit was exceeded, please try again later.');
    initTimes.push(now);
    counters.inits += 1;
    const privacy = String(body.post_info?.privacy_level ?? '');
    if (!creator.privacy_level_options.includes(privacy)) return apiError(400, 'privacy_level_option_mismatch', 'privacy_level is not in creator_info privacy_level_options.');
    if (grant.openId !== openId) return apiError(401, 'scope_not_authorized', 'The user did not authorize the scope required.');
    return undefined;
  };

  const handle = async (request: PeerRequest): Promise<PeerAnswer> => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/v2/auth/authorize/') {
      const q = request.url.searchParams;
      if (q.get('client_key') !== clientKey || q.get('response_type') !== 'code') return { status: 400, body: 'param_error' };
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return { status: 400, body: 'code_challenge required' };
      const code = randomBytes(12).toString('hex');
      codes.set(code, { redirectUri: q.get('redirect_uri') ?? '', challenge: q.get('code_challenge') ?? '' });
      const location = new URL(q.get('redirect_uri') ?? '');
      location.searchParams.set('code', code);
      location.searchParams.set('scopes', q.get('scope') ?? '');
      location.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: location.toString() } };
    }
    if (request.method === 'POST' && path === '/v2/oauth/token/') {
      const form = request.form();
      const oauthError = (error: string, description: string): PeerAnswer => ({ status: 400, body: { error, error_description: description, log_id: logId() } });
      if (form.get('client_key') !== clientKey || form.get('client_secret') !== clientSecret) return oauthError('invalid_client', 'Client key or secret is incorrect.');
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!code || code.redirectUri !== form.get('redirect_uri')) return oauthError('invalid_grant', 'Authorization code is expired.');
        const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
        if (challenge !== code.challenge) return oauthError('invalid_grant', 'Code verifier or code challenge is invalid.');
        return { status: 200, body: issue() };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refreshToken = form.get('refresh_token') ?? '';
        const access = refreshIndex.get(refreshToken);
        const grant = access ? grants.get(access) : undefined;
        if (!grant || grant.state === 'revoked') return oauthError('invalid_grant', 'Refresh token is invalid or expired.');
        counters.refreshes += 1;
        return { status: 200, body: issue(refreshToken) };
      }
      return oauthError('unsupported_grant_type', 'The grant type is not supported.');
    }
    if (request.method === 'PUT' && path === '/upload/') {
      const publish = publishes.get(request.url.searchParams.get('upload_id') ?? '');
      if (!publish || request.url.searchParams.get('upload_token') !== publish.id) return { status: 404, body: { error: { code: 'not_found', message: 'Upload not found' } } };
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(request.headers['content-range'] ?? ''));
      const received = publish.received.reduce((total, chunk) => total + chunk.length, 0);
      if (!range || Number(range[1]) !== received || Number(range[3]) !== publish.videoSize || Number(range[2]) - Number(range[1]) + 1 !== request.body.length) {
        return { status: 416, body: { error: { code: 'invalid_params', message: 'Content-Range does not match the upload.' } } };
      }
      ranges.push(String(request.headers['content-range']));
      counters.chunks += 1;
      publish.received.push(request.body);
      if (received + request.body.length < publish.videoSize) return { status: 206 };
      if (publish.received.length !== publish.chunkCount) return { status: 416, body: { error: { code: 'invalid_params', message: 'total_chunk_count does not match.' } } };
      createPost(publish, { bytes: publish.videoSize, photoCount: 0 });
      return { status: 201 };
    }
    if (!path.startsWith('/v2/')) return apiError(404, 'invalid_params', 'Unknown path');
    const auth = authenticate(request);
    if (!('openId' in auth)) return auth;
    const grant = auth;
    if (request.method === 'GET' && path === '/v2/user/info/') {
      const fields = (request.url.searchParams.get('fields') ?? '').split(',');
      if (fields.includes('follower_count')) {
        if (!statsScope.granted) return apiError(401, 'scope_not_authorized', 'The user did not authorize the scope required for completing this request.');
        return ok({ user: { open_id: grant.openId, follower_count: statsScope.followers } });
      }
      return ok({ user: { open_id: grant.openId, display_name: 'Ada Bakes', username: 'ada.bakes', avatar_url: creator.creator_avatar_url } });
    }
    if (request.method !== 'POST') return apiError(405, 'invalid_params', 'Method not allowed');
    if (path === '/v2/post/publish/creator_info/query/') return ok(creator);
    if (path === '/v2/post/publish/video/init/') {
      const body = request.json() as { post_info?: Record<string, unknown>; source_info?: { source?: string; video_size?: number; chunk_size?: number; total_chunk_count?: number } };
      const refused = checkInit(grant, body);
      if (refused) return refused;
      const source = body.source_info ?? {};
      const size = Number(source.video_size);
      const chunk = Number(source.chunk_size);
      const count = Number(source.total_chunk_count);
      const validChunk = size < 5 * 1024 * 1024 ? chunk === size && count === 1 : chunk >= 5 * 1024 * 1024 && chunk <= 64 * 1024 * 1024 && count === Math.floor(size / chunk);
      if (source.source !== 'FILE_UPLOAD' || !validChunk) return apiError(400, 'invalid_params', 'The chunk_size or total_chunk_count is invalid.');
      const id = `v_pub_file~v2-1.${randomBytes(8).toString('hex')}`;
      publishes.set(id, { id, openId: grant.openId, kind: 'video', postInfo: body.post_info ?? {}, videoSize: size, chunkSize: chunk, chunkCount: count, received: [], status: 'PROCESSING_UPLOAD', pollsLeft: 1 });
      return ok({ publish_id: id, upload_url: `${server.url}/upload/?upload_id=${encodeURIComponent(id)}&upload_token=${encodeURIComponent(id)}` });
    }
    if (path === '/v2/post/publish/content/init/') {
      const body = request.json() as { post_info?: Record<string, unknown>; source_info?: { source?: string; photo_images?: string[] }; post_mode?: string; media_type?: string };
      const refused = checkInit(grant, body);
      if (refused) return refused;
      const images = body.source_info?.photo_images ?? [];
      if (body.media_type !== 'PHOTO' || body.source_info?.source !== 'PULL_FROM_URL' || images.length < 1 || images.length > 35) {
        return apiError(400, 'invalid_params', 'photo_images must hold 1 to 35 URLs.');
      }
      if (String(body.post_info?.title ?? '').length > 90) return apiError(400, 'invalid_params', 'The title is longer than 90 characters.');
      const id = `p_pub_url~v2.${randomBytes(8).toString('hex')}`;
      const publish: Publish = { id, openId: grant.openId, kind: 'photo', postInfo: body.post_info ?? {}, videoSize: 0, chunkSize: 0, chunkCount: 0, received: [], status: 'PROCESSING_DOWNLOAD', pollsLeft: 1 };
      publishes.set(id, publish);
      const pulled = await Promise.all(images.map((url) => fetch(url).then((response) => response.ok, () => false)));
      if (pulled.every(Boolean)) createPost(publish, { bytes: 0, photoCount: images.length });
      else Object.assign(publish, { status: 'FAILED', failReason: 'photo_pull_failed' });
      return ok({ publish_id: id });
    }
    if (path === '/v2/post/publish/status/fetch/') {
      const { publish_id: publishId } = request.json() as { publish_id?: string };
      const publish = publishes.get(String(publishId));
      if (!publish || publish.openId !== grant.openId) return apiError(400, 'invalid_publish_id', 'publish_id does not exist.');
      if (publish.status !== 'FAILED' && publish.postId) {
        if (publish.pollsLeft > 0) publish.pollsLeft -= 1;
        else publish.status = 'PUBLISH_COMPLETE';
      }
      const post = publish.postId ? posts.get(publish.postId) : undefined;
      const visible = publish.status === 'PUBLISH_COMPLETE' && post && post.privacyLevel !== 'SELF_ONLY';
      return ok({
        status: publish.status,
        fail_reason: publish.failReason,
        uploaded_bytes: publish.received.reduce((total, chunk) => total + chunk.length, 0),
        publicaly_available_post_id: visible ? [Number(post.id)] : [],
      });
    }
    // POST /v2/video/query/?fields=... with { filters: { video_ids } } (at most 20): the creator's own videos only.
    if (path === '/v2/video/query/') {
      const ids = (request.json() as { filters?: { video_ids?: string[] } }).filters?.video_ids ?? [];
      if (ids.length === 0 || ids.length > 20) return apiError(400, 'invalid_params', 'video_ids must hold 1 to 20 ids.');
      const fields = (request.url.searchParams.get('fields') ?? '').split(',');
      const videos = ids.flatMap((id) => {
        const post = posts.get(id);
        if (!post || post.openId !== grant.openId) return [];
        const counts: Record<string, number> = { view_count: 0, like_count: 0, comment_count: 0, share_count: 0, ...post.stats };
        return [Object.fromEntries([['id', id], ...fields.filter((field) => field in counts).map((field) => [field, counts[field]])])];
      });
      return ok({ videos, cursor: 0, has_more: false });
    }
    if (path === '/v2/video/list/') {
      const { max_count: max = 10 } = request.json() as { max_count?: number };
      const videos = [...posts.values()]
        .filter((post) => post.openId === grant.openId)
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, Math.min(max, 20))
        .map((post) => ({
          id: post.id,
          title: post.title,
          video_description: post.description ?? post.title,
          create_time: Math.floor(post.createdAt / 1000),
          share_url: `https://www.tiktok.com/@ada.bakes/video/${post.id}`,
        }));
      return ok({ videos, cursor: 0, has_more: false });
    }
    return apiError(404, 'invalid_params', 'Unknown path');
  };

  const server = await startPeerServer(handle);
  return {
    url: server.url,
    server,
    openId,
    creator,
    config: (overrides = {}) => ({
      clientId: clientKey,
      clientSecret,
      apiBaseUrl: server.url,
      authBaseUrl: server.url,
      fetch: globalThis.fetch,
      pollIntervalMs: 5,
      now: () => new Date(),
      ...overrides,
    }),
    grant: () => {
      const answer = issue();
      return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: new Date(Date.now() + 86_400_000) };
    },
    posts,
    statsScope,
    publishes,
    counters,
    ranges,
    expire: (accessToken) => {
      const grant = grants.get(accessToken);
      if (grant) grant.accessExpiresAt = Date.now() - 1;
    },
    revoke: (accessToken) => {
      const grant = grants.get(accessToken);
      if (!grant) return;
      for (const other of grants.values()) if (other.refreshToken === grant.refreshToken) other.state = 'revoked';
    },
    close: () => server.close(),
  };
}
