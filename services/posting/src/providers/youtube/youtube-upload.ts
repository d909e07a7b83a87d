import type { MediaFile, ProviderConfig, PublishRequest, PublishResult } from '../provider';
import { InvalidContentError, TransientError, UnknownOutcomeError } from '../provider-errors';
import { endpoint, errorForAnswer } from '../shared/http';
import { GOOGLE_ERRORS, google, youtubeApi } from './youtube-api';

/** Resumable upload chunks: a multiple of 256 KiB, as the protocol requires. */
export const YOUTUBE_CHUNK_BYTES = 32 * 256 * 1024;
const UPLOAD_BASE = 'https://www.googleapis.com';

interface Video {
  id: string;
  snippet?: { title?: string };
  status?: { uploadStatus?: string; rejectionReason?: string; failureReason?: string };
}

function videoResource(request: PublishRequest) {
  const { settings, text } = request.content;
  return {
    snippet: {
      title: String(settings.title ?? ''),
      description: text,
      tags: Array.isArray(settings.tags) ? settings.tags : undefined,
      categoryId: typeof settings.categoryId === 'string' ? settings.categoryId : '22',
    },
    status: {
      privacyStatus: typeof settings.privacy === 'string' ? settings.privacy : 'public',
      selfDeclaredMadeForKids: settings.madeForKids === true,
    },
  };
}

/** Where the next chunk starts, from a 308's Range header ("bytes=0-1048575"). */
function nextOffset(range: string | null): number {
  const match = range?.match(/bytes=0-(\d+)/);
  return match ? Number(match[1]) + 1 : 0;
}

/**
 * videos.insert as a resumable upload: the session (metadata, Location), then the bytes in
 * chunks, each answered 308 Resume Incomplete until the last returns the video.
 */
export async function uploadVideo(config: ProviderConfig, request: PublishRequest, video: MediaFile): Promise<PublishResult> {
  const token = request.account.tokens.accessToken;
  const bytes = await video.read();
  const session = await google<unknown>(config, {
    method: 'POST',
    url: endpoint(config.uploadBaseUrl ?? UPLOAD_BASE, 'upload/youtube/v3/videos', { uploadType: 'resumable', part: 'snippet,status' }),
    headers: {
      authorization: `Bearer ${token}`,
      'x-upload-content-length': String(bytes.length),
      'x-upload-content-type': video.mimeType,
    },
    json: videoResource(request),
    createsSomething: false,
  });
  const location = session.headers.get('location');
  if (!location) throw new InvalidContentError('YouTube did not open an upload session.', { status: session.status });
  let offset = 0;
  for (;;) {
    const end = Math.min(offset + YOUTUBE_CHUNK_BYTES, bytes.length);
    const answer = await putChunk(config, location, token, video.mimeType, bytes, offset, end);
    if (answer.status === 308) {
      offset = nextOffset(answer.headers.get('range'));
      continue;
    }
    const created = answer.body as Video | null;
    if (!created?.id) throw new UnknownOutcomeError('YouTube ended the upload without a video id.', { status: answer.status, body: created });
    if (created.status?.uploadStatus === 'rejected' || created.status?.uploadStatus === 'failed') {
      throw new InvalidContentError(`YouTube refused the video (${created.status.rejectionReason ?? created.status.failureReason}).`, { body: created });
    }
    return { externalId: created.id, url: `https://www.youtube.com/watch?v=${created.id}` };
  }
}

/**
 * One chunk PUT. 308 Resume Incomplete is the protocol's "go on" (fetch hands it back as is: it
 * has no Location), so this call reads the status itself; a lost answer to the last chunk may
 * mean the video exists.
 */
async function putChunk(config: ProviderConfig, location: string, token: string, mimeType: string, bytes: Buffer, start: number, end: number) {
  const last = end === bytes.length;
  let response: Response;
  let body: unknown;
  try {
    response = await config.fetch(location, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': mimeType, 'content-range': `bytes ${start}-${end - 1}/${bytes.length}` },
      body: new Uint8Array(bytes.subarray(start, end)),
      redirect: 'manual',
    });
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    const message = `The upload lost its connection: ${error instanceof Error ? error.message : String(error)}`;
    throw last ? new UnknownOutcomeError(message) : new TransientError(message);
  }
  const answer = { status: response.status, headers: response.headers, body };
  if (response.status !== 308 && !response.ok) throw errorForAnswer(answer, GOOGLE_ERRORS, config.now());
  return answer;
}

interface PlaylistItem {
  snippet: { title: string; description?: string; publishedAt: string; resourceId: { videoId: string } };
}

/**
 * YouTube takes no idempotency key: an earlier attempt is a video of the channel's uploads
 * playlist from the last day with the same title and description (two posts may share a title).
 */
export async function findUploadedVideo(config: ProviderConfig, request: PublishRequest): Promise<PublishResult | null> {
  const token = request.account.tokens.accessToken;
  const title = String(request.content.settings.title ?? '').trim();
  if (!title) return null;
  const channels = await youtubeApi<{ items: { contentDetails: { relatedPlaylists: { uploads: string } } }[] }>(config, token, 'channels', {
    part: 'contentDetails',
    mine: 'true',
  });
  const uploads = channels.body.items[0]?.contentDetails.relatedPlaylists.uploads;
  if (!uploads) return null;
  const items = await youtubeApi<{ items: PlaylistItem[] }>(config, token, 'playlistItems', { part: 'snippet', playlistId: uploads, maxResults: 25 });
  const since = config.now().getTime() - 24 * 60 * 60 * 1000;
  const description = request.content.text.trim();
  const found = items.body.items.find(
    (item) => item.snippet.title.trim() === title && (item.snippet.description ?? '').trim() === description && Date.parse(item.snippet.publishedAt) >= since,
  );
  const id = found?.snippet.resourceId.videoId;
  return id ? { externalId: id, url: `https://www.youtube.com/watch?v=${id}` } : null;
}
