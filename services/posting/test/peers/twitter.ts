import { createHash, randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { readMultipart, startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

/** A tweet as the local X keeps it. */
export interface PeerTweet {
  id: string;
  authorId: string;
  text: string;
  mediaIds: string[];
  inReplyTo?: string;
  replySettings?: string;
  createdAt: Date;
  /** What GET /2/tweets answers in public_metrics and non_public_metrics (counts start at 0). */
  metrics?: { public?: Record<string, number>; nonPublic?: Record<string, number> };
}

interface Grant {
  userId: string;
  scopes: string[];
  refreshToken: string;
  expiresAt: number;
  revoked: boolean;
}

interface Upload {
  id: string;
  mediaType: string;
  category: string;
  totalBytes: number;
  segments: Map<number, Buffer>;
  state: 'initialized' | 'pending' | 'in_progress' | 'succeeded' | 'failed';
  statusChecks: number;
}

export interface TwitterPeer {
  /** Base URL for api.x.com, upload and the consent screen (set as apiBaseUrl, uploadBaseUrl and authBaseUrl). */
  url: string;
  clientId: string;
  clientSecret: string;
  server: PeerServer;
  /** A ProviderConfig that points the X adapter at this peer. */
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  /** Tokens for a user who already consented (skips the consent screen). */
  grant(userId?: string): TokenSet;
  /** The user behind the consent screen: the next authorisation redirects back with a code for them. */
  users: Map<string, { name: string; username: string }>;
  tweets: Map<string, PeerTweet>;
  /** Tweets created since start (deleted ones still count): what "never twice" is checked against. */
  counters: { tweetsCreated: number; mediaUploaded: number; tokenRefreshes: number };
  /** Makes an access token expire now (401 on the next call, refresh still works). */
  expire(accessToken: string): void;
  /** Revokes the grant: access and refresh tokens stop working. */
  revoke(accessToken: string): void;
  /** What GET /2/users/personalized_trends answers (the same for every user; change it in place). */
  trends: PersonalizedTrend[];
  /** Trend requests answered so far. */
  trendRequests: { count: number };
  /** followers_count of each user, in public_metrics of GET /2/users/me. */
  followers: Map<string, number>;
  /** Answers the next POST /2/tweets with 429 and a reset `seconds` from now; returns the reset time. */
  rateLimitNextTweet(seconds?: number): Date;
  close(): Promise<void>;
}

const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}): PeerAnswer => ({
  status,
  body: { title, detail, type: status === 400 ? 'https://api.twitter.com/2/problems/invalid-request' : 'about:blank', status, ...extra },
});

const TWEET_PATH = /^\/2\/tweets$/;

export interface PersonalizedTrend {
  trend_name: string;
  post_count: string;
  category: string;
  trending_since: string;
}

/**
 * A local X API v2 that answers as X documents: OAuth 2 with PKCE (S256) at /i/oauth2/authorize
 * and /2/oauth2/token, /2/users/me, POST and DELETE /2/tweets, /2/users/:id/tweets, GET /2/users/personalized_trends, chunked media
 * upload (/2/media/upload/initialize, /:id/append, /:id/finalize, STATUS), problem-JSON errors and
 * x-rate-limit-* headers.
 */
