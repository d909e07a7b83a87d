import { postingRecordingImported } from '@cadence/contracts';
import { defineHandler } from '@cadence/events';
import * as repository from '../features/events/events.repository';

/**
 * posting.media.recording_imported → the recording links its media library item, or keeps why
 * the library did not take it. Repeated delivery writes the same values again.
 */
export const recordingOnImport = defineHandler({
  event: postingRecordingImported,
  async handle(tx, payload) {
    await repository.updateRecording(tx, payload.workspaceId, payload.recordingId, {
      mediaId: payload.mediaId,
      libraryState: payload.mediaId === null ? 'failed' : 'saved',
      libraryMessage: payload.error,
    });
  },
});
