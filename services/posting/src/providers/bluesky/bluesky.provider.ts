import { Agent, AtpAgent, RichText, XRPCError } from '@atproto/api';
import { NETWORK_RULES, firstLink } from '@cadence/contracts';
import { altTextsOf, type AccountAccess, type MediaFile, type Provider, type ProviderConfig, type ProviderFactory, type PublishRequest, type PublishResult, type TokenSet } from '../provider';
import { DisconnectedError, InvalidContentError, type ProviderError, RateLimitedError, TokenExpiredError, TransientError } from '../provider-errors';
import { connectionFailure, retryAtFrom } from '../shared/http';
import { readCardImage, readLinkCard } from '@cadence/service-kit';
import { recordKeyFor } from './bluesky-ids';
import { blueskyMetrics } from './bluesky-metrics';

const POST = 'app.bsky.feed.post';
/** Servers run by Bluesky, whose posts bsky.app shows. */
const BLUESKY_HOSTED = /(^|\.)bsky\.(social|network)$/i;

/** Errors that mean the account itself can no longer be used. */
const ACCOUNT_GONE = new Set(['AccountTakedown', 'AccountDeactivated', 'InvalidToken', 'AuthenticationRequired', 'AuthFactorTokenRequired']);

const headersOf = (error: XRPCError) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(error.headers ?? {})) if (value !== undefined) headers.set(name, value);
  return headers;
};

type Call = 'connect' | 'refresh' | 'read' | 'write';

/** The typed error for a failed XRPC call (the PDS answers `{ error, message }`). */
function blueskyError(error: unknown, call: Call, config: ProviderConfig): ProviderError {
  if (!(error instanceof XRPCError) || error.status === 1) return connectionFailure(error instanceof XRPCError ? (error.cause ?? error) : error, 'Bluesky', call === 'write');
  const raw = { status: error.status, body: { error: error.error, message: error.message } };
  const message = error.message || error.error;
  if (error.status === 429 || error.error === 'RateLimitExceeded') return new RateLimitedError(message, retryAtFrom(headersOf(error), config.now()), raw);
  if (call === 'connect' || call === 'refresh') {
    if (error.status === 400 || error.status === 401) return new DisconnectedError(message, raw);
  }
  if (error.error === 'ExpiredToken') return new TokenExpiredError(message, raw);
  if (error.error === 'AccountTakedown' || error.error === 'AccountDeactivated') return new DisconnectedError(message, raw);
  if (error.status === 401 || ACCOUNT_GONE.has(error.error)) return new TokenExpiredError(message, raw);
  if (error.status >= 500) return new TransientError(message, raw);
  return new InvalidContentError(message, raw);
}

async function xrpc<T>(call: Call, config: ProviderConfig, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw blueskyError(error, call, config);
  }
}

/** A handle as people write it ("@you.bsky.social") is the handle without its "@". */
export const handleOf = (identifier: string) => identifier.trim().replace(/^@/, '');

const serviceOf = (config: ProviderConfig, tokens: TokenSet) => tokens.extra?.service ?? config.apiBaseUrl;

