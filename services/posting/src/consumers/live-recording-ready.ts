import { liveRecordingReady, postingRecordingImported } from '@cadence/contracts';
import { defineHandler, writeEvent, type EventHandler } from '@cadence/events';
import { postingEvents } from '../db/schema';
import { importLiveRecording } from '../features/media/live-recordings';
import { mediaDepsOf } from '../features/media/media.deps';
import type { PostingContext } from '../parts';

/**
 * live.recording.ready → the recording joins the workspace's media library through the upload
 * checks, and posting.media.recording_imported tells live the item or why the library refused it.
 * The file is streamed to storage and recorded before the consumer's transaction opens (an hour
 * of video holds none open); the transaction only writes the answer. A read that fails (live
 * unreachable) throws and is retried with backoff; a repeat finds the same bytes already in the
 * library and answers that item.
 */
export function liveRecordingOnReady(context: PostingContext): EventHandler {
  return defineHandler({
    event: liveRecordingReady,
    prepare: (payload) => importLiveRecording(mediaDepsOf(context), context.config, payload),
    async handle(tx, payload, _message, outcome) {
      if (!outcome) throw new Error('the recording was not imported before the transaction');
      if (outcome.error) context.log.warn({ recordingId: payload.recordingId, workspaceId: payload.workspaceId, reason: outcome.error }, 'a live recording was not taken into the media library');
      await writeEvent(tx, postingEvents, postingRecordingImported, { recordingId: payload.recordingId, workspaceId: payload.workspaceId, ...outcome });
    },
  });
}
