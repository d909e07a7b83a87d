import { THREADS_LIMITS } from '@cadence/contracts';
import { altTextsOf, type MediaFile, type ProviderConfig, type PublishRequest, type PublishResult } from '../provider';
import { graphErrorOf } from '../facebook/graph';
import { InvalidContentError, ProviderError, RateLimitedError, TokenExpiredError, TransientError } from '../provider-errors';
import { pollUntil } from '../shared/upload';
import { threadsApi } from './threads-api';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Threads asks for a container's status once a minute for no more than 5 minutes; a local peer is faster. */
const CONTAINER_TIMEOUT_MS = 5 * 60 * 1000;

type Form = Record<string, string | number | boolean | undefined>;

interface PublishingLimit {
  data: { quota_usage?: number; config?: { quota_total: number; quota_duration: number }; reply_quota_usage?: number; reply_config?: { quota_total: number; quota_duration: number } }[];
}

/**
 * threads_publishing_limit before publishing: at 250 posts (or at the reply quota when the post
 * sends replies), wait until the oldest post of the rolling 24 hours leaves the window.
 */
export async function checkThreadsLimit(config: ProviderConfig, userId: string, token: string, replies: number): Promise<void> {
  const answer = await threadsApi<PublishingLimit>(config, `/${userId}/threads_publishing_limit`, {
    token,
    query: { fields: replies > 0 ? 'quota_usage,config,reply_quota_usage,reply_config' : 'quota_usage,config' },
  });
  const entry = answer.data[0];
  if (!entry) return;
  const total = entry.config?.quota_total ?? THREADS_LIMITS.postsPerDay;
  const used = entry.quota_usage ?? 0;
  const replyTotal = entry.reply_config?.quota_total ?? THREADS_LIMITS.repliesPerDay;
  const repliesFull = replies > 0 && (entry.reply_quota_usage ?? 0) + replies > replyTotal;
  if (used < total && !repliesFull) return;
  const windowMs = (entry.config?.quota_duration ?? 86_400) * 1000;
  const now = config.now().getTime();
  const recent = await threadsApi<{ data: { timestamp: string }[] }>(config, `/${userId}/threads`, {
    token,
    query: { fields: 'timestamp', since: Math.floor((now - windowMs) / 1000), limit: 100 },
  });
  const inWindow = recent.data.map((item) => Date.parse(item.timestamp)).filter((time) => time > now - windowMs);
  const retryAt = new Date((inWindow.length ? Math.min(...inWindow) : now) + windowMs);
  const message = repliesFull
    ? `Threads allows ${replyTotal} API replies per 24 hours; ${entry.reply_quota_usage ?? 0} used.`
    : `Threads allows ${total} API posts per 24 hours; ${used} used.`;
  throw new RateLimitedError(message, retryAt, { body: answer });
}

/** Polls a container until FINISHED; ERROR is Threads refusing the media (its error_message), EXPIRED a retry. */
export function waitForThreadsContainer(config: ProviderConfig, containerId: string, token: string): Promise<void> {
  return pollUntil({
    what: 'The Threads media container',
    intervalMs: config.pollIntervalMs,
    timeoutMs: CONTAINER_TIMEOUT_MS,
    async check() {
      const answer = await threadsApi<{ status: string; error_message?: string }>(config, `/${containerId}`, { token, query: { fields: 'status,error_message' } });
      if (answer.status === 'ERROR') throw new InvalidContentError(`Threads could not process the media: ${answer.error_message ?? 'UNKNOWN'}`, { body: answer });
      if (answer.status === 'EXPIRED') throw new TransientError('The Threads media container expired before publishing.', { body: answer });
      return answer.status === 'FINISHED' || answer.status === 'PUBLISHED' ? { done: true, value: undefined } : { done: false };
    },
  });
}

async function createContainer(config: ProviderConfig, userId: string, token: string, form: Form): Promise<string> {
  const answer = await threadsApi<{ id: string }>(config, `/${userId}/threads`, { method: 'POST', token, form });
  return answer.id;
}

function itemForm(item: MediaFile, altText: string): Form {
  const source = item.kind === 'video' ? { media_type: 'VIDEO', video_url: item.publicUrl } : { media_type: 'IMAGE', image_url: item.publicUrl };
  return { ...source, ...(altText ? { alt_text: altText } : {}) };
}

/** The post's own settings as Threads names them: its topic, who may reply, the link card of a text post. */
function settingsForm(request: PublishRequest): Form {
  const { settings } = request.content;
  return {
    topic_tag: typeof settings.topicTag === 'string' ? settings.topicTag : undefined,
    reply_control: typeof settings.replyControl === 'string' ? settings.replyControl : undefined,
    link_attachment: typeof settings.linkAttachment === 'string' && request.media.length === 0 ? settings.linkAttachment : undefined,
  };
}

