import { randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

const VERSION = 'v25.0';

interface Token {
  kind: 'user' | 'page';
  /** The user id, or the page id for a Page token. */
  ownerId: string;
  userId: string;
  longLived: boolean;
  expiresAt?: number;
  state: 'valid' | 'expired' | 'revoked';
}

export interface MetaPost {
  id: string;
  pageId: string;
  message?: string;
  link?: string;
  photoIds: string[];
  videoUrl?: string;
  createdAt: number;
}

export interface MetaContainer {
  id: string;
  igUserId: string;
  params: Record<string, unknown>;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED';
  pollsLeft: number;
}

export interface MetaMedia {
  id: string;
  igUserId: string;
  mediaType: string;
  caption?: string;
  children: string[];
  createdAt: number;
}

export interface MetaPeer {
  url: string;
  server: PeerServer;
  clientId: string;
  clientSecret: string;
  userId: string;
  pageId: string;
  igUserId: string;
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  /** A long-lived user token for the user (as after Facebook Login). */
  userTokens(): TokenSet;
  /** The Page token of the user's Page (it does not expire). */
  pageTokens(): TokenSet;
  posts: Map<string, MetaPost>;
  comments: Map<string, { objectId: string; message: string }>;
  containers: Map<string, MetaContainer>;
  media: Map<string, MetaMedia>;
  counters: { postsCreated: number; mediaPublished: number; commentsCreated: number; urlsFetched: number };
  /** Calls with this token answer code 190 subcode 463 (expired). */
  expire(accessToken: string): void;
  /** Calls with this token answer code 190 subcode 460 (password changed: revoked). */
  revoke(accessToken: string): void;
  /** The next matching request answers code 32 with x-business-use-case-usage regaining access in `minutes`. */
  rateLimitNext(method: string, path: RegExp, minutes: number): void;
  /** The account's API-published posts in the current 24 hours (content_publishing_limit). */
  setQuotaUsage(igUserId: string, used: number): void;
  /** The next container created ends in this status (ERROR: media refused; EXPIRED). */
  failNextContainer(status: 'ERROR' | 'EXPIRED'): void;
  close(): Promise<void>;
}

const fbtrace = () => randomBytes(6).toString('base64url');
const graphError = (status: number, code: number, message: string, extra: Record<string, unknown> = {}): PeerAnswer => ({
  status,
  body: { error: { message, type: code === 190 ? 'OAuthException' : 'GraphMethodException', code, ...extra, fbtrace_id: fbtrace() } },
});

/**
 * A local graph.facebook.com that answers as Meta documents it: Facebook Login's code and
 * long-lived token exchange, /me and /me/accounts (Page tokens, linked Instagram accounts), Page
 * feed, photos (published and unpublished for multi-photo posts), videos, comments and delete;
 * the Instagram content publishing flow (containers with status progression, media_publish,
 * content_publishing_limit, media lists); Meta's error body and throttling headers. Media URLs
 * are fetched as Meta does, so a broken URL is refused.
 */
export async function startMetaPeer(): Promise<MetaPeer> {
  const clientId = 'meta-app-id';
  const clientSecret = 'meta-app-secret';
  const userId = '10001';
  const pageId = '20001';
  const igUserId = '17841400000000001';
  const tokens = new Map<string, Token>();
  const codes = new Map<string, { redirectUri: string }>();
  const posts = new Map<string, MetaPost>();
  const unpublishedPhotos = new Map<string, { pageId: string; url: string }>();
  const comments = new Map<string, { objectId: string; message: string }>();
  const containers = new Map<string, MetaContainer>();
  const media = new Map<string, MetaMedia>();
  const quotaUsage = new Map<string, number>();
  const counters = { postsCreated: 0, mediaPublished: 0, commentsCreated: 0, urlsFetched: 0 };
  let nextContainerFailure: 'ERROR' | 'EXPIRED' | undefined;
  let sequence = 1000;
  const nextId = () => String((sequence += 1));
  const pageToken = `page-${randomBytes(8).toString('hex')}`;
  tokens.set(pageToken, { kind: 'page', ownerId: pageId, userId, longLived: true, state: 'valid' });

  const issueUserToken = (longLived: boolean) => {
    const token = `user-${randomBytes(8).toString('hex')}`;
    const expiresIn = longLived ? 60 * 24 * 3600 : 2 * 3600;
    tokens.set(token, { kind: 'user', ownerId: userId, userId, longLived, expiresAt: Date.now() + expiresIn * 1000, state: 'valid' });
    return { access_token: token, token_type: 'bearer', expires_in: expiresIn };
  };

  const authenticate = (request: PeerRequest): Token | PeerAnswer => {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const value = bearer ?? request.url.searchParams.get('access_token');
    if (!value) return graphError(400, 2500, 'An active access token must be used to query information about the current user.');
    const token = tokens.get(value);
    if (!token) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (token.state === 'revoked') {
      return graphError(400, 190, 'Error validating access token: The session has been invalidated because the user changed their password.', { error_subcode: 460 });
    }
    if (token.state === 'expired' || (token.expiresAt !== undefined && token.expiresAt <= Date.now())) {
      return graphError(400, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 });
    }
    return token;
  };

  /** Meta downloads media from the URL it is given; a URL that does not answer 200 is refused. */
  const fetchable = async (url: unknown): Promise<boolean> => {
    if (typeof url !== 'string') return false;
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      counters.urlsFetched += 1;
      return response.ok;
    } catch {
      return false;
    }
  };

  const canPost = (token: Token, target: string) => token.kind === 'page' && token.ownerId === target;
  const noPermission = () => graphError(403, 200, '(#200) The user hasn\'t authorized the application to perform this action');
  const unknownObject = (id: string) =>
    graphError(400, 100, `Unsupported request - Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, {
      error_subcode: 33,
    });

  const handleOAuth = (request: PeerRequest): PeerAnswer => {
    const q = request.url.searchParams;
    if (q.get('client_id') !== clientId || q.get('client_secret') !== clientSecret) {
      return graphError(400, 1, 'Error validating client secret.');
    }
    if (q.get('grant_type') === 'fb_exchange_token') {
      const token = tokens.get(q.get('fb_exchange_token') ?? '');
      if (!token || token.state !== 'valid' || (token.expiresAt !== undefined && token.expiresAt <= Date.now())) {
        return graphError(400, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 });
      }
      return { status: 200, body: issueUserToken(true) };
    }
    const code = codes.get(q.get('code') ?? '');
    if (!code || code.redirectUri !== q.get('redirect_uri')) {
      return graphError(400, 100, 'Invalid verification code format.', { error_subcode: 36007 });
    }
    codes.delete(q.get('code') ?? '');
    return { status: 200, body: issueUserToken(false) };
  };

  const instagramAccount = { id: igUserId, username: 'ada.bakes', name: 'Ada Bakes', profile_picture_url: 'https://scontent.example/ada.jpg' };

  const handleInstagram = async (request: PeerRequest, token: Token, segments: string[]): Promise<PeerAnswer> => {
    const [id, edge] = segments as [string, string | undefined];
    if (token.kind !== 'page' || token.ownerId !== pageId || id !== igUserId) return noPermission();
    if (request.method === 'GET' && edge === 'content_publishing_limit') {
      return { status: 200, body: { data: [{ quota_usage: quotaUsage.get(id) ?? 0, config: { quota_total: 100, quota_duration: 86400 } }] } };
    }
    if (request.method === 'GET' && edge === 'media') {
      const limit = Number(request.url.searchParams.get('limit') ?? 25);
      const list = [...media.values()]
        .filter((item) => item.igUserId === id && item.mediaType !== 'STORIES')
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, limit)
        .map((item) => ({
          id: item.id,
          caption: item.caption,
          media_type: item.mediaType,
          timestamp: new Date(item.createdAt).toISOString().replace(/\.\d{3}Z$/, '+0000'),
          permalink: `https://www.instagram.com/p/${item.id}/`,
        }));
      return { status: 200, body: { data: list } };
    }
    if (request.method === 'POST' && edge === 'media') {
      const params = request.json() as Record<string, unknown>;
      const type = String(params.media_type ?? 'IMAGE');
      if (type === 'CAROUSEL') {
        const children = String(params.children ?? '').split(',').filter(Boolean);
        if (children.length < 2 || children.length > 10) return graphError(400, 100, 'The carousel must have between 2 and 10 children.', { error_subcode: 2207035 });
        const notReady = children.find((child) => containers.get(child)?.status !== 'FINISHED');
        if (notReady) return graphError(400, 9007, 'Media ID is not available', { error_subcode: 2207027 });
      } else {
        const url = params.video_url ?? params.image_url;
        if (!url) return graphError(400, 100, 'Only photo or video can be accepted as media type.', { error_subcode: 2207052 });
        if (type === 'IMAGE' && params.video_url) return graphError(400, 100, 'The media type is not supported.');
      }
      const containerId = nextId();
      const video = Boolean(params.video_url);
      const failure = nextContainerFailure;
      nextContainerFailure = undefined;
      const reachable = type === 'CAROUSEL' || (await fetchable(params.video_url ?? params.image_url));
      containers.set(containerId, {
        id: containerId,
        igUserId: id,
        params,
        status: failure ?? (reachable ? 'IN_PROGRESS' : 'ERROR'),
        pollsLeft: video ? 2 : 0,
      });
      return { status: 200, body: { id: containerId } };
    }
    if (request.method === 'POST' && edge === 'media_publish') {
      const { creation_id: creationId } = request.json() as { creation_id?: string };
      const container = containers.get(String(creationId));
      if (!container || container.igUserId !== id) return unknownObject(String(creationId));
      if ((quotaUsage.get(id) ?? 0) >= 100) {
        return graphError(400, 9, 'Application request limit reached', { error_subcode: QUOTA_SUBCODE, error_user_title: 'Reached max posts per day' });
      }
      if (container.status === 'PUBLISHED') return graphError(400, 9007, 'The media has already been published.', { error_subcode: 2207006 });
      if (container.status !== 'FINISHED') return graphError(400, 9007, 'Media ID is not available', { error_subcode: 2207027 });
      const mediaType = String(container.params.media_type ?? 'IMAGE');
      const mediaId = `1790${nextId()}`;
      container.status = 'PUBLISHED';
      media.set(mediaId, {
        id: mediaId,
        igUserId: id,
        mediaType,
        caption: typeof container.params.caption === 'string' ? container.params.caption : undefined,
        children: String(container.params.children ?? '').split(',').filter(Boolean),
        createdAt: Date.now(),
      });
      quotaUsage.set(id, (quotaUsage.get(id) ?? 0) + 1);
      counters.mediaPublished += 1;
      return { status: 200, body: { id: mediaId } };
    }
    return unknownObject(id);
  };

  const handle = async (request: PeerRequest): Promise<PeerAnswer> => {
    const prefix = `/${VERSION}/`;
    if (request.method === 'GET' && request.url.pathname === `/${VERSION}/dialog/oauth`) {
      const q = request.url.searchParams;
      if (q.get('client_id') !== clientId || !q.get('redirect_uri')) return { status: 400, body: 'Invalid App ID' };
      const code = randomBytes(12).toString('hex');
      codes.set(code, { redirectUri: q.get('redirect_uri') ?? '' });
      const location = new URL(q.get('redirect_uri') ?? '');
      location.searchParams.set('code', code);
      location.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: location.toString() } };
    }
    if (!request.url.pathname.startsWith(prefix)) return graphError(400, 2635, 'You are calling a deprecated version of the Graph API.');
    const segments = request.url.pathname.slice(prefix.length).split('/').filter(Boolean);
    if (segments[0] === 'oauth' && segments[1] === 'access_token') return handleOAuth(request);
    const auth = authenticate(request);
    if (!('kind' in auth)) return auth;
    const token = auth;
    const [first, edge] = segments as [string, string | undefined];
    if (first === 'me' && !edge && request.method === 'GET') {
      return token.kind === 'page'
        ? { status: 200, body: { id: pageId, name: 'Ada Bakes' } }
        : { status: 200, body: { id: userId, name: 'Ada Lovelace', picture: { data: { url: 'https://scontent.example/ada-user.jpg' } } } };
    }
    if (first === 'me' && edge === 'accounts' && request.method === 'GET') {
      if (token.kind !== 'user') return graphError(400, 100, '(#100) Tried accessing nonexisting field (accounts) on node type (Page)');
      const fields = request.url.searchParams.get('fields') ?? '';
      const page = {
        id: pageId,
        name: 'Ada Bakes',
        access_token: pageToken,
        tasks: ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'],
        picture: { data: { url: 'https://scontent.example/ada-page.jpg' } },
        ...(fields.includes('instagram_business_account') ? { instagram_business_account: instagramAccount } : {}),
      };
      return { status: 200, body: { data: [page], paging: { cursors: { before: 'MAZDZD', after: 'MAZDZD' } } } };
    }
    if (first === igUserId) return handleInstagram(request, token, segments);
    if (first === pageId && edge) {
      if (!canPost(token, pageId)) return noPermission();
      const body = request.method === 'POST' ? (request.json() as Record<string, unknown>) : {};
      if (request.method === 'GET' && edge === 'feed') {
        const since = Number(request.url.searchParams.get('since') ?? 0) * 1000;
        const data = [...posts.values()]
          .filter((post) => post.pageId === pageId && post.createdAt >= since)
          .sort((a, b) => b.createdAt - a.createdAt)
          .map((post) => ({ id: post.id, message: post.message, created_time: new Date(post.createdAt).toISOString(), permalink_url: `https://www.facebook.com/${post.id}` }));
        return { status: 200, body: { data } };
      }
      if (request.method === 'POST' && edge === 'feed') {
        const attached = Array.isArray(body.attached_media) ? (body.attached_media as { media_fbid?: string }[]) : [];
        const photoIds = attached.map((item) => String(item.media_fbid));
        if (photoIds.some((id) => unpublishedPhotos.get(id)?.pageId !== pageId)) return graphError(400, 100, '(#100) param attached_media must be an array of unpublished photos.');
        if (!body.message && !body.link && photoIds.length === 0) return graphError(400, 100, '(#100) Missing message or attachment');
        const id = `${pageId}_${nextId()}`;
        posts.set(id, { id, pageId, message: body.message as string | undefined, link: body.link as string | undefined, photoIds, createdAt: Date.now() });
        counters.postsCreated += 1;
        return { status: 200, body: { id } };
      }
      if (request.method === 'POST' && edge === 'photos') {
        if (!(await fetchable(body.url))) return graphError(400, 324, '(#324) Missing or invalid image file');
        const photoId = nextId();
        if (body.published === false) {
          unpublishedPhotos.set(photoId, { pageId, url: String(body.url) });
          return { status: 200, body: { id: photoId } };
        }
        const id = `${pageId}_${photoId}`;
        posts.set(id, { id, pageId, message: body.message as string | undefined, photoIds: [photoId], createdAt: Date.now() });
        counters.postsCreated += 1;
        return { status: 200, body: { id: photoId, post_id: id } };
      }
      if (request.method === 'POST' && edge === 'videos') {
        if (!(await fetchable(body.file_url))) return graphError(400, 352, '(#352) Sorry, the video file you selected is in a format that we don\'t support.');
        const id = nextId();
        posts.set(id, { id, pageId, message: body.description as string | undefined, photoIds: [], videoUrl: String(body.file_url), createdAt: Date.now() });
        counters.postsCreated += 1;
        return { status: 200, body: { id } };
      }
    }
    if (edge === 'comments' && request.method === 'POST') {
      const { message } = request.json() as { message?: string };
      if (!posts.has(first) && !media.has(first)) return unknownObject(first);
      if (!message) return graphError(400, 100, '(#100) Missing message');
      const id = `${first}_${nextId()}`;
      comments.set(id, { objectId: first, message });
      counters.commentsCreated += 1;
      return { status: 200, body: { id } };
    }
    if (!edge && request.method === 'DELETE') {
      if (token.kind !== 'page') return noPermission();
      if (posts.delete(first) || comments.delete(first) || media.delete(first)) return { status: 200, body: { success: true } };
      return unknownObject(first);
    }
    if (!edge && request.method === 'GET') {
      const container = containers.get(first);
      if (container) {
        if (container.status === 'IN_PROGRESS') {
          if (container.pollsLeft > 0) container.pollsLeft -= 1;
          else container.status = 'FINISHED';
        }
        const status = container.status === 'ERROR' ? 'Error: Media download has failed. The media URI doesn\'t meet our requirements.' : container.status;
        return { status: 200, body: { id: first, status_code: container.status, status } };
      }
      const item = media.get(first);
      if (item) return { status: 200, body: { id: first, permalink: `https://www.instagram.com/p/${first}/`, media_type: item.mediaType } };
    }
    return unknownObject(first);
  };

  const server = await startPeerServer(handle);
  return {
    url: server.url,
    server,
    clientId,
    clientSecret,
    userId,
    pageId,
    igUserId,
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
    userTokens: () => {
      const answer = issueUserToken(true);
      return { accessToken: answer.access_token, expiresAt: new Date(Date.now() + answer.expires_in * 1000) };
    },
    pageTokens: () => ({ accessToken: pageToken }),
    posts,
    comments,
    containers,
    media,
    counters,
    expire: (accessToken) => {
      const token = tokens.get(accessToken);
      if (token) token.state = 'expired';
    },
    revoke: (accessToken) => {
      const token = tokens.get(accessToken);
      if (token) token.state = 'revoked';
    },
    rateLimitNext: (method, path, minutes) =>
      server.answerNext(
        { method, path },
        {
          ...graphError(400, 32, '(#32) Page request limit reached'),
          headers: {
            'x-business-use-case-usage': JSON.stringify({
              [pageId]: [{ type: 'pages', call_count: 100, total_cputime: 30, total_time: 40, estimated_time_to_regain_access: minutes }],
            }),
          },
        },
      ),
    setQuotaUsage: (id, used) => quotaUsage.set(id, used),
    failNextContainer: (status) => {
      nextContainerFailure = status;
    },
    close: () => server.close(),
  };
}

/** Instagram's subcode for "reached the maximum number of posts in 24 hours". */
const QUOTA_SUBCODE = 2207042;
