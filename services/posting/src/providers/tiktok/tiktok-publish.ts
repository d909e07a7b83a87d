import type { AccountAccess, MediaFile, ProviderConfig, PublishRequest, PublishResult } from '../provider';
import { InvalidContentError } from '../provider-errors';
import { callNetwork } from '../shared/http';
import { pollUntil } from '../shared/upload';
import { failedStatusError, type PublishStatus, TIKTOK_ERRORS, tiktok } from './tiktok-api';

const MB = 1024 * 1024;
/** TikTok takes chunks of 5–64 MB; the last one carries the rest (up to 128 MB). */
export const TIKTOK_CHUNK_BYTES = 10 * MB;
const PUBLISH_TIMEOUT_MS = 15 * 60 * 1000;

export interface CreatorInfo {
  creator_username?: string;
  creator_nickname?: string;
  creator_avatar_url?: string;
  privacy_level_options: string[];
  comment_disabled?: boolean;
  duet_disabled?: boolean;
  stitch_disabled?: boolean;
  max_video_post_duration_sec?: number;
}

export function creatorInfo(config: ProviderConfig, token: string): Promise<CreatorInfo> {
  return tiktok<CreatorInfo>(config, 'v2/post/publish/creator_info/query/', { token, body: {} });
}

/** Byte ranges as TikTok wants them: floor(size / chunk) chunks, the last one taking the rest. */
export function tiktokChunks(size: number): { chunkSize: number; ranges: [number, number][] } {
  if (size <= TIKTOK_CHUNK_BYTES) return { chunkSize: size, ranges: [[0, size - 1]] };
  const count = Math.floor(size / TIKTOK_CHUNK_BYTES);
  const ranges: [number, number][] = [];
  for (let index = 0; index < count; index += 1) {
    const start = index * TIKTOK_CHUNK_BYTES;
    ranges.push([start, index === count - 1 ? size - 1 : start + TIKTOK_CHUNK_BYTES - 1]);
  }
  return { chunkSize: TIKTOK_CHUNK_BYTES, ranges };
}

function postInfo(request: PublishRequest, creator: CreatorInfo) {
  const settings = request.content.settings;
  const privacy = String(settings.privacyLevel ?? '');
  if (!creator.privacy_level_options.includes(privacy)) {
    throw new InvalidContentError(`This TikTok account cannot post with privacy ${privacy || '(none)'}; it offers ${creator.privacy_level_options.join(', ')}.`);
  }
  return {
    privacy_level: privacy,
    disable_comment: settings.disableComment !== false || creator.comment_disabled === true,
    brand_content_toggle: settings.brandContentToggle === true,
    brand_organic_toggle: settings.brandOrganicToggle === true,
  };
}

/** Direct post of a video, sent from our storage in chunks (FILE_UPLOAD). */
async function postVideo(config: ProviderConfig, request: PublishRequest, video: MediaFile, creator: CreatorInfo): Promise<string> {
  const token = request.account.tokens.accessToken;
  const settings = request.content.settings;
  const maxSeconds = creator.max_video_post_duration_sec;
  if (maxSeconds && (video.durationSeconds ?? 0) > maxSeconds) {
    throw new InvalidContentError(`This TikTok account posts videos up to ${maxSeconds} seconds.`);
  }
  const bytes = await video.read();
  const { chunkSize, ranges } = tiktokChunks(bytes.length);
  const init = await tiktok<{ publish_id: string; upload_url: string }>(config, 'v2/post/publish/video/init/', {
    token,
    creates: true,
    body: {
      post_info: {
        ...postInfo(request, creator),
        title: request.content.text,
        disable_duet: settings.disableDuet !== false || creator.duet_disabled === true,
        disable_stitch: settings.disableStitch !== false || creator.stitch_disabled === true,
      },
      source_info: { source: 'FILE_UPLOAD', video_size: bytes.length, chunk_size: chunkSize, total_chunk_count: ranges.length },
    },
  });
  for (const [index, [start, end]] of ranges.entries()) {
    await callNetwork(
      config,
      {
        method: 'PUT',
        url: init.upload_url,
        headers: { 'content-type': video.mimeType, 'content-range': `bytes ${start}-${end}/${bytes.length}` },
        body: new Uint8Array(bytes.subarray(start, end + 1)),
        createsSomething: index === ranges.length - 1,
      },
      TIKTOK_ERRORS,
    );
  }
  return init.publish_id;
}

