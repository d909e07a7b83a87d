import type { AccountType, ConnectionMethod, MetricValues, NetworkRules, PostingAs, TargetContent, UnavailableMetric, ValidationIssue, WordpressOverview } from '@cadence/contracts';

/**
 * The one interface every social network adapter implements. An adapter is a plain object
 * (no base class); shared steps (chunked upload, polling a media container, multipart bodies)
 * are helper functions in `providers/shared/`. Adapters raise only the typed errors below,
 * which the delivery pipeline turns into a token refresh, a wait, a retry or a failure.
 */

/** Tokens as a network returns them; stored encrypted, never sent to a browser. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  /** When the access token stops working; undefined when the network does not say. */
  expiresAt?: Date;
  /** When the refresh token stops working (LinkedIn, TikTok, Pinterest state one). */
  refreshExpiresAt?: Date;
  scopes?: string[];
  /** Anything else the adapter needs to call the network for this account (PDS URL, DID, site URL). */
  extra?: Record<string, string>;
}

/** A profile, page, channel or site that can be connected as one account. */
export interface NetworkProfile {
  /** The network's id of the account (page id, DID, channel id, site URL). */
  externalId: string;
  name: string;
  username?: string;
  avatarUrl?: string;
  /** Page or organisation tokens differ from the user's (Facebook pages). */
  tokens?: TokenSet;
  /** Professional account or not, board list, site categories... */
  details?: Record<string, unknown>;
}

/** A connected account as an adapter sees it (tokens decrypted for the call only). */
export interface AccountAccess {
  accountId: number;
  externalId: string;
  tokens: TokenSet;
  details: Record<string, unknown>;
}

/** The media file a post carries, readable as often as an adapter needs (retries, chunks). */
export interface MediaFile {
  id: number;
  kind: 'image' | 'video' | 'gif';
  mimeType: string;
  sizeBytes: number;
  width?: number;
  height?: number;
  durationSeconds?: number;
  fileName: string;
  /** The description saved on it in the media library, used where the post gives none. */
  altText?: string;
  /** A URL the network can fetch (Instagram, Threads, Pinterest pull media by URL). */
  publicUrl: string;
  /** The bytes, for networks that take an upload. */
  read(): Promise<Buffer>;
}

/** The alt text of each media item: the post's own for that item, else the one saved in the media library, else none. */
export function altTextsOf(media: readonly MediaFile[], given: unknown): string[] {
  const own = Array.isArray(given) ? given : [];
  return media.map((file, index) => {
    const text = own[index];
    return typeof text === 'string' && text.trim() !== '' ? text : (file.altText ?? '');
  });
}

export interface PublishRequest {
  account: AccountAccess;
  content: TargetContent;
  media: readonly MediaFile[];
  /**
   * Stable for one target across every attempt. Adapters send it where the network takes an
   * idempotency key and use it to find an earlier attempt's result (`findPublished`).
   */
  idempotencyKey: string;
}

export interface PublishResult {
  /** The network's id of what was published (post id, URN, record URI, video id). */
  externalId: string;
  url?: string;
  /** Ids of the rest of a thread and of the first comment, for delete. */
  related?: string[];
}

/** OAuth 2 authorisation code flow; PKCE where the network requires or allows it. */
export interface OAuthConnect {
  method: 'oauth2';
  pkce: boolean;
  scopes: readonly string[];
  /** The URL of the network's consent screen. */
  authorizationUrl(input: { state: string; redirectUri: string; codeChallenge?: string }): string;
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<TokenSet>;
  /** Every profile the grant reaches (Facebook pages, LinkedIn organisations, YouTube channels). */
  listProfiles(tokens: TokenSet): Promise<NetworkProfile[]>;
}

/** Credentials typed by the user: Bluesky app password, WordPress application password. */
export interface PasswordConnect {
  method: 'app-password';
  /** The form fields, in order (handle, password, site URL...). */
  fields: readonly { name: string; label: string; secret: boolean; placeholder?: string }[];
  connect(fields: Record<string, string>): Promise<{ tokens: TokenSet; profile: NetworkProfile }>;
}

/** A limit the adapter enforces before calling (over it, the target waits for its window). */
export interface PublishLimit {
  /** What the count is kept per. */
  scope: 'account' | 'app';
  /** Publish attempts allowed per window. */
  max: number;
  windowMs: number;
  /** The network's name for it (Instagram content_publishing_limit, TikTok init rate...). */
  name: string;
}

