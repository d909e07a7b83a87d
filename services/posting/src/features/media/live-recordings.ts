import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import Type, { type TProperties } from 'typebox';
import { INTERNAL_TOKEN_HEADER, type PayloadOf, type liveRecordingReady } from '@cadence/contracts';
import { AppError } from '@cadence/service-kit';
import { uploadMedia, type MediaDeps } from './media.service';

export const liveRecordingsEnv = {
  LIVE_INTERNAL_URL: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'The live service’s own address (distributed mode), where recordings asked into the media library are read; unset: from DATA_DIR (all-in-one)' }),
  ),
} satisfies TProperties;

export interface LiveRecordingSource {
  DATA_DIR: string;
  LIVE_INTERNAL_URL?: string | undefined;
  INTERNAL_TOKEN?: string | undefined;
}

type RecordingReady = PayloadOf<typeof liveRecordingReady>;

/** The recording is not there to import (removed with its event, or another machine's file): told to live, not retried. */
class RecordingGone extends AppError {
  constructor(message: string) {
    super('POSTING_MEDIA_RECORDING_GONE', 404, message);
  }
}

/**
 * The recording's bytes: from the live service's internal download with INTERNAL_TOKEN when
 * LIVE_INTERNAL_URL is set, else from the shared DATA_DIR (all-in-one), only under
 * live/recordings so the event's path cannot name another file.
 */
async function openRecording(source: LiveRecordingSource, payload: RecordingReady): Promise<Readable> {
  if (source.LIVE_INTERNAL_URL) {
    const url = `${source.LIVE_INTERNAL_URL.replace(/\/+$/, '')}${payload.downloadPath}?workspace_id=${payload.workspaceId}`;
    const answer = await fetch(url, { headers: { [INTERNAL_TOKEN_HEADER]: source.INTERNAL_TOKEN ?? '' }, redirect: 'error' });
    if (answer.status === 404) throw new RecordingGone('The recording is no longer on the live service');
    if (!answer.ok || !answer.body) throw new Error(`The live service answered ${answer.status} for a recording`);
    return Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>);
  }
  const root = path.resolve(source.DATA_DIR, 'live', 'recordings');
  const file = path.resolve(source.DATA_DIR, payload.file);
  if (!file.startsWith(`${root}${path.sep}`)) throw new RecordingGone('The recording’s path is not a live recording');
  if (!(await stat(file).catch(() => null))?.isFile()) {
    throw new RecordingGone('The recording is not on this server’s disk (in distributed mode, set LIVE_INTERNAL_URL and INTERNAL_TOKEN on posting)');
  }
  return createReadStream(file);
}

/**
 * Imports a recording asked into the media library through the upload path (type sniffed from the
 * bytes, the video size limit, the probe, the poster, the same bytes kept once), as the asking
 * member's upload. Answers the media item, or the library's refusal in plain words; a failure to
 * read the file otherwise throws (the consumer retries).
 */
export async function importLiveRecording(deps: MediaDeps, source: LiveRecordingSource, payload: RecordingReady): Promise<{ mediaId: number | null; error: string | null }> {
  try {
    const file = await openRecording(source, payload);
    const uploaded = await uploadMedia(deps, { userId: payload.userId, workspaceId: payload.workspaceId }, { file, filename: payload.fileName }, undefined);
    return { mediaId: uploaded.item.id, error: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const detail = error.fields?.map((field) => field.message).join('; ');
    return { mediaId: null, error: detail ? `${error.message} (${detail})` : error.message };
  }
}
