import { NETWORK_RULES } from '@cadence/contracts';
import type { AccountAccess, MediaFile, Provider, ProviderConfig, ProviderFactory, PublishRequest, PublishResult, TokenSet } from '../provider';
import { InvalidContentError } from '../provider-errors';
import { callNetwork, endpoint, type NetworkErrors } from '../shared/http';
import { authorizationUrl, exchangeCode, refreshTokens, type OAuthServer } from '../shared/oauth';
import { pollUntil, uploadInChunks } from '../shared/upload';
import { twitterMetrics } from './twitter-metrics';

const SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access', 'media.write'] as const;
/** X takes media in segments of up to 5 MB; 4 MB leaves room for the multipart framing. */
const CHUNK_BYTES = 4 * 1024 * 1024;
const PROCESSING_TIMEOUT_MS = 10 * 60_000;

type Problem = { title?: string; detail?: string; errors?: { message?: string }[]; error_description?: string };

/** X answers errors as problem JSON (`title`, `detail`, `errors[].message`). */
export const twitterErrors: NetworkErrors = {
  message: (body, status) => {
    if (typeof body === 'object' && body !== null) {
      const problem = body as Problem;
      const details = (problem.errors ?? []).map((error) => error.message).filter(Boolean);
      if (details.length > 0) return details.join(' ');
      if (problem.detail) return problem.detail;
      if (problem.title) return problem.title;
    }
    return typeof body === 'string' && body ? body : `X answered ${status}.`;
  },
  // A suspended or locked account cannot post until its owner acts on X.
  revoked: (status, body) => status === 403 && /suspended|locked/i.test((body as Problem | null)?.detail ?? ''),
};

function oauthServer(config: ProviderConfig): OAuthServer {
  return {
    issuer: config.authBaseUrl ?? 'https://twitter.com',
    authorizationEndpoint: endpoint(config.authBaseUrl ?? 'https://twitter.com', 'i/oauth2/authorize').toString(),
    tokenEndpoint: endpoint(config.apiBaseUrl, '2/oauth2/token').toString(),
    clientAuth: 'basic',
  };
}

const bearer = (tokens: TokenSet) => ({ authorization: `Bearer ${tokens.accessToken}` });

function category(file: MediaFile): 'tweet_image' | 'tweet_gif' | 'tweet_video' {
  if (file.kind === 'video') return 'tweet_video';
  if (file.kind === 'gif' || file.mimeType === 'image/gif') return 'tweet_gif';
  return 'tweet_image';
}

