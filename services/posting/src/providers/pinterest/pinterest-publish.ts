import type { MediaFile, ProviderConfig, PublishRequest, PublishResult } from '../provider';
import { InvalidContentError } from '../provider-errors';
import { callNetwork } from '../shared/http';
import { stableKey } from '../shared/ids';
import { multipartBody, pollUntil } from '../shared/upload';
import { PINTEREST_ERRORS, pinterest } from './pinterest-api';

const VIDEO_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * The pin's private note (seen only by its owner) carries a marker of the target's idempotency
 * key, so a retry after an unknown outcome finds the pin the earlier attempt made.
 */
export function pinMarker(idempotencyKey: string): string {
  return `ref:${stableKey(idempotencyKey)}`;
}

async function base64(file: MediaFile) {
  return { content_type: file.mimeType, data: (await file.read()).toString('base64') };
}

/** POST /v5/media, the bytes to the returned upload URL (a form post), then GET /v5/media/{id} until succeeded. */
async function uploadVideo(config: ProviderConfig, token: string, video: MediaFile): Promise<string> {
  const registered = await pinterest<{ media_id: string; upload_url: string; upload_parameters: Record<string, string> }>(config, token, {
    method: 'POST',
    path: 'media',
    json: { media_type: 'video' },
    createsSomething: false,
  });
  const bytes = await video.read();
  await callNetwork(
    config,
    {
      method: 'POST',
      url: registered.upload_url,
      body: multipartBody(registered.upload_parameters, [{ name: 'file', fileName: video.fileName, mimeType: video.mimeType, bytes }]),
      createsSomething: false,
    },
    PINTEREST_ERRORS,
  );
  await pollUntil({
    what: 'The Pinterest video',
    intervalMs: config.pollIntervalMs,
    timeoutMs: VIDEO_TIMEOUT_MS,
    async check() {
      const media = await pinterest<{ status: 'registered' | 'processing' | 'succeeded' | 'failed' }>(config, token, {
        method: 'GET',
        path: `media/${registered.media_id}`,
      });
      if (media.status === 'failed') throw new InvalidContentError('Pinterest could not process the video.', { body: media });
      return media.status === 'succeeded' ? { done: true, value: undefined } : { done: false };
    },
  });
  return registered.media_id;
}

async function mediaSource(config: ProviderConfig, token: string, media: readonly MediaFile[]) {
  const video = media.find((item) => item.kind === 'video');
  if (video) return { source_type: 'video_id', media_id: await uploadVideo(config, token, video), cover_image_key_frame_time: 0 };
  const [first] = media;
  if (!first) throw new InvalidContentError('A pin needs an image or a video.');
  if (media.length === 1) return { source_type: 'image_base64', ...(await base64(first)) };
  return { source_type: 'multiple_image_base64', items: await Promise.all(media.map(base64)) };
}

function optional(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export async function publishPin(config: ProviderConfig, request: PublishRequest): Promise<PublishResult> {
  const { account, content } = request;
  const token = account.tokens.accessToken;
  const settings = content.settings;
  const boardId = optional(settings.boardId);
  if (!boardId) throw new InvalidContentError('Choose a Pinterest board.');
  const pin = await pinterest<{ id: string }>(config, token, {
    method: 'POST',
    path: 'pins',
    createsSomething: true,
    json: {
      board_id: boardId,
      board_section_id: optional(settings.boardSectionId),
      title: optional(settings.title),
      description: content.text || undefined,
      link: optional(settings.link),
      alt_text: optional(settings.altText),
      note: pinMarker(request.idempotencyKey),
      media_source: await mediaSource(config, token, request.media),
    },
  });
  return { externalId: pin.id, url: `https://www.pinterest.com/pin/${pin.id}/` };
}

/** The board's recent pins, looking for the one whose note carries this target's marker. */
export async function findPin(config: ProviderConfig, request: PublishRequest): Promise<PublishResult | null> {
  const boardId = optional(request.content.settings.boardId);
  if (!boardId) return null;
  const marker = pinMarker(request.idempotencyKey);
  const pins = await pinterest<{ items: { id: string; note?: string }[] }>(config, request.account.tokens.accessToken, {
    method: 'GET',
    path: `boards/${boardId}/pins`,
    query: { page_size: 50 },
  });
  const found = pins.items.find((pin) => pin.note === marker);
  return found ? { externalId: found.id, url: `https://www.pinterest.com/pin/${found.id}/` } : null;
}
