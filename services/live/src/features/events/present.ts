import { endpointPath, LIVE_RECORDING_PATH, type LiveDestination, type LiveEvent, type LiveHistoryItem, type LiveRecording } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import * as repository from './events.repository';

export function presentDestination(row: repository.DestinationRow): LiveDestination {
  return {
    id: row.id,
    event_id: row.eventId,
    kind: row.kind,
    name: row.name,
    server_url: row.serverUrl,
    has_key: row.keyEncrypted !== null,
    key_last4: row.keyLast4,
    account_id: row.accountId,
    external_id: row.externalId,
    encoding: row.encoding,
    state: row.state,
    reason: row.reason,
    reconnects: row.reconnects,
    bitrate_kbps: row.bitrateKbps,
    fps: row.fps,
    dropped_frames: row.droppedFrames,
    network_health: row.networkHealth,
    next_retry_at: row.nextRetryAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentRecording(row: repository.RecordingRow): LiveRecording {
  return {
    id: row.id,
    size_bytes: row.sizeBytes,
    duration_seconds: row.durationSeconds,
    media_id: row.mediaId,
    library_state: row.libraryState,
    library_message: row.libraryMessage,
    download_path: endpointPath(LIVE_RECORDING_PATH, { id: row.eventId }),
    created_at: row.createdAt.toISOString(),
  };
}

export async function presentEvents(db: Executor, rows: repository.EventRow[]): Promise<LiveEvent[]> {
  const ids = rows.map((row) => row.id);
  const [allDestinations, allRecordings] = await Promise.all([repository.destinationsOf(db, ids), repository.recordingsOf(db, ids)]);
  return rows.map((row) => {
    const recording = allRecordings.find((candidate) => candidate.eventId === row.id);
    return {
      id: row.id,
      workspace_id: row.workspaceId,
      title: row.title,
      description: row.description,
      privacy: row.privacy,
      scheduled_start: row.scheduledStart?.toISOString() ?? null,
      status: row.status,
      record: row.record,
      save_to_library: row.saveToLibrary,
      started_at: row.startedAt?.toISOString() ?? null,
      ended_at: row.endedAt?.toISOString() ?? null,
      source_event_id: row.sourceEventId,
      recording: recording ? presentRecording(recording) : null,
      destinations: allDestinations.filter((destination) => destination.eventId === row.id).map(presentDestination),
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function presentEvent(db: Executor, row: repository.EventRow): Promise<LiveEvent> {
  const [event] = await presentEvents(db, [row]);
  return event!;
}

export async function presentHistory(db: Executor, rows: repository.EventRow[]): Promise<LiveHistoryItem[]> {
  const events = await presentEvents(db, rows);
  return events.map((event) => {
    const started = new Date(event.started_at ?? event.created_at);
    const ended = new Date(event.ended_at ?? event.updated_at);
    const reconnects = event.destinations.reduce((sum, destination) => sum + destination.reconnects, 0);
    const failed = event.destinations.filter((destination) => destination.state === 'failed').length;
    return {
      id: event.id,
      title: event.title,
      started_at: started.toISOString(),
      ended_at: ended.toISOString(),
      duration_seconds: Math.max(0, Math.round((ended.getTime() - started.getTime()) / 1000)),
      destinations: event.destinations.length,
      health: failed > 0 ? 'failed' : reconnects > 0 ? 'degraded' : 'good',
      reconnects,
      dropped_frames: event.destinations.reduce((sum, destination) => sum + destination.dropped_frames, 0),
      failed_destinations: failed,
      recording: event.recording,
    };
  });
}