export async function startTwitterPeer(options: { clientId?: string; clientSecret?: string; postsPerWindow?: number } = {}): Promise<TwitterPeer> {
  const clientId = options.clientId ?? 'x-client-id';
  const clientSecret = options.clientSecret ?? 'x-client-secret';
  const users = new Map([['1001', { name: 'Ada Lovelace', username: 'ada' }]]);
  const tweets = new Map<string, PeerTweet>();
  const grants = new Map<string, Grant>();
  const codes = new Map<string, { userId: string; redirectUri: string; challenge?: string; scopes: string[] }>();
  const uploads = new Map<string, Upload>();
  const counters = { tweetsCreated: 0, mediaUploaded: 0, tokenRefreshes: 0 };
  const followers = new Map<string, number>();
  const trends: PersonalizedTrend[] = [
    { trend_name: '#AI', post_count: '250K posts', category: 'Technology', trending_since: 'Trending now' },
    { trend_name: 'Breaking News', post_count: '1.2M posts', category: 'News', trending_since: '2 hours ago' },
    { trend_name: '#SourdoughSunday', post_count: '950 posts', category: 'Food', trending_since: 'Trending now' },
  ];
  const trendRequests = { count: 0 };
  const postWindow = { limit: options.postsPerWindow ?? 200, used: 0, resetAt: Math.floor(Date.now() / 1000) + 900 };
  let nextId = 1_860_000_000_000_000_000n;
  const newId = () => String(nextId++);

  const issue = (userId: string, scopes: string[]): { access: string; grant: Grant } => {
    const access = randomBytes(24).toString('base64url');
    const grant: Grant = { userId, scopes, refreshToken: randomBytes(24).toString('base64url'), expiresAt: Date.now() + 7200_000, revoked: false };
    grants.set(access, grant);
    return { access, grant };
  };

  const tokenAnswer = (access: string, grant: Grant): PeerAnswer => ({
    status: 200,
    body: { token_type: 'bearer', expires_in: 7200, access_token: access, scope: grant.scopes.join(' '), refresh_token: grant.refreshToken },
  });

  const userOf = (request: PeerRequest): { userId: string; grant: Grant } | PeerAnswer => {
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const grant = token ? grants.get(token) : undefined;
    if (!grant || grant.revoked || grant.expiresAt <= Date.now()) return problem(401, 'Unauthorized', 'Unauthorized');
    return { userId: grant.userId, grant };
  };

  const clientAuthenticated = (request: PeerRequest, form: URLSearchParams): boolean => {
    const basic = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (basic) {
      // RFC 6749 §2.3.1: both parts are form-urlencoded before being joined.
      const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      return id === clientId && secret === clientSecret;
    }
    return form.get('client_id') === clientId;
  };

  const handle = async (request: PeerRequest): Promise<PeerAnswer> => {
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/i/oauth2/authorize') {
      const q = request.url.searchParams;
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || !q.get('redirect_uri')) return { status: 400, body: 'Something went wrong' };
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return { status: 400, body: 'PKCE with S256 is required' };
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { userId: '1001', redirectUri: q.get('redirect_uri') ?? '', challenge: q.get('code_challenge') ?? undefined, scopes: (q.get('scope') ?? '').split(' ') });
      const redirect = new URL(q.get('redirect_uri') ?? '');
      redirect.searchParams.set('state', q.get('state') ?? '');
      redirect.searchParams.set('code', code);
      return { status: 302, headers: { location: redirect.toString() } };
    }
    if (request.method === 'POST' && path === '/2/oauth2/token') {
      const form = request.form();
      if (!clientAuthenticated(request, form)) return { status: 401, body: { error: 'unauthorized_client', error_description: 'Missing valid authorization header' } };
      if (form.get('grant_type') === 'authorization_code') {
        const pending = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.challenge !== challenge) {
          return { status: 400, body: { error: 'invalid_request', error_description: 'Value passed for the authorization code was invalid.' } };
        }
        const { access, grant } = issue(pending.userId, pending.scopes);
        return tokenAnswer(access, grant);
      }
      if (form.get('grant_type') === 'refresh_token') {
        const entry = [...grants.entries()].find(([, grant]) => grant.refreshToken === form.get('refresh_token') && !grant.revoked);
        if (!entry) return { status: 400, body: { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' } };
        const [oldAccess, old] = entry;
        grants.delete(oldAccess);
        counters.tokenRefreshes++;
        const { access, grant } = issue(old.userId, old.scopes);
        return tokenAnswer(access, grant);
      }
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant type is not supported.' } };
    }
    const caller = userOf(request);
    if ('status' in caller) return caller;
    if (request.method === 'GET' && path === '/2/users/me') {
      const user = users.get(caller.userId);
      const fields = (request.url.searchParams.get('user.fields') ?? '').split(',');
      const publicMetrics = fields.includes('public_metrics') ? { public_metrics: { followers_count: followers.get(caller.userId) ?? 0, following_count: 0, tweet_count: 0, listed_count: 0 } } : {};
      return { status: 200, body: { data: { id: caller.userId, name: user?.name, username: user?.username, profile_image_url: `https://pbs.twimg.com/profile_images/${caller.userId}.jpg`, ...publicMetrics } } };
    }
    // GET /2/tweets?ids= (up to 100): public_metrics for anyone; non_public_metrics only for the
    // author's own tweets of the last 30 days, else a partial "Field Authorization Error".
    if (request.method === 'GET' && path === '/2/tweets') {
      const ids = (request.url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
      if (ids.length === 0 || ids.length > 100) return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.', { errors: [{ message: 'The `ids` query parameter value must be between 1 and 100 ids' }] });
      const fields = (request.url.searchParams.get('tweet.fields') ?? '').split(',');
      const data: Record<string, unknown>[] = [];
      const errors: Record<string, unknown>[] = [];
      for (const id of ids) {
        const tweet = tweets.get(id);
        if (!tweet) {
          errors.push({ value: id, detail: `Could not find tweet with ids: [${id}].`, title: 'Not Found Error', resource_type: 'tweet', parameter: 'ids', resource_id: id, type: 'https://api.twitter.com/2/problems/resource-not-found' });
          continue;
        }
        const item: Record<string, unknown> = { id, text: tweet.text, edit_history_tweet_ids: [id] };
        if (fields.includes('public_metrics')) item.public_metrics = { retweet_count: 0, reply_count: 0, like_count: 0, quote_count: 0, bookmark_count: 0, impression_count: 0, ...tweet.metrics?.public };
        if (fields.includes('non_public_metrics')) {
          if (tweet.authorId === caller.userId && Date.now() - tweet.createdAt.getTime() < 30 * 86_400_000) item.non_public_metrics = { impression_count: 0, url_link_clicks: 0, user_profile_clicks: 0, ...tweet.metrics?.nonPublic };
          else errors.push({ value: id, detail: `Sorry, you are not authorized to access 'non_public_metrics' on the Tweet with ids: ${id}.`, title: 'Field Authorization Error', resource_type: 'tweet', field: 'non_public_metrics', resource_id: id, type: 'https://api.twitter.com/2/problems/not-authorized-for-field' });
        }
        data.push(item);
      }
      return { status: 200, body: { ...(data.length ? { data } : {}), ...(errors.length ? { errors } : {}) } };
    }
    if (request.method === 'POST' && TWEET_PATH.test(path)) return createTweet(caller.userId, request);
    const deleteMatch = /^\/2\/tweets\/(\d+)$/.exec(path);
    if (request.method === 'DELETE' && deleteMatch) {
      const tweet = tweets.get(deleteMatch[1] ?? '');
      if (!tweet || tweet.authorId !== caller.userId) return { status: 200, body: { data: { deleted: false } } };
      tweets.delete(tweet.id);
      return { status: 200, body: { data: { deleted: true } } };
    }
    const timeline = /^\/2\/users\/(\d+)\/tweets$/.exec(path);
    if (request.method === 'GET' && timeline) {
      const max = Number(request.url.searchParams.get('max_results') ?? 10);
      const list = [...tweets.values()]
        .filter((tweet) => tweet.authorId === timeline[1])
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, max)
        .map((tweet) => ({ id: tweet.id, text: tweet.text, created_at: tweet.createdAt.toISOString(), edit_history_tweet_ids: [tweet.id] }));
      return { status: 200, body: list.length ? { data: list, meta: { result_count: list.length } } : { meta: { result_count: 0 } } };
    }
    if (request.method === 'GET' && path === '/2/users/personalized_trends') {
      trendRequests.count++;
      return { status: 200, body: { data: trends } };
    }
    if (path.startsWith('/2/media/upload')) return media(request, path);
    return problem(404, 'Not Found Error', `Could not find ${path}`);
  };

  const createTweet = (authorId: string, request: PeerRequest): PeerAnswer => {
    const headers = () => ({
      'x-rate-limit-limit': String(postWindow.limit),
      'x-rate-limit-remaining': String(Math.max(0, postWindow.limit - postWindow.used)),
      'x-rate-limit-reset': String(postWindow.resetAt),
    });
    if (postWindow.used >= postWindow.limit) return { ...problem(429, 'Too Many Requests', 'Too Many Requests'), headers: headers() };
    const body = request.json() as { text?: string; media?: { media_ids?: string[] }; reply?: { in_reply_to_tweet_id?: string }; reply_settings?: string } | null;
    const text = body?.text ?? '';
    const mediaIds = body?.media?.media_ids ?? [];
    if (!text && mediaIds.length === 0) {
      return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.', {
        errors: [{ parameters: { text: [] }, message: 'Requests must contain text or media.' }],
      });
    }
    if ([...text].length > 280 * 2) return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.', { errors: [{ message: 'Tweet text is too long.' }] });
    for (const mediaId of mediaIds) {
      const upload = uploads.get(mediaId);
      if (!upload || upload.state !== 'succeeded') {
        return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.', {
          errors: [{ parameters: { 'media.media_ids': [mediaId] }, message: `Your media IDs are invalid.` }],
        });
      }
    }
    const replyTo = body?.reply?.in_reply_to_tweet_id;
    if (replyTo && !tweets.has(replyTo)) {
      return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.', { errors: [{ message: 'The tweet you are replying to does not exist.' }] });
    }
    const duplicate = [...tweets.values()].some((tweet) => tweet.authorId === authorId && tweet.text === text && text !== '' && !replyTo);
    if (duplicate) return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    postWindow.used++;
    const id = newId();
    tweets.set(id, { id, authorId, text, mediaIds, inReplyTo: replyTo, replySettings: body?.reply_settings, createdAt: new Date() });
    counters.tweetsCreated++;
    return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } }, headers: headers() };
  };

  const media = async (request: PeerRequest, path: string): Promise<PeerAnswer> => {
    if (request.method === 'POST' && path === '/2/media/upload/initialize') {
      const body = request.json() as { media_type?: string; total_bytes?: number; media_category?: string } | null;
      if (!body?.media_type || !body.total_bytes || !body.media_category) return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.', { errors: [{ message: 'media_type, total_bytes and media_category are required' }] });
      const id = newId();
      uploads.set(id, { id, mediaType: body.media_type, category: body.media_category, totalBytes: body.total_bytes, segments: new Map(), state: 'initialized', statusChecks: 0 });
      return { status: 200, body: { data: { id, media_key: `3_${id}`, expires_after_secs: 86_400 } } };
    }
    const step = /^\/2\/media\/upload\/(\d+)\/(append|finalize)$/.exec(path);
    const upload = step ? uploads.get(step[1] ?? '') : undefined;
    if (request.method === 'POST' && step?.[2] === 'append' && upload) {
      const form = await readMultipart(request);
      const part = form.get('media');
      const index = Number(form.get('segment_index'));
      if (!(part instanceof Blob) || !Number.isInteger(index)) return problem(400, 'Invalid Request', 'media and segment_index are required');
      upload.segments.set(index, Buffer.from(await part.arrayBuffer()));
      return { status: 200, body: { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } } };
    }
    if (request.method === 'POST' && step?.[2] === 'finalize' && upload) {
      const size = [...upload.segments.values()].reduce((sum, segment) => sum + segment.length, 0);
      if (size !== upload.totalBytes) return problem(400, 'Invalid Request', `File size mismatch: ${size} of ${upload.totalBytes} bytes received.`);
      counters.mediaUploaded++;
      const processed = upload.category !== 'tweet_image';
      upload.state = processed ? 'pending' : 'succeeded';
      return {
        status: 200,
        body: { data: { id: upload.id, media_key: `3_${upload.id}`, size, expires_after_secs: 86_400, ...(processed ? { processing_info: { state: 'pending', check_after_secs: 0 } } : {}) } },
      };
    }
    if (request.method === 'GET' && path === '/2/media/upload' && request.url.searchParams.get('command') === 'STATUS') {
      const status = uploads.get(request.url.searchParams.get('media_id') ?? '');
      if (!status) return problem(400, 'Invalid Request', 'Invalid media_id.');
      status.statusChecks++;
      if (status.state !== 'succeeded') status.state = status.statusChecks >= 2 ? 'succeeded' : 'in_progress';
      return { status: 200, body: { data: { id: status.id, media_key: `3_${status.id}`, processing_info: { state: status.state, check_after_secs: 0, progress_percent: status.state === 'succeeded' ? 100 : 50 } } } };
    }
    return problem(404, 'Not Found Error', `Could not find ${path}`);
  };

  const server = await startPeerServer(handle);
  return {
    url: server.url,
    clientId,
    clientSecret,
    server,
    users,
    tweets,
    counters,
    trends,
    followers,
    trendRequests,
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
    grant: (userId = '1001') => {
      const scopes = ['tweet.read', 'tweet.write', 'users.read', 'offline.access', 'media.write'];
      const { access, grant } = issue(userId, scopes);
      return { accessToken: access, refreshToken: grant.refreshToken, expiresAt: new Date(grant.expiresAt), scopes };
    },
    expire: (accessToken) => {
      const grant = grants.get(accessToken);
      if (grant) grant.expiresAt = Date.now() - 1;
    },
    revoke: (accessToken) => {
      const grant = grants.get(accessToken);
      if (grant) grant.revoked = true;
    },
    rateLimitNextTweet: (seconds = 900) => {
      const reset = Math.floor(Date.now() / 1000) + seconds;
      server.answerNext(
        { method: 'POST', path: TWEET_PATH },
        { ...problem(429, 'Too Many Requests', 'Too Many Requests'), headers: { 'x-rate-limit-limit': '200', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': String(reset) } },
      );
      return new Date(reset * 1000);
    },
    close: () => server.close(),
  };
}