/** X's post count as it writes it ("42K posts", "1.2M posts", "950 posts") as a number. */
export function postCount(text: string | undefined): number | undefined {
  const match = /^([\d.,]+)\s*([KM]?)/i.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const value = Number((match[1] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  const scale = { K: 1_000, M: 1_000_000 }[(match[2] ?? '').toUpperCase()] ?? 1;
  return Math.round(value * scale);
}

/** Text as X shows it, for finding an earlier attempt: links are rewritten to t.co, so they are left out. */
function comparable(text: string): string {
  return text.replace(/https?:\/\/\S+/g, '').replace(/\s+/g, ' ').trim();
}

/** X API v2: OAuth 2 with PKCE, chunked media upload, tweets, threads and first comment as replies. */
export const twitterProvider: ProviderFactory = (config) => {
  const api = (path: string, query?: Record<string, string | number | undefined>) => endpoint(config.apiBaseUrl, path, query);
  const upload = (path: string, query?: Record<string, string | number | undefined>) => endpoint(config.uploadBaseUrl ?? config.apiBaseUrl, path, query);

  async function uploadMedia(tokens: TokenSet, file: MediaFile): Promise<string> {
    const bytes = await file.read();
    const init = await callNetwork<{ data: { id: string } }>(
      config,
      { method: 'POST', url: upload('2/media/upload/initialize'), headers: bearer(tokens), json: { media_type: file.mimeType, total_bytes: bytes.length, media_category: category(file) }, createsSomething: false },
      twitterErrors,
    );
    const mediaId = init.body.data.id;
    await uploadInChunks(bytes, CHUNK_BYTES, async (chunk) => {
      const form = new FormData();
      form.append('segment_index', String(chunk.index));
      form.append('media', new Blob([new Uint8Array(chunk.bytes)], { type: 'application/octet-stream' }), file.fileName);
      await callNetwork(config, { method: 'POST', url: upload(`2/media/upload/${mediaId}/append`), headers: bearer(tokens), body: form, createsSomething: false }, twitterErrors);
    });
    type Processing = { state: 'pending' | 'in_progress' | 'succeeded' | 'failed'; check_after_secs?: number; error?: { message?: string } };
    const finalize = await callNetwork<{ data: { processing_info?: Processing } }>(
      config,
      { method: 'POST', url: upload(`2/media/upload/${mediaId}/finalize`), headers: bearer(tokens), createsSomething: false },
      twitterErrors,
    );
    if (!finalize.body.data.processing_info) return mediaId;
    await pollUntil({
      what: `X media ${mediaId}`,
      intervalMs: config.pollIntervalMs,
      timeoutMs: PROCESSING_TIMEOUT_MS,
      check: async () => {
        const status = await callNetwork<{ data: { processing_info: Processing } }>(
          config,
          { method: 'GET', url: upload('2/media/upload', { command: 'STATUS', media_id: mediaId }), headers: bearer(tokens) },
          twitterErrors,
        );
        const info = status.body.data.processing_info;
        if (info.state === 'failed') throw new InvalidContentError(info.error?.message ?? 'X could not process the media.', { body: status.body });
        if (info.state === 'succeeded') return { done: true, value: undefined };
        return { done: false, retryAfterMs: Math.max(config.pollIntervalMs, (info.check_after_secs ?? 0) * 1000) };
      },
    });
    return mediaId;
  }

  async function tweet(tokens: TokenSet, body: Record<string, unknown>): Promise<string> {
    const answer = await callNetwork<{ data: { id: string } }>(config, { method: 'POST', url: api('2/tweets'), headers: bearer(tokens), json: body }, twitterErrors);
    return answer.body.data.id;
  }

  const statusUrl = (account: AccountAccess, id: string) => `https://x.com/${String(account.details.username ?? 'i')}/status/${id}`;

  const provider: Provider = {
    type: 'twitter',
    rules: NETWORK_RULES.twitter,
    limits: [
      { scope: 'account', max: 100, windowMs: 15 * 60_000, name: 'POST /2/tweets per user (100 per 15 minutes)' },
      { scope: 'app', max: 10_000, windowMs: 24 * 3600_000, name: 'POST /2/tweets per app (10,000 per 24 hours)' },
    ],
    connect: {
      method: 'oauth2',
      pkce: true,
      scopes: SCOPES,
      authorizationUrl: ({ state, redirectUri, codeChallenge }) =>
        authorizationUrl(oauthServer(config), { clientId: config.clientId ?? '', redirectUri, state, scopes: SCOPES, codeChallenge }),
      exchangeCode: async (input) => (await exchangeCode(config, oauthServer(config), input)).tokens,
      listProfiles: async (tokens) => {
        const me = await callNetwork<{ data: { id: string; name: string; username: string; profile_image_url?: string } }>(
          config,
          { method: 'GET', url: api('2/users/me', { 'user.fields': 'profile_image_url' }), headers: bearer(tokens) },
          twitterErrors,
        );
        const user = me.body.data;
        return [{ externalId: user.id, name: user.name, username: user.username, avatarUrl: user.profile_image_url, details: { username: user.username } }];
      },
    },
    // Everything X checks before posting is in twitterRules (weighted length, media kinds and sizes).
    validate: () => [],
    refresh: (tokens) => refreshTokens(config, oauthServer(config), tokens),
    async publish(request: PublishRequest): Promise<PublishResult> {
      const { account, content } = request;
      const mediaIds: string[] = [];
      for (const file of request.media) mediaIds.push(await uploadMedia(account.tokens, file));
      const replySettings = content.settings.replySettings;
      const firstId = await tweet(account.tokens, {
        text: content.text,
        ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
        ...(typeof replySettings === 'string' ? { reply_settings: replySettings } : {}),
      });
      // The main tweet is what this target publishes; the rest of the thread and the first
      // comment follow as replies, each to the one before.
      const related: string[] = [];
      let previous = firstId;
      for (const part of [...(content.thread ?? []), ...(content.firstComment ? [content.firstComment] : [])]) {
        previous = await tweet(account.tokens, { text: part, reply: { in_reply_to_tweet_id: previous } });
        related.push(previous);
      }
      return { externalId: firstId, url: statusUrl(account, firstId), related };
    },
    async findPublished(request: PublishRequest): Promise<PublishResult | null> {
      // X takes no idempotency key: an earlier attempt is the account's recent tweet with the same text.
      const { account } = request;
      const answer = await callNetwork<{ data?: { id: string; text: string }[] }>(
        config,
        { method: 'GET', url: api(`2/users/${account.externalId}/tweets`, { max_results: 20, exclude: 'replies,retweets' }), headers: bearer(account.tokens) },
        twitterErrors,
      );
      const wanted = comparable(request.content.text);
      const found = (answer.body.data ?? []).find((item) => comparable(item.text) === wanted);
      return found ? { externalId: found.id, url: statusUrl(account, found.id) } : null;
    },
    async delete(account: AccountAccess, published: PublishResult): Promise<void> {
      for (const id of [...(published.related ?? [])].reverse().concat(published.externalId)) {
        await callNetwork(config, { method: 'DELETE', url: api(`2/tweets/${id}`), headers: bearer(account.tokens) }, twitterErrors);
      }
    },
    trends: {
      source: 'X trends for this account',
      // GET /2/users/personalized_trends (OAuth 2.0 user context) answers
      // { data: [{ trend_name, post_count: "42K posts", category, trending_since }] }.
      async trending(account) {
        const answer = await callNetwork<{ data?: { trend_name: string; post_count?: string }[] }>(
          config,
          { method: 'GET', url: api('2/users/personalized_trends', { 'personalized_trend.fields': 'category,post_count,trend_name,trending_since' }), headers: bearer(account.tokens) },
          twitterErrors,
        );
        return (answer.body.data ?? []).map((trend) => {
          const volume = postCount(trend.post_count);
          return { name: trend.trend_name, ...(volume !== undefined ? { volume } : {}) };
        });
      },
    },
    metrics: twitterMetrics(config),
  };
  return provider;
};
