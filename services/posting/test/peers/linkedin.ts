import { createHash, randomBytes } from 'node:crypto';
import type { ProviderConfig, TokenSet } from '../../src/providers/provider';
import { startPeerServer, type PeerAnswer, type PeerRequest, type PeerServer } from '../contract-kit/peer-server';

export interface PeerLinkedinPost {
  id: string;
  author: string;
  commentary: string;
  visibility: string;
  content?: { media?: { id: string; title?: string }; multiImage?: { images: { id: string }[] } };
  comments: { actor: string; text: string }[];
  /** What socialActions and organizationalEntityShareStatistics answer (counts start at 0). */
  stats?: { likes?: number; comments?: number; shares?: number; impressions?: number; uniqueImpressions?: number; clicks?: number };
}

/** LinkedIn splits a video upload into parts of this many bytes (the last part takes the rest). */
export const LINKEDIN_VIDEO_PART_BYTES = 4_194_304;

/** A video as the Videos API holds it: its parts as uploaded, then the whole file once finalized. */
export interface PeerLinkedinVideo {
  id: string;
  owner: string;
  fileSizeBytes: number;
  uploadToken: string;
  status: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  parts: { firstByte: number; lastByte: number; signature: string; etag?: string; bytes?: Buffer }[];
  /** The file reassembled from its parts at finalize. */
  bytes?: Buffer;
  /** Status reads left before PROCESSING ends. */
  pollsLeft: number;
  /** Set when processing is armed to fail: LinkedIn's reason. */
  failureReason?: string;
}

interface Grant {
  memberId: string;
  refreshToken: string;
  expired: boolean;
  revoked: boolean;
}

export interface LinkedinPeer {
  url: string;
  server: PeerServer;
  config(overrides?: Partial<ProviderConfig>): ProviderConfig;
  /** Tokens of member `abc123`, who administers organisation 2414183. */
  grant(): TokenSet;
  memberId: string;
  organisationId: string;
  posts: Map<string, PeerLinkedinPost>;
  videos: Map<string, PeerLinkedinVideo>;
  counters: { postsCreated: number; imagesUploaded: number; videoPartsUploaded: number; videosUploaded: number };
  /** The next finalized video fails processing with this reason (PROCESSING_FAILED). */
  failNextVideo(reason: string): void;
  /** Followers of the organisation (networkSizes); whether the member grant may read socialActions (r_member_social). */
  insights: { followers: number; memberSocialRead: boolean };
  expire(accessToken: string): void;
  revoke(accessToken: string): void;
  close(): Promise<void>;
}

const error = (status: number, message: string, extra: Record<string, unknown> = {}): PeerAnswer => ({ status, body: { status, message, ...extra } });

/**
 * A local LinkedIn: OAuth 2 at /oauth/v2/authorization and /oauth/v2/accessToken, /v2/userinfo,
 * organizationAcls and organizations, the Images API upload, the Videos API multi-part upload
 * (initializeUpload, signed part URLs answering ETags, finalizeUpload, PROCESSING then AVAILABLE),
 * the Posts API (x-restli-id), comments, and LinkedIn's error bodies (serviceErrorCode 65601
 * revoked, 65602 expired).
 */