/** An XRPC client that sends this account's access token through the configured fetch. */
function agentFor(config: ProviderConfig, tokens: TokenSet, bearer = tokens.accessToken): Agent {
  const service = serviceOf(config, tokens);
  return new Agent((path, init) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${bearer}`);
    return config.fetch(new URL(path, service), { ...init, headers });
  });
}

function tokenSetOf(session: { did: string; handle: string; accessJwt: string; refreshJwt: string }, service: string): TokenSet {
  return { accessToken: session.accessJwt, refreshToken: session.refreshJwt, extra: { service, did: session.did, handle: session.handle } };
}

type StrongRef = { uri: string; cid: string };

const rkeyOf = (uri: string) => uri.split('/').pop() ?? '';

/**
 * Bluesky over the AT Protocol: app password sessions (createSession, refreshSession), blobs,
 * rich-text facets, image and video embeds, threads and first comment as replies. Record keys are
 * derived from the idempotency key, so a retry rewrites nothing and findPublished is one getRecord.
 */
export const blueskyProvider: ProviderFactory = (config) => {
  async function uploadEmbed(agent: Agent, media: readonly MediaFile[], altTexts: readonly string[]): Promise<Record<string, unknown> | undefined> {
    if (media.length === 0) return undefined;
    const blobs = [];
    for (const file of media) {
      const bytes = await file.read();
      const answer = await xrpc('read', config, () => agent.com.atproto.repo.uploadBlob(new Uint8Array(bytes), { encoding: file.mimeType }));
      blobs.push({ file, blob: answer.data.blob });
    }
    const aspect = (file: MediaFile) => (file.width && file.height ? { aspectRatio: { width: file.width, height: file.height } } : {});
    const [first] = blobs;
    if (first && first.file.kind === 'video') return { $type: 'app.bsky.embed.video', video: first.blob, alt: altTexts[0] ?? '', ...aspect(first.file) };
    return { $type: 'app.bsky.embed.images', images: blobs.map(({ file, blob }, index) => ({ image: blob, alt: altTexts[index] ?? '', ...aspect(file) })) };
  }

  /**
   * A post with a link and no media carries the linked page's card (title, description,
   * thumbnail), read through the outbound guard; a page without one leaves the post plain.
   */
  async function linkEmbed(agent: Agent, text: string): Promise<Record<string, unknown> | undefined> {
    const link = firstLink(text);
    const card = link ? await readLinkCard(config.fetch, link) : null;
    if (!card) return undefined;
    const image = card.imageUrl ? await readCardImage(config.fetch, card.imageUrl) : null;
    const thumb = image ? (await xrpc('read', config, () => agent.com.atproto.repo.uploadBlob(image.bytes, { encoding: image.mimeType }))).data.blob : undefined;
    return { $type: 'app.bsky.embed.external', external: { uri: card.url, title: card.title, description: card.description, ...(thumb ? { thumb } : {}) } };
  }

  /** Writes one post under its derived key; an earlier attempt's record under that key is the result. */
  async function writePost(agent: Agent, account: AccountAccess, rkey: string, record: Record<string, unknown>): Promise<StrongRef> {
    try {
      const answer = await xrpc('write', config, () => agent.com.atproto.repo.createRecord({ repo: account.externalId, collection: POST, rkey, record }));
      return { uri: answer.data.uri, cid: answer.data.cid };
    } catch (error) {
      if (!(error instanceof TransientError || error instanceof InvalidContentError)) throw error;
      // The key is taken when an earlier attempt went through: that record is this post.
      const existing = await readPost(agent, account, rkey);
      if (existing) return existing;
      throw error;
    }
  }

  async function readPost(agent: Agent, account: AccountAccess, rkey: string): Promise<StrongRef | null> {
    try {
      const answer = await agent.com.atproto.repo.getRecord({ repo: account.externalId, collection: POST, rkey });
      return answer.data.cid ? { uri: answer.data.uri, cid: answer.data.cid } : null;
    } catch (error) {
      if (error instanceof XRPCError && (error.error === 'RecordNotFound' || error.status === 404)) return null;
      throw blueskyError(error, 'read', config);
    }
  }

  async function richText(agent: Agent, text: string): Promise<{ text: string; facets?: unknown[] }> {
    const rt = new RichText({ text });
    await xrpc('read', config, () => rt.detectFacets(agent));
    return rt.facets?.length ? { text: rt.text, facets: rt.facets } : { text: rt.text };
  }

  /**
   * Where "View post" goes: bsky.app for accounts hosted by Bluesky (bsky.social and its
   * *.bsky.network hosts); on another server, the record on that server, which its own network
   * may not show at bsky.app.
   */
  const postUrl = (account: AccountAccess, uri: string) => {
    const service = new URL(serviceOf(config, account.tokens));
    if (BLUESKY_HOSTED.test(service.hostname)) return `https://bsky.app/profile/${String(account.tokens.extra?.handle ?? account.externalId)}/post/${rkeyOf(uri)}`;
    const record = new URL('xrpc/com.atproto.repo.getRecord', service.href.endsWith('/') ? service.href : `${service.href}/`);
    record.search = new URLSearchParams({ repo: account.externalId, collection: POST, rkey: rkeyOf(uri) }).toString();
    return record.href;
  };

  const provider: Provider = {
    type: 'bluesky',
    rules: NETWORK_RULES.bluesky,
    // Each post is one createRecord (3 points) against 5,000 points an hour and 35,000 a day.
    limits: [
      { scope: 'account', max: 1666, windowMs: 3600_000, name: 'Bluesky write points: 5,000 per hour, 3 per record' },
      { scope: 'account', max: 11_666, windowMs: 24 * 3600_000, name: 'Bluesky write points: 35,000 per day, 3 per record' },
    ],
    connect: {
      method: 'app-password',
      fields: [
        { name: 'identifier', label: 'Handle', secret: false, placeholder: 'you.bsky.social' },
        { name: 'password', label: 'App password', secret: true, placeholder: 'xxxx-xxxx-xxxx-xxxx' },
        // The server an empty field connects to: this install's (BLUESKY_SERVICE_URL), not always bsky.social.
        { name: 'service', label: 'PDS URL (optional)', secret: false, placeholder: config.apiBaseUrl },
      ],
      async connect(fields) {
        const service = fields.service?.trim() || config.apiBaseUrl;
        const agent = new AtpAgent({ service, fetch: config.fetch });
        const { data } = await xrpc('connect', config, () => agent.com.atproto.server.createSession({ identifier: handleOf(fields.identifier ?? ''), password: fields.password ?? '' }));
        return {
          tokens: tokenSetOf(data, service),
          profile: { externalId: data.did, name: data.handle, username: data.handle, details: { service } },
        };
      },
    },
    // Everything Bluesky checks (graphemes, blob sizes, four images) is in the shared rules.
    validate: () => [],
    async refresh(tokens) {
      if (!tokens.refreshToken) throw new DisconnectedError('The Bluesky session has no refresh token; connect the account again.');
      const agent = agentFor(config, tokens, tokens.refreshToken);
      const { data } = await xrpc('refresh', config, () => agent.com.atproto.server.refreshSession());
      return tokenSetOf(data, serviceOf(config, tokens));
    },
    async publish(request: PublishRequest): Promise<PublishResult> {
      const { account, content } = request;
      const agent = agentFor(config, account.tokens);
      const embed = request.media.length > 0 ? await uploadEmbed(agent, request.media, altTextsOf(request.media, content.settings.altTexts)) : await linkEmbed(agent, content.text);
      const createdAt = config.now().toISOString();
      const root = await writePost(agent, account, recordKeyFor(request.idempotencyKey), {
        $type: POST,
        ...(await richText(agent, content.text)),
        ...(embed ? { embed } : {}),
        createdAt,
      });
      const related: string[] = [];
      let parent = root;
      const replies = [...(content.thread ?? []), ...(content.firstComment ? [content.firstComment] : [])];
      for (const [index, text] of replies.entries()) {
        parent = await writePost(agent, account, recordKeyFor(request.idempotencyKey, index + 1), {
          $type: POST,
          ...(await richText(agent, text)),
          reply: { root, parent },
          createdAt,
        });
        related.push(parent.uri);
      }
      return { externalId: root.uri, url: postUrl(account, root.uri), related };
    },
    async findPublished(request: PublishRequest): Promise<PublishResult | null> {
      const found = await readPost(agentFor(config, request.account.tokens), request.account, recordKeyFor(request.idempotencyKey));
      return found ? { externalId: found.uri, url: postUrl(request.account, found.uri) } : null;
    },
    async delete(account: AccountAccess, published: PublishResult): Promise<void> {
      const agent = agentFor(config, account.tokens);
      for (const uri of [...(published.related ?? [])].reverse().concat(published.externalId)) {
        await xrpc('write', config, () => agent.com.atproto.repo.deleteRecord({ repo: account.externalId, collection: POST, rkey: rkeyOf(uri) }));
      }
    },
    metrics: blueskyMetrics(
      config,
      (account) => agentFor(config, account.tokens),
      (run) => xrpc('read', config, run),
      (account) => serviceOf(config, account.tokens),
    ),
  };
  return provider;
};