/** The container the post publishes: text, one image or video, or a carousel of item containers. */
async function buildContainer(config: ProviderConfig, request: PublishRequest): Promise<string> {
  const { account, content, media } = request;
  const token = account.tokens.accessToken;
  const userId = account.externalId;
  const text = content.text || undefined;
  const alts = altTextsOf(media, content.settings.altTexts);
  const common = settingsForm(request);
  const [first] = media;
  if (!first) return createContainer(config, userId, token, { media_type: 'TEXT', text, ...common });
  if (media.length === 1) return createContainer(config, userId, token, { ...itemForm(first, alts[0] ?? ''), text, ...common });
  const children: string[] = [];
  for (const [index, item] of media.entries()) {
    const child = await createContainer(config, userId, token, { ...itemForm(item, alts[index] ?? ''), is_carousel_item: true });
    await waitForThreadsContainer(config, child, token);
    children.push(child);
  }
  return createContainer(config, userId, token, { media_type: 'CAROUSEL', children: children.join(','), text, ...common });
}

/** Code 9 at threads_publish: the profile reached its posts (or replies) of the last 24 hours meanwhile. */
const QUOTA_CODE = 9;

async function publishContainer(config: ProviderConfig, userId: string, token: string, containerId: string, reply: boolean): Promise<string> {
  await waitForThreadsContainer(config, containerId, token);
  try {
    const answer = await threadsApi<{ id: string }>(config, `/${userId}/threads_publish`, { method: 'POST', token, form: { creation_id: containerId }, creates: true });
    return answer.id;
  } catch (error) {
    if (!(error instanceof InvalidContentError) || graphErrorOf(error.raw?.body)?.code !== QUOTA_CODE) throw error;
    // Reached since the check: wait for the window as the check would have said, else an hour.
    await checkThreadsLimit(config, userId, token, reply ? 1 : 0);
    throw new RateLimitedError(error.message, new Date(config.now().getTime() + 3600_000), error.raw);
  }
}

/** A reply in the chain: a TEXT container answering `replyTo`, published. */
async function publishReply(config: ProviderConfig, userId: string, token: string, text: string, replyTo: string): Promise<string> {
  const container = await createContainer(config, userId, token, { media_type: 'TEXT', text, reply_to_id: replyTo });
  return publishContainer(config, userId, token, container, true);
}

/**
 * Quota, container(s), processing, threads_publish, permalink; then the rest of the text as a
 * chain of replies (`reply_to_id`), each to the one before, and the first comment last. The
 * post is published whatever happens to the first comment, so its refusal does not fail (and
 * so publish again) the post; an expired token still surfaces.
 */
export async function publishToThreads(config: ProviderConfig, request: PublishRequest): Promise<PublishResult> {
  const { account, content } = request;
  const token = account.tokens.accessToken;
  const userId = account.externalId;
  const chain = (content.thread ?? []).filter((part) => part.trim() !== '');
  const comment = content.firstComment?.trim() ? content.firstComment : undefined;
  await checkThreadsLimit(config, userId, token, chain.length + (comment ? 1 : 0));
  const mediaId = await publishContainer(config, userId, token, await buildContainer(config, request), false);
  const { permalink } = await threadsApi<{ permalink?: string }>(config, `/${mediaId}`, { token, query: { fields: 'permalink' } }).catch(() => ({ permalink: undefined }));
  const related: string[] = [];
  let previous = mediaId;
  for (const part of chain) {
    previous = await publishReply(config, userId, token, part, previous);
    related.push(previous);
  }
  if (comment) {
    try {
      related.push(await publishReply(config, userId, token, comment, previous));
    } catch (error) {
      if (error instanceof TokenExpiredError || !(error instanceof ProviderError)) throw error;
    }
  }
  return { externalId: mediaId, url: permalink, related };
}

/**
 * Threads takes no idempotency key: an earlier attempt is a post of the last day with exactly
 * this text. A post without text cannot be told apart and is reported as not found.
 */
export async function findThreadsPost(config: ProviderConfig, request: PublishRequest): Promise<PublishResult | null> {
  const text = request.content.text.trim();
  if (!text) return null;
  const since = config.now().getTime() - DAY_MS;
  const recent = await threadsApi<{ data: { id: string; text?: string; timestamp: string; permalink?: string }[] }>(config, `/${request.account.externalId}/threads`, {
    token: request.account.tokens.accessToken,
    query: { fields: 'id,text,timestamp,permalink', since: Math.floor(since / 1000), limit: 50 },
  });
  const found = recent.data.find((item) => Date.parse(item.timestamp) >= since && (item.text ?? '').trim() === text);
  return found ? { externalId: found.id, url: found.permalink } : null;
}