export async function startLinkedinPeer(): Promise<LinkedinPeer> {
  const clientId = 'li-client';
  const clientSecret = 'li-secret';
  const memberId = 'abc123';
  const organisationId = '2414183';
  const grants = new Map<string, Grant>();
  const codes = new Map<string, string>();
  const images = new Map<string, { owner: string; uploaded: boolean }>();
  const posts = new Map<string, PeerLinkedinPost>();
  const insights = { followers: 0, memberSocialRead: false };
  const videos = new Map<string, PeerLinkedinVideo>();
  const counters = { postsCreated: 0, imagesUploaded: 0, videoPartsUploaded: 0, videosUploaded: 0 };
  let nextId = 7_100_000_000_000_000_000n;
  let nextVideoFailure: string | undefined;

  const issue = (): { access: string; grant: Grant } => {
    const access = `AQ${randomBytes(24).toString('base64url')}`;
    const grant = { memberId, refreshToken: `AR${randomBytes(24).toString('base64url')}`, expired: false, revoked: false };
    grants.set(access, grant);
    return { access, grant };
  };
  const tokenAnswer = (access: string, grant: Grant): PeerAnswer => ({
    status: 200,
    body: { access_token: access, expires_in: 5_183_999, refresh_token: grant.refreshToken, refresh_token_expires_in: 31_535_999, scope: 'email,openid,profile,w_member_social' },
  });

  const authorised = (request: PeerRequest): Grant | PeerAnswer => {
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const grant = token ? grants.get(token) : undefined;
    if (!grant) return error(401, 'Invalid access token', { serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN' });
    if (grant.revoked) return error(401, 'The token used in the request has been revoked by the user', { serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN' });
    if (grant.expired) return error(401, 'The token used in the request has expired', { serviceErrorCode: 65602, code: 'EXPIRED_ACCESS_TOKEN' });
    return grant;
  };

  /** Who may post as, or own media of, this author: the member, or the organisation they administer. */
  const mayAuthor = (grant: Grant, urn: string) => urn === `urn:li:person:${grant.memberId}` || urn === `urn:li:organization:${organisationId}`;

  const handle = (request: PeerRequest): PeerAnswer => {
    const path = request.url.pathname;
    const q = request.url.searchParams;
    if (request.method === 'GET' && path === '/oauth/v2/authorization') {
      if (q.get('client_id') !== clientId || q.get('response_type') !== 'code') return { status: 400, body: 'invalid client_id or response_type' };
      const code = randomBytes(16).toString('base64url');
      codes.set(code, q.get('redirect_uri') ?? '');
      const redirect = new URL(q.get('redirect_uri') ?? '');
      redirect.searchParams.set('code', code);
      redirect.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: redirect.toString() } };
    }
    if (request.method === 'POST' && path === '/oauth/v2/accessToken') {
      const form = request.form();
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
      if (form.get('grant_type') === 'authorization_code') {
        const redirect = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (redirect === undefined || redirect !== form.get('redirect_uri')) {
          return { status: 400, body: { error: 'invalid_request', error_description: 'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.' } };
        }
        const { access, grant } = issue();
        return tokenAnswer(access, grant);
      }
      if (form.get('grant_type') === 'refresh_token') {
        const entry = [...grants.entries()].find(([, grant]) => grant.refreshToken === form.get('refresh_token') && !grant.revoked);
        if (!entry) return { status: 400, body: { error: 'invalid_request', error_description: 'The provided authorization grant or refresh token is invalid, expired or revoked.' } };
        grants.delete(entry[0]);
        const access = `AQ${randomBytes(24).toString('base64url')}`;
        const grant = { ...entry[1], expired: false };
        grants.set(access, grant);
        return tokenAnswer(access, grant);
      }
      return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'grant_type is not supported' } };
    }
    // Video part URLs are signed for one upload and take no access token.
    const part = /^\/dms-uploads\/videos\/([^/]+)\/parts\/(\d+)$/.exec(path);
    if (request.method === 'PUT' && part) return uploadVideoPart(decodeURIComponent(part[1] ?? ''), Number(part[2]), request);
    const grant = authorised(request);
    if ('status' in grant) return grant;
    if (request.method === 'GET' && path === '/v2/userinfo') {
      return { status: 200, body: { sub: memberId, name: 'Grace Hopper', given_name: 'Grace', family_name: 'Hopper', picture: 'https://media.licdn.com/grace.jpg', email: 'grace@example.test', email_verified: true } };
    }
    if (path.startsWith('/rest/') && !request.headers['linkedin-version']) return error(400, 'A version must be present. Please specify a version by adding the LinkedIn-Version header.', { code: 'VERSION_MISSING' });
    if (request.method === 'GET' && path === '/rest/organizationAcls') {
      return { status: 200, body: { paging: { start: 0, count: 10, total: 1 }, elements: [{ organization: `urn:li:organization:${organisationId}`, role: 'ADMINISTRATOR', state: 'APPROVED', roleAssignee: `urn:li:person:${memberId}` }] } };
    }
    if (request.method === 'GET' && path === `/rest/organizations/${organisationId}`) return { status: 200, body: { id: Number(organisationId), localizedName: 'Cadence Labs', vanityName: 'cadence-labs' } };
    if (request.method === 'POST' && path === '/rest/images' && q.get('action') === 'initializeUpload') {
      const owner = (request.json() as { initializeUploadRequest?: { owner?: string } } | null)?.initializeUploadRequest?.owner ?? '';
      const id = `urn:li:image:C4E10AQ${randomBytes(6).toString('hex')}`;
      images.set(id, { owner, uploaded: false });
      return { status: 200, body: { value: { uploadUrlExpiresAt: Date.now() + 3600_000, uploadUrl: `http://${String(request.headers.host)}/dms-uploads/${encodeURIComponent(id)}`, image: id } } };
    }
    if (request.method === 'PUT' && path.startsWith('/dms-uploads/')) {
      const image = images.get(decodeURIComponent(path.slice('/dms-uploads/'.length)));
      if (!image || request.body.length === 0) return error(400, 'Upload failed');
      image.uploaded = true;
      counters.imagesUploaded++;
      return { status: 201 };
    }
    if (request.method === 'POST' && path === '/rest/videos' && q.get('action') === 'initializeUpload') return initializeVideoUpload(grant, request);
    if (request.method === 'POST' && path === '/rest/videos' && q.get('action') === 'finalizeUpload') return finalizeVideoUpload(grant, request);
    const video = /^\/rest\/videos\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && video) return readVideo(grant, decodeURIComponent(video[1] ?? ''));
    // socialActions of a member's post need r_member_social, which LinkedIn grants to few apps.
    const social = /^\/rest\/socialActions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && social) {
      if (!insights.memberSocialRead) return error(403, 'Not enough permissions to access: socialActions.GET.20250501', { serviceErrorCode: 100, code: 'ACCESS_DENIED' });
      const post = posts.get(decodeURIComponent(social[1] ?? ''));
      if (!post) return error(404, 'Not Found', { code: 'NOT_FOUND' });
      return { status: 200, body: { target: post.id, likesSummary: { totalLikes: post.stats?.likes ?? 0, likedByCurrentUser: false }, commentsSummary: { aggregatedTotalComments: post.stats?.comments ?? 0, totalFirstLevelComments: post.stats?.comments ?? 0 } } };
    }
    // organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity={urn}&shares=List(...)&ugcPosts=List(...)
    if (request.method === 'GET' && path === '/rest/organizationalEntityShareStatistics') {
      if (q.get('q') !== 'organizationalEntity' || q.get('organizationalEntity') !== `urn:li:organization:${organisationId}`) return error(403, 'Not enough permissions to access: organizationalEntityShareStatistics.FINDER-organizationalEntity', { code: 'ACCESS_DENIED' });
      const listed = (name: string) => /^List\((.*)\)$/.exec(q.get(name) ?? '')?.[1]?.split(',').filter(Boolean).map(decodeURIComponent) ?? [];
      const urns = [...listed('shares'), ...listed('ugcPosts')];
      const elements = urns.flatMap((urn) => {
        const post = posts.get(urn);
        if (!post) return [];
        const stats = post.stats ?? {};
        return [{ organizationalEntity: `urn:li:organization:${organisationId}`, [urn.startsWith('urn:li:ugcPost:') ? 'ugcPost' : 'share']: urn, totalShareStatistics: { impressionCount: stats.impressions ?? 0, uniqueImpressionsCount: stats.uniqueImpressions ?? 0, clickCount: stats.clicks ?? 0, likeCount: stats.likes ?? 0, commentCount: stats.comments ?? 0, shareCount: stats.shares ?? 0, engagement: 0 } }];
      });
      return { status: 200, body: { paging: { start: 0, count: elements.length, total: elements.length }, elements } };
    }
    const sizes = /^\/rest\/networkSizes\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && sizes) {
      if (decodeURIComponent(sizes[1] ?? '') !== `urn:li:organization:${organisationId}` || q.get('edgeType') !== 'COMPANY_FOLLOWED_BY_MEMBER') return error(400, 'Invalid edgeType or organization', { code: 'ILLEGAL_ARGUMENT' });
      return { status: 200, body: { firstDegreeSize: insights.followers } };
    }
    if (request.method === 'POST' && path === '/rest/posts') return createPost(grant, request);
    if (request.method === 'GET' && path === '/rest/posts' && q.get('q') === 'author') {
      const elements = [...posts.values()].filter((post) => post.author === q.get('author')).reverse().slice(0, Number(q.get('count') ?? 10));
      return { status: 200, body: { paging: { start: 0, count: elements.length }, elements: elements.map(({ comments: _comments, ...post }) => post) } };
    }
    const single = /^\/rest\/posts\/(.+)$/.exec(path);
    if (single) {
      const urn = decodeURIComponent(single[1] ?? '');
      const post = posts.get(urn);
      if (!post) return error(404, 'Not Found');
      if (request.method === 'GET') return { status: 200, body: post };
      if (request.method === 'DELETE') {
        posts.delete(urn);
        return { status: 204 };
      }
    }
    const comments = /^\/rest\/socialActions\/(.+)\/comments$/.exec(path);
    if (request.method === 'POST' && comments) {
      const post = posts.get(decodeURIComponent(comments[1] ?? ''));
      const body = request.json() as { actor?: string; message?: { text?: string } } | null;
      if (!post) return error(404, 'Not Found');
      post.comments.push({ actor: body?.actor ?? '', text: body?.message?.text ?? '' });
      return { status: 201, body: { actor: body?.actor, message: body?.message, $URN: `urn:li:comment:(${post.id},${nextId++})` } };
    }
    return error(404, `No resource for ${request.method} ${path}`);
  };

  const createPost = (grant: Grant, request: PeerRequest): PeerAnswer => {
    const body = request.json() as Omit<PeerLinkedinPost, 'id' | 'comments'> & { lifecycleState?: string } | null;
    if (!body?.author || body.commentary === undefined || !body.visibility || body.lifecycleState !== 'PUBLISHED') return error(422, 'ERROR :: /author, /commentary, /visibility and /lifecycleState are required');
    if (!mayAuthor(grant, body.author)) return error(403, `Not enough permissions to access: partnerApiPostsExternal.CREATE.${request.headers['linkedin-version']}`, { code: 'ACCESS_DENIED' });
    if ([...body.commentary].length > 3000) return error(422, 'ERROR :: /commentary :: is too long');
    const mediaIds = [body.content?.media?.id, ...(body.content?.multiImage?.images.map((image) => image.id) ?? [])].filter((id): id is string => Boolean(id));
    for (const id of mediaIds) {
      if (id.startsWith('urn:li:video:')) {
        if (body.content?.multiImage) return error(422, 'ERROR :: /content/multiImage :: a video cannot be part of a multi-image post');
        const video = videos.get(id);
        if (video?.status !== 'AVAILABLE') return error(422, `ERROR :: /content/media/id :: video ${id} is not AVAILABLE`);
        if (video.owner !== body.author) return error(422, `ERROR :: /content/media/id :: video ${id} is owned by ${video.owner}, not the author`);
      } else if (!images.get(id)?.uploaded) return error(422, 'ERROR :: /content/media/id :: image is not uploaded');
    }
    const id = `urn:li:share:${nextId++}`;
    posts.set(id, { id, author: body.author, commentary: body.commentary, visibility: body.visibility, content: body.content, comments: [] });
    counters.postsCreated++;
    return { status: 201, headers: { 'x-restli-id': id, 'x-linkedin-id': id } };
  };

  const initializeVideoUpload = (grant: Grant, request: PeerRequest): PeerAnswer => {
    const body = (request.json() as { initializeUploadRequest?: { owner?: string; fileSizeBytes?: number; uploadCaptions?: boolean; uploadThumbnail?: boolean } } | null)?.initializeUploadRequest;
    if (!body?.owner || !Number.isInteger(body.fileSizeBytes) || (body.fileSizeBytes ?? 0) <= 0) return error(400, 'ERROR :: /initializeUploadRequest/owner and /fileSizeBytes are required');
    if (!mayAuthor(grant, body.owner)) return error(403, 'Accessing this video resource is forbidden. Please check your permissions for this resource');
    const size = body.fileSizeBytes ?? 0;
    const id = `urn:li:video:C5F10AQ${randomBytes(6).toString('hex')}`;
    const parts: PeerLinkedinVideo['parts'] = [];
    for (let firstByte = 0; firstByte < size; firstByte += LINKEDIN_VIDEO_PART_BYTES) {
      parts.push({ firstByte, lastByte: Math.min(firstByte + LINKEDIN_VIDEO_PART_BYTES, size) - 1, signature: randomBytes(8).toString('hex') });
    }
    // A single-part upload is finalized with an empty token.
    const uploadToken = parts.length > 1 ? randomBytes(12).toString('base64url') : '';
    videos.set(id, { id, owner: body.owner, fileSizeBytes: size, uploadToken, status: 'WAITING_UPLOAD', parts, pollsLeft: 1 });
    const host = `http://${String(request.headers.host)}`;
    return {
      status: 200,
      body: {
        value: {
          uploadUrlsExpireAt: Date.now() + 3600_000,
          video: id,
          uploadInstructions: parts.map((part, index) => ({ uploadUrl: `${host}/dms-uploads/videos/${encodeURIComponent(id)}/parts/${index}?sig=${part.signature}`, firstByte: part.firstByte, lastByte: part.lastByte })),
          uploadToken,
          ...(body.uploadCaptions ? { captionsUploadUrl: `${host}/dms-uploads/captions/${encodeURIComponent(id)}` } : {}),
          ...(body.uploadThumbnail ? { thumbnailUploadUrl: `${host}/dms-uploads/thumbnails/${encodeURIComponent(id)}` } : {}),
        },
      },
    };
  };

  const uploadVideoPart = (id: string, index: number, request: PeerRequest): PeerAnswer => {
    const part = videos.get(id)?.parts[index];
    if (!part || request.url.searchParams.get('sig') !== part.signature) return error(403, 'The upload URL is not valid or has expired');
    const expected = part.lastByte - part.firstByte + 1;
    if (request.body.length !== expected) return error(400, `Part ${index} must be ${expected} bytes (firstByte ${part.firstByte} to lastByte ${part.lastByte}); received ${request.body.length}`);
    part.bytes = Buffer.from(request.body);
    part.etag = `/ambry-video/signedId/${createHash('sha256').update(part.bytes).digest('base64url').slice(0, 24)}-${index}`;
    counters.videoPartsUploaded++;
    return { status: 200, headers: { etag: part.etag } };
  };

  const finalizeVideoUpload = (grant: Grant, request: PeerRequest): PeerAnswer => {
    const body = (request.json() as { finalizeUploadRequest?: { video?: string; uploadToken?: string; uploadedPartIds?: string[] } } | null)?.finalizeUploadRequest;
    const video = videos.get(body?.video ?? '');
    if (!body || !video) return error(404, `Video ${body?.video ?? ''} does not exist`);
    if (!mayAuthor(grant, video.owner)) return error(403, 'Accessing this video resource is forbidden. Please check your permissions for this resource');
    if (video.status !== 'WAITING_UPLOAD') return error(400, `Video ${video.id} is already finalized`);
    if (body.uploadToken !== video.uploadToken) return error(400, 'ERROR :: /finalizeUploadRequest/uploadToken :: does not match the upload');
    const ids = body.uploadedPartIds ?? [];
    if (ids.length !== video.parts.length) return error(400, `ERROR :: /finalizeUploadRequest/uploadedPartIds :: expected ${video.parts.length} part ids, got ${ids.length}`);
    const wrong = video.parts.findIndex((part, index) => !part.etag || part.etag !== ids[index]);
    if (wrong !== -1) return error(400, `ERROR :: /finalizeUploadRequest/uploadedPartIds/${wrong} :: part ${wrong} is missing or its ETag does not match`);
    video.bytes = Buffer.concat(video.parts.map((part) => part.bytes ?? Buffer.alloc(0)));
    video.status = 'PROCESSING';
    video.failureReason = nextVideoFailure;
    nextVideoFailure = undefined;
    counters.videosUploaded++;
    return { status: 200 };
  };

  /** PROCESSING for the first read after finalize, then AVAILABLE (or PROCESSING_FAILED when armed). */
  const readVideo = (grant: Grant, id: string): PeerAnswer => {
    const video = videos.get(id);
    if (!video) return error(404, `Video ${id} does not exist`);
    if (!mayAuthor(grant, video.owner)) return error(403, 'Accessing this video resource is forbidden. Please check your permissions for this resource');
    if (video.status === 'PROCESSING') {
      if (video.pollsLeft > 0) video.pollsLeft--;
      else video.status = video.failureReason ? 'PROCESSING_FAILED' : 'AVAILABLE';
    }
    const ready = video.status === 'AVAILABLE';
    return {
      status: 200,
      body: {
        id: video.id,
        owner: video.owner,
        status: video.status,
        ...(ready ? { duration: 12_000, aspectRatioWidth: 16, aspectRatioHeight: 9, downloadUrl: `https://dms.licdn.com/playlist/${video.id}.mp4` } : {}),
        ...(video.status === 'PROCESSING_FAILED' ? { processingFailureReason: video.failureReason } : {}),
      },
    };
  };

  const started = await startPeerServer(handle);
  return {
    url: started.url,
    server: started,
    memberId,
    organisationId,
    posts,
    insights,
    videos,
    counters,
    failNextVideo: (reason) => {
      nextVideoFailure = reason;
    },
    config: (overrides = {}) => ({ clientId, clientSecret, apiBaseUrl: started.url, authBaseUrl: started.url, fetch: globalThis.fetch, pollIntervalMs: 5, now: () => new Date(), ...overrides }),
    grant: () => {
      const { access, grant } = issue();
      return { accessToken: access, refreshToken: grant.refreshToken };
    },
    expire: (accessToken) => {
      const grant = grants.get(accessToken);
      if (grant) grant.expired = true;
    },
    revoke: (accessToken) => {
      const grant = grants.get(accessToken);
      if (grant) grant.revoked = true;
    },
    close: () => started.close(),
  };
}
