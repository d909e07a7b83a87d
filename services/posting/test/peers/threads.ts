import { randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

const VERSION = 'v1.0';
const DAY_S = 86_400;
const LONG_LIVED_S = 60 * DAY_S;

interface Token {
  longLived: boolean;
  issuedAt: number;
  expiresAt: number;
  state: 'valid' | 'expired' | 'revoked';
  scopes: string[];
}

export interface ThreadsContainer {
  id: string;
  params: Record<string, string>;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  errorMessage?: string;
  pollsLeft: number;
}

export interface ThreadsPost {
  id: string;
  mediaType: 'TEXT_POST' | 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  text?: string;
  topicTag?: string;
  replyControl: string;
  linkAttachment?: string;
  altTexts: string[];
  children: string[];
  replyTo?: string;
  isReply: boolean;
  createdAt: number;
  /** What GET /{id}/insights answers, by metric name. */
  insights?: Record<string, number>;
}

export interface ThreadsPeer {
  url: string;
  server: PeerServer;
  clientId: string;
  clientSecret: string;
  userId: string;
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  /** A long-lived token of the user (as after connecting), issued `ageDays` ago. */
  grant(ageDays?: number): TokenSet;
  containers: Map<string, ThreadsContainer>;
  posts: Map<string, ThreadsPost>;
  counters: { posts: number; replies: number; refreshes: number; urlsFetched: number };
  /** Calls with this token answer code 190 subcode 463 (expired). */
  expire(accessToken: string): void;
  /** Calls with this token answer code 190 subcode 460 (the session was invalidated: revoked). */
  revoke(accessToken: string): void;
  /** Posts (or replies) the profile published in the current 24 hours (threads_publishing_limit). */
  setQuotaUsage(posts: number, replies?: number): void;
  /** The next container created ends in ERROR with this error_message, or EXPIRED. */
  failNextContainer(status: 'ERROR' | 'EXPIRED', errorMessage?: string): void;
  /** The next matching request answers code 4 with x-app-usage at 100% (wait an hour). */
  rateLimitNext(method: string, path: RegExp): void;
  /** The profile's insights per UTC day (`views`) and its current `followers_count`. */
  profile: { daily: Map<string, Record<string, number>>; followers: number };
  /** Insights calls answer error 10 (threads_manage_insights not granted) while true. */
  insightsRefused: { on: boolean };
  close(): Promise<void>;
}

const fbtrace = () => randomBytes(6).toString('base64url');
const threadsError = (status: number, code: number, message: string, extra: Record<string, unknown> = {}): PeerAnswer => ({
  status,
  body: { error: { message, type: code === 190 ? 'OAuthException' : 'THApiException', code, ...extra, fbtrace_id: fbtrace() } },
});
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

/**
 * A local graph.threads.net (and threads.net's authorisation window) answering as the Threads
 * API documents it: the code for a short-lived token (POST /oauth/access_token, code used
 * once), th_exchange_token for a long-lived one (60 days), th_refresh_token (only for a token
 * at least a day old, never for an expired one); /me; media containers (TEXT, IMAGE, VIDEO,
 * carousel items and CAROUSEL of 2 to 20) whose media URLs are fetched, with status progression
 * (videos stay IN_PROGRESS for two polls) and error_message; threads_publish with the 250 posts
 * and 1,000 replies per 24 hours; reply_to_id, topic_tag, reply_control, link_attachment;
 * threads_publishing_limit; the profile's threads (since, limit); delete; media and user
 * insights; Meta's error body and x-app-usage.
 */
export async function startThreadsPeer(): Promise<ThreadsPeer> {
  const clientId = '990602627938098';
  const clientSecret = 'threads-app-secret';
  const userId = '25000000000000001';
  const tokens = new Map<string, Token>();
  const codes = new Map<string, { redirectUri: string; scopes: string[] }>();
  const containers = new Map<string, ThreadsContainer>();
  const posts = new Map<string, ThreadsPost>();
  const counters = { posts: 0, replies: 0, refreshes: 0, urlsFetched: 0 };
  const quota = { posts: 0, replies: 0 };
  const profile = { daily: new Map<string, Record<string, number>>(), followers: 0 };
  const insightsRefused = { on: false };
  let nextFailure: { status: 'ERROR' | 'EXPIRED'; message?: string } | undefined;
  let sequence = 17_000_000_000_000_000n;
  const nextId = () => String((sequence += 1n));

  const issue = (longLived: boolean, scopes: string[], issuedAt = Date.now()) => {
    const token = `TH${randomBytes(12).toString('hex')}`;
    const expiresIn = longLived ? LONG_LIVED_S : 3600;
    tokens.set(token, { longLived, issuedAt, expiresAt: issuedAt + expiresIn * 1000, state: 'valid', scopes });
    return { token, expiresIn };
  };

  const tokenError = (token: Token | undefined): PeerAnswer | null => {
    if (!token) return threadsError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (token.state === 'revoked') return threadsError(400, 190, 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.', { error_subcode: 460 });
    if (token.state === 'expired' || token.expiresAt <= Date.now()) return threadsError(400, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 });
    return null;
  };

  const authenticate = (request: PeerRequest): Token | PeerAnswer => {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const value = bearer ?? request.url.searchParams.get('access_token') ?? '';
    if (!value) return threadsError(400, 2500, 'An active access token must be used to query information about the current user.');
    const token = tokens.get(value);
    return tokenError(token) ?? (token as Token);
  };

  /** Threads downloads the media from the URL it is given: one that does not answer 200 fails the container. */
  const fetchable = async (url: string | undefined): Promise<boolean> => {
    if (!url) return false;
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      counters.urlsFetched += 1;
      return response.ok;
    } catch {
      return false;
    }
  };

  const unknownObject = (id: string) =>
    threadsError(400, 100, `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, { error_subcode: 33 });
  const missingScope = (scope: string) => threadsError(403, 10, `(#10) Application does not have permission for this action (${scope})`);

  const handleOAuth = (request: PeerRequest, path: string): PeerAnswer => {
    if (path === '/oauth/access_token' && request.method === 'POST') {
      const form = request.form();
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return threadsError(400, 101, 'Error validating application. Invalid application ID.');
      if (form.get('grant_type') !== 'authorization_code') return threadsError(400, 100, 'Unsupported grant_type');
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri')) return threadsError(400, 100, 'Invalid authorization code', { error_subcode: 36008 });
      codes.delete(form.get('code') ?? '');
      const { token } = issue(false, code.scopes);
      return { status: 200, body: { access_token: token, user_id: Number(userId) } };
    }
    const q = request.url.searchParams;
    if (path === '/access_token' && request.method === 'GET') {
      if (q.get('grant_type') !== 'th_exchange_token' || q.get('client_secret') !== clientSecret) return threadsError(400, 101, 'Error validating client secret.');
      const short = tokens.get(q.get('access_token') ?? '');
      const refused = tokenError(short);
      if (refused) return refused;
      if (short?.longLived) return threadsError(400, 100, 'The access token is already long-lived.');
      const { token, expiresIn } = issue(true, short?.scopes ?? []);
      return { status: 200, body: { access_token: token, token_type: 'bearer', expires_in: expiresIn } };
    }
    if (path === '/refresh_access_token' && request.method === 'GET') {
      if (q.get('grant_type') !== 'th_refresh_token') return threadsError(400, 100, 'Unsupported grant_type');
      const old = tokens.get(q.get('access_token') ?? '');
      const refused = tokenError(old);
      if (refused) return refused;
      if (!old?.longLived) return threadsError(400, 100, 'Only long-lived access tokens can be refreshed.');
      if (Date.now() - old.issuedAt < DAY_S * 1000) return threadsError(400, 100, 'The access token must be at least 24 hours old to be refreshed.');
      const { token, expiresIn } = issue(true, old.scopes);
      counters.refreshes += 1;
      return { status: 200, body: { access_token: token, token_type: 'bearer', expires_in: expiresIn } };
    }
    return unknownObject(path);
  };

  const publicPost = (post: ThreadsPost) => ({
    id: post.id,
    media_product_type: 'THREADS',
    media_type: post.mediaType,
    text: post.text,
    timestamp: iso(post.createdAt),
    permalink: `https://www.threads.net/@ada.bakes/post/${post.id}`,
    username: 'ada.bakes',
    is_reply: post.isReply,
    ...(post.topicTag ? { topic_tag: post.topicTag } : {}),
  });

  const createContainer = async (params: Record<string, string>): Promise<PeerAnswer> => {
    const type = params.media_type ?? '';
    const carouselItem = params.is_carousel_item === 'true';
    if (!['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL'].includes(type)) return threadsError(400, 100, 'Param media_type must be one of {TEXT, IMAGE, VIDEO, CAROUSEL}');
    if (type === 'TEXT' && !params.text) return threadsError(400, 100, 'Param text is required for text posts');
    if (type === 'IMAGE' && !params.image_url) return threadsError(400, 100, 'Param image_url is required for image posts');
    if (type === 'VIDEO' && !params.video_url) return threadsError(400, 100, 'Param video_url is required for video posts');
    if ([...(params.text ?? '')].length > 500) return threadsError(400, 100, 'Param text must be at most 500 characters long', { error_subcode: 4279009 });
    if (params.topic_tag !== undefined && (params.topic_tag.length < 1 || params.topic_tag.length > 50 || /[.&]/.test(params.topic_tag))) {
      return threadsError(400, 100, 'Param topic_tag must be 1 to 50 characters without periods or ampersands');
    }
    if (params.reply_control !== undefined && !['everyone', 'accounts_you_follow', 'mentioned_only', 'parent_post_author_only', 'followers_only'].includes(params.reply_control)) {
      return threadsError(400, 100, 'Param reply_control must be one of {everyone, accounts_you_follow, mentioned_only, parent_post_author_only, followers_only}');
    }
    if (params.link_attachment !== undefined && type !== 'TEXT') return threadsError(400, 100, 'Param link_attachment is only supported for text posts');
    if (params.reply_to_id !== undefined && !posts.has(params.reply_to_id)) return unknownObject(params.reply_to_id);
    if (type === 'CAROUSEL') {
      const children = (params.children ?? '').split(',').filter(Boolean);
      if (children.length < 2 || children.length > 20) return threadsError(400, 100, 'A carousel must have between 2 and 20 children.', { error_subcode: 4279015 });
      const notReady = children.find((child) => containers.get(child)?.status !== 'FINISHED' || containers.get(child)?.params.is_carousel_item !== 'true');
      if (notReady) return threadsError(400, 24, 'The requested resource does not exist', { error_subcode: 4279002, error_user_msg: `Carousel item ${notReady} is not ready` });
    }
    const failure = nextFailure;
    nextFailure = undefined;
    const reachable = type === 'TEXT' || type === 'CAROUSEL' || (await fetchable(params.image_url ?? params.video_url));
    const id = nextId();
    containers.set(id, {
      id,
      params: { ...params, ...(carouselItem ? { is_carousel_item: 'true' } : {}) },
      status: failure?.status ?? (reachable ? 'IN_PROGRESS' : 'ERROR'),
      errorMessage: failure?.status === 'ERROR' ? (failure.message ?? 'UNKNOWN') : reachable ? undefined : type === 'VIDEO' ? 'FAILED_DOWNLOADING_VIDEO' : 'UNKNOWN',
      pollsLeft: type === 'VIDEO' ? 2 : 0,
    });
    return { status: 200, body: { id } };
  };

  const publish = (creationId: string | null): PeerAnswer => {
    const container = containers.get(creationId ?? '');
    if (!container) return unknownObject(String(creationId));
    const params = container.params;
    const reply = params.reply_to_id !== undefined;
    if (!reply && quota.posts >= 250) return threadsError(400, 9, 'Application request limit reached', { error_subcode: 2207042, error_user_title: 'Reached max posts per day' });
    if (reply && quota.replies >= 1000) return threadsError(400, 9, 'Application request limit reached', { error_subcode: 2207051, error_user_title: 'Reached max replies per day' });
    if (container.status === 'PUBLISHED') return threadsError(400, 24, 'The media has already been published.', { error_subcode: 4279013 });
    if (container.status !== 'FINISHED') return threadsError(400, 24, 'Media Not Found', { error_subcode: 4279009, error_user_msg: 'The media is not ready to be published.' });
    if (params.is_carousel_item === 'true') return threadsError(400, 100, 'A carousel item cannot be published on its own.');
    container.status = 'PUBLISHED';
    const id = nextId();
    const type = params.media_type ?? 'TEXT';
    const children = (params.children ?? '').split(',').filter(Boolean);
    posts.set(id, {
      id,
      mediaType: type === 'TEXT' ? 'TEXT_POST' : type === 'CAROUSEL' ? 'CAROUSEL_ALBUM' : (type as 'IMAGE' | 'VIDEO'),
      text: params.text,
      topicTag: params.topic_tag,
      replyControl: params.reply_control ?? 'everyone',
      linkAttachment: params.link_attachment,
      altTexts: (type === 'CAROUSEL' ? children.map((child) => containers.get(child)?.params.alt_text ?? '') : [params.alt_text ?? '']).filter(Boolean),
      children,
      replyTo: params.reply_to_id,
      isReply: reply,
      createdAt: Date.now(),
    });
    if (reply) {
      quota.replies += 1;
      counters.replies += 1;
    } else {
      quota.posts += 1;
      counters.posts += 1;
    }
    return { status: 200, body: { id } };
  };

  const insightsOf = (request: PeerRequest, figures: (name: string) => InsightSeriesOut | undefined): PeerAnswer => {
    if (insightsRefused.on) return missingScope('threads_manage_insights');
    const names = (request.url.searchParams.get('metric') ?? '').split(',').filter(Boolean);
    const known = new Set(['views', 'likes', 'replies', 'reposts', 'quotes', 'shares', 'followers_count', 'clicks', 'follower_demographics']);
    const unknown = names.find((name) => !known.has(name));
    if (unknown) return threadsError(400, 100, `(#100) The value must be a valid insights metric: ${unknown}`);
    return { status: 200, body: { data: names.map(figures).filter(Boolean) } };
  };

  const handle = async (request: PeerRequest): Promise<PeerAnswer> => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/oauth/authorize') {
      const q = request.url.searchParams;
      if (q.get('client_id') !== clientId || !q.get('redirect_uri') || q.get('response_type') !== 'code') return { status: 400, body: 'Invalid request' };
      const code = randomBytes(16).toString('hex');
      codes.set(code, { redirectUri: q.get('redirect_uri') ?? '', scopes: (q.get('scope') ?? '').split(',') });
      const location = new URL(q.get('redirect_uri') ?? '');
      location.searchParams.set('code', code);
      location.searchParams.set('state', q.get('state') ?? '');
      // Threads appends #_ to the redirect.
      return { status: 302, headers: { location: `${location.toString()}#_` } };
    }
    if (!path.startsWith(`/${VERSION}/`)) return handleOAuth(request, path);
    const segments = path.slice(VERSION.length + 2).split('/').filter(Boolean);
    const auth = authenticate(request);
    if (!('state' in auth)) return auth;
    const [first = '', edge] = segments;
    const id = first === 'me' ? userId : first;
    const q = request.url.searchParams;
    if (id === userId && !edge && request.method === 'GET') {
      return { status: 200, body: { id: userId, username: 'ada.bakes', name: 'Ada Bakes', threads_profile_picture_url: 'https://scontent.example/ada-threads.jpg', threads_biography: 'Bread, daily.' } };
    }
    if (id === userId && edge === 'threads' && request.method === 'POST') {
      if (!auth.scopes.includes('threads_content_publish') && auth.scopes.length > 0) return missingScope('threads_content_publish');
      const params = Object.fromEntries(request.form()) as Record<string, string>;
      return createContainer(params);
    }
    if (id === userId && edge === 'threads_publish' && request.method === 'POST') return publish(request.form().get('creation_id'));
    if (id === userId && edge === 'threads' && request.method === 'GET') {
      const since = Number(q.get('since') ?? 0) * 1000;
      const limit = Math.min(Number(q.get('limit') ?? 25), 100);
      const data = [...posts.values()]
        .filter((post) => !post.isReply && post.createdAt >= since)
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, limit)
        .map(publicPost);
      return { status: 200, body: { data, paging: { cursors: { before: 'QVFIU', after: 'QVFIU' } } } };
    }
    if (id === userId && edge === 'threads_publishing_limit' && request.method === 'GET') {
      const fields = (q.get('fields') ?? 'quota_usage').split(',');
      const entry: Record<string, unknown> = {};
      if (fields.includes('quota_usage')) entry.quota_usage = quota.posts;
      if (fields.includes('config')) entry.config = { quota_total: 250, quota_duration: DAY_S };
      if (fields.includes('reply_quota_usage')) entry.reply_quota_usage = quota.replies;
      if (fields.includes('reply_config')) entry.reply_config = { quota_total: 1000, quota_duration: DAY_S };
      return { status: 200, body: { data: [entry] } };
    }
    if (id === userId && edge === 'threads_insights' && request.method === 'GET') {
      const since = Number(q.get('since') ?? 0) * 1000;
      const day = new Date(since).toISOString().slice(0, 10);
      const figures = profile.daily.get(day) ?? {};
      return insightsOf(request, (name) => {
        if (name === 'followers_count') return { name, period: 'day', total_value: { value: profile.followers }, title: 'followers_count', id: `${userId}/insights/followers_count/day` };
        if (figures[name] === undefined) return undefined;
        const end = iso(since + DAY_S * 1000);
        return { name, period: 'day', values: [{ value: figures[name], end_time: end }], title: name, id: `${userId}/insights/${name}/day` };
      });
    }
    if (edge === 'insights' && request.method === 'GET') {
      const post = posts.get(id);
      if (!post) return unknownObject(id);
      return insightsOf(request, (name) => ({ name, period: 'lifetime', values: [{ value: post.insights?.[name] ?? 0 }], title: name, id: `${id}/insights/${name}/lifetime` }));
    }
    if (!edge && request.method === 'GET') {
      const container = containers.get(id);
      if (container) {
        if (container.status === 'IN_PROGRESS') {
          if (container.pollsLeft > 0) container.pollsLeft -= 1;
          else container.status = 'FINISHED';
        }
        return { status: 200, body: { id, status: container.status, ...(container.status === 'ERROR' ? { error_message: container.errorMessage } : {}) } };
      }
      const post = posts.get(id);
      if (post) return { status: 200, body: publicPost(post) };
    }
    if (!edge && request.method === 'DELETE') {
      if (!auth.scopes.includes('threads_delete') && auth.scopes.length > 0) return missingScope('threads_delete');
      if (posts.delete(id)) return { status: 200, body: { success: true, deleted_id: id } };
    }
    return unknownObject(id);
  };

  const server = await startPeerServer(handle);
  const allScopes = ['threads_basic', 'threads_content_publish', 'threads_manage_replies', 'threads_manage_insights', 'threads_delete'];
  return {
    url: server.url,
    server,
    clientId,
    clientSecret,
    userId,
    config: (overrides = {}) => ({
      clientId,
      clientSecret,
      apiBaseUrl: server.url,
      authBaseUrl: server.url,
      fetch: globalThis.fetch,
      pollIntervalMs: 5,
      now: () => new Date(),
      ...overrides,
    }),
    grant: (ageDays = 0) => {
      const issuedAt = Date.now() - ageDays * DAY_S * 1000;
      const { token, expiresIn } = issue(true, allScopes, issuedAt);
      return { accessToken: token, expiresAt: new Date(issuedAt + expiresIn * 1000), scopes: allScopes };
    },
    containers,
    posts,
    counters,
    expire: (accessToken) => {
      const token = tokens.get(accessToken);
      if (token) token.state = 'expired';
    },
    revoke: (accessToken) => {
      const token = tokens.get(accessToken);
      if (token) token.state = 'revoked';
    },
    setQuotaUsage: (used, replies = quota.replies) => {
      quota.posts = used;
      quota.replies = replies;
    },
    failNextContainer: (status, errorMessage) => {
      nextFailure = { status, message: errorMessage };
    },
    rateLimitNext: (method, path) =>
      server.answerNext(
        { method, path },
        { ...threadsError(400, 4, '(#4) Application request limit reached', { is_transient: true }), headers: { 'x-app-usage': JSON.stringify({ call_count: 100, total_cputime: 20, total_time: 25 }) } },
      ),
    profile,
    insightsRefused,
    close: () => server.close(),
  };
}

interface InsightSeriesOut {
  name: string;
  period: string;
  values?: { value: number; end_time?: string }[];
  total_value?: { value: number };
  title: string;
  id: string;
}