/** Direct post of photos, which TikTok pulls from their public URLs (PULL_FROM_URL). */
async function postPhotos(config: ProviderConfig, request: PublishRequest, photos: readonly MediaFile[], creator: CreatorInfo): Promise<string> {
  const settings = request.content.settings;
  const init = await tiktok<{ publish_id: string }>(config, 'v2/post/publish/content/init/', {
    token: request.account.tokens.accessToken,
    creates: true,
    body: {
      post_info: {
        ...postInfo(request, creator),
        title: typeof settings.title === 'string' ? settings.title : '',
        description: request.content.text,
        auto_add_music: settings.autoAddMusic !== false,
      },
      source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: photos.map((photo) => photo.publicUrl) },
      post_mode: 'DIRECT_POST',
      media_type: 'PHOTO',
    },
  });
  return init.publish_id;
}

export function tiktokUrl(account: AccountAccess, id: string, photo: boolean): string | undefined {
  const username = account.details.username;
  return typeof username === 'string' ? `https://www.tiktok.com/@${username}/${photo ? 'photo' : 'video'}/${id}` : undefined;
}

/** creator_info, init (video chunks or photo URLs), then status until PUBLISH_COMPLETE. */
export async function publishToTiktok(config: ProviderConfig, request: PublishRequest): Promise<PublishResult> {
  const token = request.account.tokens.accessToken;
  const creator = await creatorInfo(config, token);
  const video = request.media.find((item) => item.kind === 'video');
  const publishId = video ? await postVideo(config, request, video, creator) : await postPhotos(config, request, request.media, creator);
  const status = await pollUntil<PublishStatus>({
    what: 'The TikTok post',
    intervalMs: config.pollIntervalMs,
    timeoutMs: PUBLISH_TIMEOUT_MS,
    async check() {
      const answer = await tiktok<PublishStatus>(config, 'v2/post/publish/status/fetch/', { token, body: { publish_id: publishId } });
      if (answer.status === 'FAILED') throw failedStatusError(answer, config.now());
      return answer.status === 'PUBLISH_COMPLETE' ? { done: true, value: answer } : { done: false };
    },
  });
  const postId = status.publicaly_available_post_id?.[0];
  // A private (SELF_ONLY) post has no public id: the publish id is what TikTok knows it by.
  if (postId === undefined) return { externalId: publishId };
  // TikTok sends post ids as 64-bit JSON numbers, beyond what a JavaScript number holds exactly:
  // such an id is read back as a string from the creator's post list.
  if (typeof postId === 'number' && !Number.isSafeInteger(postId)) {
    const listed = await findTiktokPost(config, request);
    return listed ?? { externalId: publishId };
  }
  return { externalId: String(postId), url: tiktokUrl(request.account, String(postId), !video) };
}

interface ListedVideo {
  id: string;
  title?: string;
  video_description?: string;
  create_time: number;
  share_url?: string;
}

/**
 * TikTok takes no idempotency key: an earlier attempt is a post of the last day whose caption
 * (or photo description) is this post's text, from /v2/video/list/. Without text, not found.
 */
export async function findTiktokPost(config: ProviderConfig, request: PublishRequest): Promise<PublishResult | null> {
  const text = request.content.text.trim();
  if (!text) return null;
  const since = config.now().getTime() / 1000 - 24 * 60 * 60;
  const answer = await tiktok<{ videos: ListedVideo[] }>(config, 'v2/video/list/', {
    token: request.account.tokens.accessToken,
    query: { fields: 'id,title,video_description,create_time,share_url' },
    body: { max_count: 20 },
  });
  const found = answer.videos.find(
    (video) => video.create_time >= since && [video.title, video.video_description].some((value) => (value ?? '').trim() === text),
  );
  return found ? { externalId: found.id, url: found.share_url } : null;
}