export interface ProviderConfig {
  /** OAuth client id / app key and secret; absent for app-password networks. */
  clientId?: string;
  clientSecret?: string;
  /** The network's API base URL (configurable only so tests can reach a local server). */
  apiBaseUrl: string;
  /** The network's authorisation host, when it differs from the API's. */
  authBaseUrl?: string;
  /** An upload host, when it differs (X upload.twitter.com, YouTube's upload endpoint). */
  uploadBaseUrl?: string;
  /** The fetch the adapter must use for every call: outbound guard, timeouts, user agent. */
  fetch: typeof fetch;
  /** Pause between status polls (Instagram containers, TikTok, YouTube processing). */
  pollIntervalMs: number;
  now(): Date;
}

export interface Provider {
  type: AccountType;
  /** The network's rules (from libs/contracts, shared with the composer). */
  rules: NetworkRules;
  connect: OAuthConnect | PasswordConnect;
  /** Limits checked before each publish. */
  limits: readonly PublishLimit[];
  /** Network rules the shared rules cannot express (Instagram professional account...). */
  validate(content: TargetContent, account?: AccountAccess): ValidationIssue[];
  /** A new token set before or after expiry; throws DisconnectedError when the grant is gone. */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /**
   * How long before its expiry an access token that is its own refresh credential is renewed,
   * where that is earlier than the server's look-ahead (Threads renews its 60-day token a week
   * ahead, before the connection would show as expiring).
   */
  renewAheadMs?: number;
  publish(request: PublishRequest): Promise<PublishResult>;
  /**
   * Whether an earlier attempt with this request's idempotency key reached the network. Called
   * before retrying after an unknown outcome (timeout, crash after sending): a post is never
   * published twice.
   */
  findPublished(request: PublishRequest): Promise<PublishResult | null>;
  delete(account: AccountAccess, published: PublishResult): Promise<void>;
  /** What the network says is trending now, where its API offers it; absent: the network has no source. */
  trends?: TrendsCapability;
  /** Figures of published posts and of the account per day, where the network documents an insights endpoint. */
  metrics?: MetricsCapability;
  /** What a connected site holds (its categories, tags and latest posts), where the network is a site of one's own. */
  site?: SiteCapability;
  /** Who a post goes out as and what the account may choose, where the network wants them read before posting (TikTok's creator_info). */
  postingAs?: PostingAsCapability;
}

/** The account's current posting identity and choices, read with its tokens. */
export interface PostingAsCapability {
  read(account: AccountAccess): Promise<Omit<PostingAs, 'accountId'>>;
}

/** A connected site read with its account's tokens. */
export interface SiteCapability {
  overview(account: AccountAccess): Promise<Omit<WordpressOverview, 'accountId'>>;
}

/** A hashtag or topic a network reports as trending, with its volume when the network gives one. */
export interface TrendingTopic {
  name: string;
  volume?: number;
}

/** A network's own list of what is trending, read with one connected account's tokens. */
export interface TrendsCapability {
  /** Where the list comes from, in the network's words ("X trends, worldwide"). */
  source: string;
  trending(account: AccountAccess): Promise<TrendingTopic[]>;
}

/** A published post as the network knows it, for reading its figures. */
export interface PublishedRef {
  externalId: string;
  publishedAt: Date;
}

/** What one read gave: canonical figures (absent when not given) and the metrics the network refused, with its message. */
export interface MetricsReading {
  metrics: MetricValues;
  unavailable: UnavailableMetric[];
}

/** A read quota of the network; `sharedWithPublishing` when publishing calls count against it too. */
export interface ReadLimit {
  scope: 'account' | 'app';
  max: number;
  windowMs: number;
  name: string;
  sharedWithPublishing: boolean;
}

/** A network's insights endpoints, read with one connected account's tokens. */
export interface MetricsCapability {
  /** Most posts one `postMetrics` call reads. */
  postsPerCall: number;
  /** Past days (UTC) `accountMetrics` can answer for; 0 when the network gives only today's figures. */
  accountHistoryDays: number;
  /** Read quotas the collector keeps under, leaving a reserve for publishing. */
  limits: readonly ReadLimit[];
  /** Calls one `postMetrics` of `posts` posts makes (one when absent), counted against the quotas. */
  callsFor?(posts: number): number;
  /** Calls one `accountMetrics` of `days` days makes (one when absent). */
  accountCallsFor?(days: number): number;
  /** Figures per post, by external id; a post the network no longer has is absent. */
  postMetrics(account: AccountAccess, posts: readonly PublishedRef[]): Promise<Map<string, MetricsReading>>;
  /** Figures per UTC day (YYYY-MM-DD), for each of `days`; absent where the network gives none per account. */
  accountMetrics?(account: AccountAccess, days: readonly string[]): Promise<Map<string, MetricsReading>>;
}

/** What `ProviderConfig` a network needs to be switched on; none means it is off. */
export type ProviderFactory = (config: ProviderConfig) => Provider;

export type { ConnectionMethod };
