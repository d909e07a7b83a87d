import type { MediaFile, ProviderConfig, PublishRequest, PublishResult } from '../provider';
import { InvalidContentError, RateLimitedError, TransientError } from '../provider-errors';
import { graph, graphComment } from '../facebook/graph';
import { pollUntil } from '../shared/upload';
import { instagramFormat } from './instagram-format';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The publish-limit error Instagram answers once the account reached its 24-hour quota. */
const QUOTA_SUBCODE = 2207042;
/** How long a container may stay IN_PROGRESS (video processing) before this attempt gives up. */
const CONTAINER_TIMEOUT_MS = 10 * 60 * 1000;

interface PublishingLimit {
  data: { quota_usage: number; config?: { quota_total: number; quota_duration: number } }[];
}

/**
 * content_publishing_limit before publishing: at the limit, wait until the oldest post of the
 * rolling window leaves it.
 */
export async function checkPublishingLimit(config: ProviderConfig, igUserId: string, token: string): Promise<void> {
  const answer = await graph<PublishingLimit>(config, `/${igUserId}/content_publishing_limit`, {
    token,
    query: { fields: 'quota_usage,config' },
  });
  const entry = answer.data[0];
  const total = entry?.config?.quota_total ?? 100;
  if (!entry || entry.quota_usage < total) return;
  const windowMs = (entry.config?.quota_duration ?? 86_400) * 1000;
  const now = config.now().getTime();
  const recent = await graph<{ data: { timestamp: string }[] }>(config, `/${igUserId}/media`, {
    token,
    query: { fields: 'timestamp', limit: total },
  });
  const inWindow = recent.data.map((item) => Date.parse(item.timestamp)).filter((time) => time > now - windowMs);
  const retryAt = new Date((inWindow.length ? Math.min(...inWindow) : now) + windowMs);
  throw new RateLimitedError(`Instagram allows ${total} API posts per 24 hours; ${entry.quota_usage} used.`, retryAt, { body: answer });
}

type ContainerBody = Record<string, string | boolean | undefined>;

function itemBody(item: MediaFile): ContainerBody {
  return item.kind === 'video' ? { video_url: item.publicUrl, media_type: 'VIDEO' } : { image_url: item.publicUrl };
}

async function createContainer(config: ProviderConfig, igUserId: string, token: string, body: ContainerBody): Promise<string> {
  const answer = await graph<{ id: string }>(config, `/${igUserId}/media`, { method: 'POST', token, body });
  return answer.id;
}

/** Polls a container until FINISHED; ERROR is the network refusing the media, EXPIRED a retry. */
export function waitForContainer(config: ProviderConfig, containerId: string, token: string): Promise<void> {
  return pollUntil({
    what: 'The Instagram media container',
    intervalMs: config.pollIntervalMs,
    timeoutMs: CONTAINER_TIMEOUT_MS,
    async check() {
      const answer = await graph<{ status_code: string; status?: string }>(config, `/${containerId}`, {
        token,
        query: { fields: 'status_code,status' },
      });
      if (answer.status_code === 'ERROR') throw new InvalidContentError(answer.status ?? 'Instagram could not process the media.', { body: answer });
      if (answer.status_code === 'EXPIRED') throw new TransientError('The media container expired before publishing.', { body: answer });
      return answer.status_code === 'FINISHED' || answer.status_code === 'PUBLISHED' ? { done: true, value: undefined } : { done: false };
    },
  });
}

/** The container the post publishes: one item, or a carousel of item containers. */
async function buildContainer(config: ProviderConfig, request: PublishRequest): Promise<string> {
  const { account, content, media } = request;
  const token = account.tokens.accessToken;
  const igUserId = account.externalId;
  const caption = content.text || undefined;
  const format = instagramFormat(content);
  const [first] = media;
  if (format === 'carousel') {
    const children: string[] = [];
    for (const item of media) {
      const child = await createContainer(config, igUserId, token, { ...itemBody(item), is_carousel_item: true });
      await waitForContainer(config, child, token);
      children.push(child);
    }
    return createContainer(config, igUserId, token, { media_type: 'CAROUSEL', children: children.join(','), caption });
  }
  if (!first) throw new InvalidContentError('Instagram posts need a photo or a video.');
  if (format === 'story') {
    const source = first.kind === 'video' ? { video_url: first.publicUrl } : { image_url: first.publicUrl };
    return createContainer(config, igUserId, token, { media_type: 'STORIES', ...source });
  }
  if (first.kind === 'video') {
    const shareToFeed = content.settings.shareToFeed !== false || format === 'post';
    return createContainer(config, igUserId, token, { media_type: 'REELS', video_url: first.publicUrl, caption, share_to_feed: shareToFeed });
  }
  return createContainer(config, igUserId, token, { image_url: first.publicUrl, caption });
}

/** Quota, container(s), processing, media_publish, permalink, first comment. */
export async function publishToInstagram(config: ProviderConfig, request: PublishRequest): Promise<PublishResult> {
  const { account, content } = request;
  const token = account.tokens.accessToken;
  await checkPublishingLimit(config, account.externalId, token);
  const container = await buildContainer(config, request);
  await waitForContainer(config, container, token);
  let mediaId: string;
  try {
    const answer = await graph<{ id: string }>(config, `/${account.externalId}/media_publish`, {
      method: 'POST',
      token,
      body: { creation_id: container },
      creates: true,
    });
    mediaId = answer.id;
  } catch (error) {
    if (error instanceof InvalidContentError && quotaSubcode(error.raw?.body)) {
      throw new RateLimitedError(error.message, new Date(config.now().getTime() + DAY_MS), error.raw);
    }
    throw error;
  }
  const { permalink } = await graph<{ permalink?: string }>(config, `/${mediaId}`, { token, query: { fields: 'permalink' } }).catch(() => ({
    permalink: undefined,
  }));
  const related =
    content.firstComment && instagramFormat(content) !== 'story' ? await graphComment(config, mediaId, token, content.firstComment) : [];
  return { externalId: mediaId, url: permalink, related };
}

function quotaSubcode(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { error?: { error_subcode?: number } }).error?.error_subcode === QUOTA_SUBCODE;
}

/**
 * Instagram takes no idempotency key and does not say which container became which media: an
 * earlier attempt is a post (or story) of the last day with exactly this caption. A post
 * without a caption cannot be told apart and is reported as not found.
 */
export async function findInstagramPost(config: ProviderConfig, request: PublishRequest): Promise<PublishResult | null> {
  const caption = request.content.text.trim();
  const story = instagramFormat(request.content) === 'story';
  if (!caption || story) return null;
  const since = config.now().getTime() - DAY_MS;
  const recent = await graph<{ data: { id: string; caption?: string; timestamp: string; permalink?: string }[] }>(
    config,
    `/${request.account.externalId}/media`,
    { token: request.account.tokens.accessToken, query: { fields: 'id,caption,timestamp,permalink', limit: 50 } },
  );
  const found = recent.data.find((item) => Date.parse(item.timestamp) >= since && (item.caption ?? '').trim() === caption);
  return found ? { externalId: found.id, url: found.permalink } : null;
}
