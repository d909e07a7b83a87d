import type { AccountAccess, MediaFile, ProviderConfig, PublishRequest, PublishResult } from '../provider';
import { graph, graphComment, graphList } from './graph';

/** Publishing to a Facebook Page with its Page token: feed post, photo(s), or video; then the first comment. */
export async function publishToPage(config: ProviderConfig, request: PublishRequest): Promise<PublishResult> {
  const { account, content, media } = request;
  const token = account.tokens.accessToken;
  const pageId = account.externalId;
  const message = content.text || undefined;
  const video = media.find((item) => item.kind === 'video');
  let postId: string;
  if (video) {
    const answer = await graph<{ id: string }>(config, `/${pageId}/videos`, {
      method: 'POST',
      token,
      body: { file_url: video.publicUrl, description: message },
      creates: true,
    });
    postId = answer.id;
  } else if (media.length === 1) {
    const answer = await graph<{ id: string; post_id?: string }>(config, `/${pageId}/photos`, {
      method: 'POST',
      token,
      body: { url: media[0]?.publicUrl, message, published: true },
      creates: true,
    });
    postId = answer.post_id ?? answer.id;
  } else {
    const attached = await uploadUnpublishedPhotos(config, pageId, token, media);
    const link = typeof content.settings.link === 'string' && media.length === 0 ? content.settings.link : undefined;
    const answer = await graph<{ id: string }>(config, `/${pageId}/feed`, {
      method: 'POST',
      token,
      body: { message, link, attached_media: attached.length ? attached.map((id) => ({ media_fbid: id })) : undefined },
      creates: true,
    });
    postId = answer.id;
  }
  const related = content.firstComment ? await graphComment(config, postId, token, content.firstComment) : [];
  return { externalId: postId, url: `https://www.facebook.com/${postId}`, related };
}

/** Photos uploaded with published=false, to be attached to one feed post (a multi-photo post). */
async function uploadUnpublishedPhotos(config: ProviderConfig, pageId: string, token: string, media: readonly MediaFile[]): Promise<string[]> {
  const ids: string[] = [];
  for (const item of media) {
    const answer = await graph<{ id: string }>(config, `/${pageId}/photos`, {
      method: 'POST',
      token,
      body: { url: item.publicUrl, published: false },
    });
    ids.push(answer.id);
  }
  return ids;
}

interface FeedPost {
  id: string;
  message?: string;
  created_time: string;
  permalink_url?: string;
}

/**
 * The Graph API takes no idempotency key: an earlier attempt is the Page's recent post with the
 * same text, created within the last day. A post without text cannot be told apart, so it is
 * reported as not found.
 */
export async function findPagePost(config: ProviderConfig, request: PublishRequest): Promise<PublishResult | null> {
  const text = request.content.text.trim();
  if (!text) return null;
  const since = Math.floor(config.now().getTime() / 1000) - 24 * 60 * 60;
  const posts = await graphList<FeedPost>(
    config,
    `/${request.account.externalId}/feed`,
    { token: request.account.tokens.accessToken, query: { fields: 'id,message,created_time,permalink_url', since, limit: 50 } },
    2,
  );
  const found = posts.find((post) => (post.message ?? '').trim() === text);
  return found ? { externalId: found.id, url: found.permalink_url ?? `https://www.facebook.com/${found.id}` } : null;
}

/** Deletes the post and its first comment (a comment already gone is fine). */
export async function deletePagePost(config: ProviderConfig, account: AccountAccess, published: PublishResult): Promise<void> {
  const token = account.tokens.accessToken;
  for (const id of published.related ?? []) {
    await graph(config, `/${id}`, { method: 'DELETE', token }).catch(() => undefined);
  }
  await graph(config, `/${published.externalId}`, { method: 'DELETE', token });
}
