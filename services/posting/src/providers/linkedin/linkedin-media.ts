import type { MediaFile, ProviderConfig, TokenSet } from '../provider';
import { InvalidContentError, TransientError } from '../provider-errors';
import { callNetwork, endpoint } from '../shared/http';
import { pollUntil } from '../shared/upload';
import { readCardImage, readLinkCard } from '@cadence/service-kit';
import { linkedinErrors, linkedinHeaders } from './linkedin-http';

/** How long a video may stay in LinkedIn's processing before this attempt gives up (a retry uploads it again). */
const VIDEO_PROCESSING_TIMEOUT_MS = 10 * 60_000;

/** Who uploads (the account's tokens) and who owns the media: the post's author. */
export interface LinkedinUpload {
  config: ProviderConfig;
  tokens: TokenSet;
  owner: string;
}

/** A post's `content`: one image or video, or several images. */
export type LinkedinContent =
  | { media: { id: string; title?: string } }
  | { multiImage: { images: { id: string }[] } }
  | { article: { source: string; title: string; description?: string; thumbnail?: string } };

interface UploadInstruction {
  uploadUrl: string;
  firstByte: number;
  lastByte: number;
}

interface VideoUploadSession {
  video: string;
  uploadToken: string;
  uploadInstructions: UploadInstruction[];
}

interface VideoState {
  status?: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  processingFailureReason?: string;
}

/** Images API: register the upload, PUT the bytes, and the image URN is ready to post. */
async function uploadImage({ config, tokens, owner }: LinkedinUpload, file: Pick<MediaFile, 'read'>): Promise<string> {
  const init = await callNetwork<{ value: { uploadUrl: string; image: string } }>(
    config,
    { method: 'POST', url: endpoint(config.apiBaseUrl, 'rest/images', { action: 'initializeUpload' }), headers: linkedinHeaders(tokens), json: { initializeUploadRequest: { owner } }, createsSomething: false },
    linkedinErrors,
  );
  const bytes = await file.read();
  await callNetwork(config, { method: 'PUT', url: init.body.value.uploadUrl, headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) }, linkedinErrors);
  return init.body.value.image;
}

/** Polls the video until AVAILABLE: PROCESSING_FAILED is LinkedIn refusing the file, with its reason. */
function waitForVideo({ config, tokens }: LinkedinUpload, video: string): Promise<void> {
  return pollUntil({
    what: 'The LinkedIn video',
    intervalMs: config.pollIntervalMs,
    timeoutMs: VIDEO_PROCESSING_TIMEOUT_MS,
    async check() {
      const answer = await callNetwork<VideoState>(config, { method: 'GET', url: endpoint(config.apiBaseUrl, `rest/videos/${encodeURIComponent(video)}`), headers: linkedinHeaders(tokens) }, linkedinErrors);
      const { status, processingFailureReason } = answer.body;
      if (status === 'PROCESSING_FAILED') {
        const reason = processingFailureReason ? `: ${processingFailureReason}` : '.';
        throw new InvalidContentError(`LinkedIn could not process the video${reason}`, { status: answer.status, body: answer.body });
      }
      // WAITING_UPLOAD (parts still being assembled) and PROCESSING both end on their own.
      return status === 'AVAILABLE' ? { done: true, value: undefined } : { done: false };
    },
  });
}

/**
 * Videos API: register the upload (LinkedIn answers one signed URL per part of 4,194,304 bytes),
 * PUT each part's byte range, finalize with the parts' ETags in order, then wait until the video
 * is AVAILABLE, since a post may only reference a processed video.
 */
async function uploadVideo(upload: LinkedinUpload, file: MediaFile): Promise<string> {
  const { config, tokens, owner } = upload;
  const bytes = await file.read();
  const init = await callNetwork<{ value: VideoUploadSession }>(
    config,
    {
      method: 'POST',
      url: endpoint(config.apiBaseUrl, 'rest/videos', { action: 'initializeUpload' }),
      headers: linkedinHeaders(tokens),
      json: { initializeUploadRequest: { owner, fileSizeBytes: bytes.length, uploadCaptions: false, uploadThumbnail: false } },
      createsSomething: false,
    },
    linkedinErrors,
  );
  const { video, uploadToken, uploadInstructions } = init.body.value;
  const uploadedPartIds: string[] = [];
  for (const [index, part] of uploadInstructions.entries()) {
    // The part URLs are signed for this upload: they take no access token.
    const answer = await callNetwork(
      config,
      { method: 'PUT', url: part.uploadUrl, headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes.subarray(part.firstByte, part.lastByte + 1)) },
      linkedinErrors,
    );
    const etag = answer.headers.get('etag');
    if (!etag) throw new TransientError(`LinkedIn took part ${index + 1} of ${uploadInstructions.length} of the video but named no ETag.`);
    uploadedPartIds.push(etag);
  }
  await callNetwork(
    config,
    {
      method: 'POST',
      url: endpoint(config.apiBaseUrl, 'rest/videos', { action: 'finalizeUpload' }),
      headers: linkedinHeaders(tokens),
      json: { finalizeUploadRequest: { video, uploadToken, uploadedPartIds } },
      createsSomething: false,
    },
    linkedinErrors,
  );
  await waitForVideo(upload, video);
  return video;
}

/**
 * Uploads a post's media and returns its `content`: one video (with its title, if any), one image,
 * several images (multiImage), or nothing for a text post. LinkedIn takes a video alone.
 */
export async function uploadLinkedinMedia(upload: LinkedinUpload, media: readonly MediaFile[], videoTitle?: string): Promise<LinkedinContent | undefined> {
  const video = media.find((file) => file.kind === 'video');
  if (video) {
    if (media.length > 1) throw new InvalidContentError('LinkedIn takes one video per post, without images.');
    const id = await uploadVideo(upload, video);
    return { media: videoTitle ? { id, title: videoTitle } : { id } };
  }
  const images: string[] = [];
  for (const file of media) images.push(await uploadImage(upload, file));
  const [first] = images;
  if (!first) return undefined;
  return images.length === 1 ? { media: { id: first } } : { multiImage: { images: images.map((id) => ({ id })) } };
}

/**
 * A post with a link and no media as LinkedIn's article content: LinkedIn does not read the page
 * of a link posted through its API, so the card (the one Bluesky embeds) is sent with it, its
 * image uploaded as the thumbnail. Undefined when the page gives no card.
 */
export async function linkedinArticle(upload: LinkedinUpload, link: string): Promise<LinkedinContent | undefined> {
  const card = await readLinkCard(upload.config.fetch, link);
  if (!card) return undefined;
  const image = card.imageUrl ? await readCardImage(upload.config.fetch, card.imageUrl) : null;
  const thumbnail = image ? await uploadImage(upload, { read: async () => Buffer.from(image.bytes) }) : undefined;
  return { article: { source: card.url, title: card.title, ...(card.description ? { description: card.description } : {}), ...(thumbnail ? { thumbnail } : {}) } };
}
