import { randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { readMultipart, startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

export interface PinterestPin {
  id: string;
  boardId: string;
  boardSectionId?: string;
  title?: string;
  description?: string;
  link?: string;
  altText?: string;
  note?: string;
  mediaType: 'image' | 'multiple_images' | 'video';
  imageCount: number;
  createdAt: number;
  /** Totals pin analytics answers (summary_metrics), by metric type. */
  analytics?: Record<string, number>;
}

interface Media {
  id: string;
  parameters: Record<string, string>;
  status: 'registered' | 'processing' | 'succeeded' | 'failed';
  bytes: number;
}

export interface PinterestPeer {
  url: string;
  server: PeerServer;
  userId: string;
  boardId: string;
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  grant(): TokenSet;
  pins: Map<string, PinterestPin>;
  media: Map<string, Media>;
  counters: { pinsCreated: number; videosUploaded: number; refreshes: number };
  expire(accessToken: string): void;
  revoke(accessToken: string): void;
  /** What GET /v5/trends/keywords/:region/top/:trend_type answers, by region and trend type ("US/growing"). */
  trends: Map<string, { keyword: string; pct_growth_wow: number; pct_growth_mom: number; pct_growth_yoy: number }[]>;
  /** Trend requests answered so far. */
  trendRequests: { count: number };
  /** The next matching request answers 429 with X-RateLimit-* headers resetting in `seconds`. */
  rateLimitNext(method: string, path: RegExp, seconds: number): void;
  /** The account's analytics per day (GET /v5/user_account/analytics) and follower_count (GET /v5/user_account). */
  account: { daily: Map<string, Record<string, number>>; followers: number };
  close(): Promise<void>;
}

const error = (status: number, code: number, message: string): PeerAnswer => ({ status, body: { code, message } });

/**
 * A local Pinterest API v5 as Pinterest documents it: OAuth at www.pinterest.com/oauth/ and
 * /v5/oauth/token with Basic client credentials (code and refresh token), /v5/user_account,
 * /v5/boards (bookmark paging), GET /v5/trends/keywords/:region/top/:trend_type, POST /v5/pins with image_base64, multiple_image_base64 or
 * video_id, board pins, DELETE, the video flow (POST /v5/media → form upload → status), the
 * {code, message} error body and 429 with X-RateLimit-* headers.
 */
export async function startPinterestPeer(): Promise<PinterestPeer> {
  const clientId = '1480000';
  const clientSecret = 'pinterest-secret';
  const userId = '549755885175';
  const boards = [
    { id: '549755885175100001', name: 'Breads', privacy: 'PUBLIC' },
    { id: '549755885175100002', name: 'Pastry', privacy: 'PUBLIC' },
    { id: '549755885175100003', name: 'Drafts', privacy: 'SECRET' },
  ];
  const boardId = boards[0]?.id ?? '';
  const tokens = new Map<string, { expiresAt: number; refreshToken: string; revoked: boolean }>();
  const refreshTokens = new Map<string, { revoked: boolean }>();
  const codes = new Map<string, string>();
  const pins = new Map<string, PinterestPin>();
  const account = { daily: new Map<string, Record<string, number>>(), followers: 0 };
  /** Analytics answer for at most 90 days back (start_date), end_date not before it. */
  const analyticsWindow = (q: URLSearchParams): PeerAnswer | undefined => {
    const start = q.get('start_date') ?? '';
    const end = q.get('end_date') ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || end < start) return error(400, 1, 'Invalid parameter: start_date and end_date are required, end_date not before start_date.');
    if (Date.parse(`${start}T00:00:00Z`) < Date.now() - 90 * 86_400_000) return error(400, 1, 'Invalid parameter: start_date cannot be more than 90 days back from today.');
    return undefined;
  };
  const media = new Map<string, Media>();
  const counters = { pinsCreated: 0, videosUploaded: 0, refreshes: 0 };
  const trends = new Map([
    [
      'US/growing',
      [
        { keyword: 'sourdough starter', pct_growth_wow: 40, pct_growth_mom: 120, pct_growth_yoy: 300 },
        { keyword: 'winter tablescape', pct_growth_wow: 25, pct_growth_mom: 90, pct_growth_yoy: 150 },
      ],
    ],
  ]);
  const trendRequests = { count: 0 };
  const TREND_TYPES = ['growing', 'monthly', 'yearly', 'seasonal'];
  let sequence = 1_000_000_000_000_000_000n;
  const nextId = () => String((sequence += 1n));

  const issue = (refreshToken: string) => {
    const access = `pina_${randomBytes(16).toString('hex')}`;
    tokens.set(access, { expiresAt: Date.now() + 30 * 24 * 3600_000, refreshToken, revoked: false });
    return access;
  };

  const authenticate = (request: PeerRequest): PeerAnswer | undefined => {
    const access = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const token = tokens.get(access);
    if (!token || token.revoked || token.expiresAt <= Date.now()) return error(401, 2, 'Authentication failed.');
    return undefined;
  };

  const pinBody = (pin: PinterestPin) => ({
    id: pin.id,
    created_at: new Date(pin.createdAt).toISOString().slice(0, 19),
    board_id: pin.boardId,
    board_section_id: pin.boardSectionId ?? null,
    title: pin.title ?? '',
    description: pin.description ?? '',
    link: pin.link ?? null,
    alt_text: pin.altText ?? null,
    note: pin.note ?? '',
    media: { media_type: pin.mediaType },
  });

  const createPin = (body: Record<string, unknown>): PeerAnswer => {
    const board = boards.find((item) => item.id === body.board_id);
    if (!board) return error(404, 40, 'Board not found.');
    if (String(body.title ?? '').length > 100) return error(400, 1, 'Invalid request: title must be at most 100 characters.');
    if (String(body.description ?? '').length > 800) return error(400, 1, 'Invalid request: description must be at most 800 characters.');
    if (String(body.alt_text ?? '').length > 500) return error(400, 1, 'Invalid request: alt_text must be at most 500 characters.');
    const source = (body.media_source ?? {}) as { source_type?: string; data?: string; content_type?: string; items?: { data?: string }[]; media_id?: string };
    let mediaType: PinterestPin['mediaType'];
    let imageCount = 1;
    if (source.source_type === 'image_base64') {
      if (!source.data || Buffer.from(source.data, 'base64').length === 0 || !source.content_type?.startsWith('image/')) return error(400, 1, 'Invalid request: media_source.data is not an image.');
      mediaType = 'image';
    } else if (source.source_type === 'multiple_image_base64') {
      const items = source.items ?? [];
      if (items.length < 2 || items.length > 5 || items.some((item) => !item.data)) return error(400, 1, 'Invalid request: a carousel has 2 to 5 images.');
      mediaType = 'multiple_images';
      imageCount = items.length;
    } else if (source.source_type === 'video_id') {
      if (media.get(String(source.media_id))?.status !== 'succeeded') return error(400, 1, 'Invalid request: the video is not uploaded yet.');
      mediaType = 'video';
      imageCount = 0;
    } else {
      return error(400, 1, 'Invalid request: media_source is required.');
    }
    const pin: PinterestPin = {
      id: nextId(),
      boardId: board.id,
      boardSectionId: body.board_section_id as string | undefined,
      title: body.title as string | undefined,
      description: body.description as string | undefined,
      link: body.link as string | undefined,
      altText: body.alt_text as string | undefined,
      note: body.note as string | undefined,
      mediaType,
      imageCount,
      createdAt: Date.now(),
    };
    pins.set(pin.id, pin);
    counters.pinsCreated += 1;
    return { status: 201, body: pinBody(pin) };
  };

  const handle = async (request: PeerRequest): Promise<PeerAnswer> => {
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (request.method === 'GET' && path === '/oauth/') {
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code') return { status: 400, body: 'Invalid client_id' };
      const code = randomBytes(16).toString('hex');
      codes.set(code, q.get('redirect_uri') ?? '');
      const location = new URL(q.get('redirect_uri') ?? '');
      location.searchParams.set('code', code);
      location.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: location.toString() } };
    }
    if (request.method === 'POST' && path === '/v5/oauth/token') {
      const basic = /^Basic (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
      if (Buffer.from(basic, 'base64').toString() !== `${clientId}:${clientSecret}`) return error(401, 2, 'Authentication failed.');
      const form = request.form();
      if (form.get('grant_type') === 'authorization_code') {
        const redirect = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (redirect === undefined || redirect !== form.get('redirect_uri')) return error(400, 1, 'Invalid authorization code.');
        const refreshToken = `pinr_${randomBytes(16).toString('hex')}`;
        refreshTokens.set(refreshToken, { revoked: false });
        return {
          status: 200,
          body: { access_token: issue(refreshToken), refresh_token: refreshToken, response_type: 'authorization_code', token_type: 'bearer', expires_in: 2_592_000, refresh_token_expires_in: 31_536_000, scope: 'boards:read,pins:read,pins:write,user_accounts:read' },
        };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const grant = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!grant || grant.revoked) return error(400, 1, 'Invalid refresh token.');
        counters.refreshes += 1;
        return { status: 200, body: { access_token: issue(form.get('refresh_token') ?? ''), response_type: 'refresh_token', token_type: 'bearer', expires_in: 2_592_000, scope: 'boards:read,pins:read,pins:write,user_accounts:read' } };
      }
      return error(400, 1, 'Unsupported grant_type.');
    }
    const uploadMatch = /^\/media-upload\/(\d+)$/.exec(path);
    if (request.method === 'POST' && uploadMatch) {
      const item = media.get(uploadMatch[1] ?? '');
      if (!item) return { status: 404, body: '<Error><Code>NoSuchUpload</Code></Error>' };
      const form = await readMultipart(request);
      const file = form.get('file');
      const fieldsMatch = Object.entries(item.parameters).every(([name, value]) => form.get(name) === value);
      if (!fieldsMatch || !(file instanceof Blob) || file.size === 0) return { status: 403, body: '<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>' };
      item.bytes = file.size;
      item.status = 'processing';
      counters.videosUploaded += 1;
      return { status: 204 };
    }
    if (!path.startsWith('/v5/')) return error(404, 404, 'Not found');
    const unauthenticated = authenticate(request);
    if (unauthenticated) return unauthenticated;
    if (request.method === 'GET' && path === '/v5/user_account/analytics') {
      const refused = analyticsWindow(q);
      if (refused) return refused;
      const types = (q.get('metric_types') ?? '').split(',');
      const days = [...account.daily].filter(([day]) => day >= (q.get('start_date') ?? '') && day <= (q.get('end_date') ?? '')).sort(([a], [b]) => a.localeCompare(b));
      const daily_metrics = days.map(([date, metrics]) => ({ date, data_status: 'READY', metrics: Object.fromEntries(types.map((type) => [type, metrics[type] ?? 0])) }));
      return { status: 200, body: { all: { daily_metrics, summary_metrics: Object.fromEntries(types.map((type) => [type, days.reduce((sum, [, metrics]) => sum + (metrics[type] ?? 0), 0)])) } } };
    }
    const pinAnalytics = /^\/v5\/pins\/(\d+)\/analytics$/.exec(path);
    if (request.method === 'GET' && pinAnalytics) {
      const pin = pins.get(pinAnalytics[1] ?? '');
      if (!pin) return error(404, 50, 'Pin not found.');
      const refused = analyticsWindow(q);
      if (refused) return refused;
      const types = (q.get('metric_types') ?? '').split(',');
      const summary = Object.fromEntries(types.map((type) => [type, pin.analytics?.[type] ?? 0]));
      return { status: 200, body: { all: { daily_metrics: [{ date: q.get('end_date'), data_status: 'READY', metrics: summary }], summary_metrics: summary } } };
    }
    if (request.method === 'GET' && path === '/v5/user_account') {
      return { status: 200, body: { account_type: 'BUSINESS', id: userId, username: 'adabakes', follower_count: account.followers, profile_image: 'https://i.pinimg.example/ada.jpg', website_url: 'https://bakery.example' } };
    }
    if (request.method === 'GET' && path === '/v5/boards') {
      const size = Number(q.get('page_size') ?? 25);
      const start = Number(q.get('bookmark') ?? 0);
      const items = boards.slice(start, start + size).map((board) => ({ ...board, description: '', owner: { username: 'adabakes' } }));
      return { status: 200, body: { items, bookmark: start + size < boards.length ? String(start + size) : null } };
    }
    const boardPins = /^\/v5\/boards\/(\d+)\/pins$/.exec(path);
    if (request.method === 'GET' && boardPins) {
      if (!boards.some((board) => board.id === boardPins[1])) return error(404, 40, 'Board not found.');
      const items = [...pins.values()].filter((pin) => pin.boardId === boardPins[1]).sort((a, b) => b.createdAt - a.createdAt).slice(0, Number(q.get('page_size') ?? 25)).map(pinBody);
      return { status: 200, body: { items, bookmark: null } };
    }
    const trendPath = /^\/v5\/trends\/keywords\/([A-Z+]+)\/top\/(\w+)$/.exec(path);
    if (request.method === 'GET' && trendPath) {
      trendRequests.count += 1;
      if (!TREND_TYPES.includes(trendPath[2] ?? '')) return error(400, 1, `Invalid parameter: trend_type must be one of ${TREND_TYPES.join(', ')}.`);
      const limit = Number(q.get('limit') ?? 50);
      return { status: 200, body: { trends: (trends.get(`${trendPath[1]}/${trendPath[2]}`) ?? []).slice(0, limit).map((trend) => ({ ...trend, time_series: {} })) } };
    }
    if (request.method === 'POST' && path === '/v5/pins') return createPin(request.json() as Record<string, unknown>);
    const pinPath = /^\/v5\/pins\/(\d+)$/.exec(path);
    if (pinPath) {
      const pin = pins.get(pinPath[1] ?? '');
      if (!pin) return error(404, 50, 'Pin not found.');
      if (request.method === 'DELETE') {
        pins.delete(pin.id);
        return { status: 204 };
      }
      return { status: 200, body: pinBody(pin) };
    }
    if (request.method === 'POST' && path === '/v5/media') {
      const body = request.json() as { media_type?: string };
      if (body.media_type !== 'video') return error(400, 1, 'Invalid request: media_type must be video.');
      const id = nextId().slice(0, 16);
      const parameters = { key: `uploads/${id}/video.mp4`, policy: randomBytes(12).toString('base64'), 'x-amz-signature': randomBytes(16).toString('hex'), 'Content-Type': 'multipart/form-data' };
      media.set(id, { id, parameters, status: 'registered', bytes: 0 });
      return { status: 201, body: { media_id: id, media_type: 'video', upload_url: `${server.url}/media-upload/${id}`, upload_parameters: parameters } };
    }
    const mediaPath = /^\/v5\/media\/(\d+)$/.exec(path);
    if (request.method === 'GET' && mediaPath) {
      const item = media.get(mediaPath[1] ?? '');
      if (!item) return error(404, 404, 'Media not found.');
      const answer = { media_id: item.id, media_type: 'video', status: item.status };
      if (item.status === 'processing') item.status = 'succeeded';
      return { status: 200, body: answer };
    }
    return error(404, 404, 'Not found');
  };

  const server = await startPeerServer(handle);
  return {
    url: server.url,
    server,
    userId,
    boardId,
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
    grant: () => {
      const refreshToken = `pinr_${randomBytes(16).toString('hex')}`;
      refreshTokens.set(refreshToken, { revoked: false });
      return { accessToken: issue(refreshToken), refreshToken, expiresAt: new Date(Date.now() + 30 * 24 * 3600_000) };
    },
    pins,
    account,
    media,
    counters,
    trends,
    trendRequests,
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
    rateLimitNext: (method, path, seconds) =>
      server.answerNext(
        { method, path },
        { ...error(429, 8, 'You have exceeded your rate limit. Try again later.'), headers: { 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(seconds) } },
      ),
    close: () => server.close(),
  };
}
