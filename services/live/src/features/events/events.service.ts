import {
  LIVE_API_DESTINATION_KINDS,
  LIVE_DESTINATION_PERMISSIONS,
  endpointPath,
  LIVE_RECORDING_FILE_PATH,
  liveRecordingReady,
  liveStreamEnded,
  liveStreamStarted,
  type LiveDestination,
  type LiveDestinationBody,
  type LiveDestinationUpdateBody,
  type LiveEvent,
  type LiveEventBody,
  type LiveEventListQuery,
  type LiveEventUpdateBody,
  type LiveHistoryItem,
  type LiveHistoryQuery,
  type LiveRecording,
  type LiveRebroadcastBody,
  type LiveStatus,
  type Language,
} from '@cadence/contracts';
import type { Database, Executor, PageResult } from '@cadence/db';
import { writeEvent } from '@cadence/events';
import { fieldError, requireWorkspace, type Principal, type SecretBox } from '@cadence/service-kit';
import { liveEvents } from '../../db/schema';
import type { LiveFlowDestination, LiveNetworkFlows } from '../destinations/network-flow';
import { checkDestinationLimit, checkStreamLimit } from '../limits/limits.service';
import { LiveNetworkError } from '../networks/network-call';
import type { LiveAccountTokens } from '../networks/posting-accounts';
import { checkStreamServerUrl, type StreamUrlCheck } from '../networks/stream-url';
import type { MediaWorker } from '../relay/media-worker';
import type { RelayTarget } from '../relay/relay-supervisor';
import { liveErrors } from './events.errors';
import * as repository from './events.repository';
import { presentDestination, presentEvent, presentEvents, presentHistory, presentRecording } from './present';

export interface LiveDeps {
  db: Database;
  box: SecretBox;
  /** Null when this process runs no ingest (LIVE_INGEST_ENABLED=false). */
  worker: MediaWorker | null;
  flows: LiveNetworkFlows;
  /** The workspace's connected accounts, as posting answers them: a destination's account is checked against them. */
  accounts: LiveAccountTokens;
  /** How a server URL a user typed is checked (OUTBOUND_ALLOW_PRIVATE; a test's resolver). */
  streamUrls: StreamUrlCheck;
}

/** SecretBox context of a destination's stream key. */
const destinationKeyContext = (workspaceId: number) => `live.destination:${workspaceId}`;

function requireNetwork(principal: Principal, kind: LiveDestinationBody['kind']): void {
  const permission = LIVE_DESTINATION_PERMISSIONS[kind];
  if (!principal.permissions.includes(permission)) throw liveErrors.NETWORK_FORBIDDEN(`Streaming to ${kind} needs the ${permission} permission`);
}

function isApiKind(kind: string): boolean {
  return (LIVE_API_DESTINATION_KINDS as readonly string[]).includes(kind);
}

function last4(key: string): string {
  return key.slice(-4);
}

function destinationValues(workspaceId: number, box: SecretBox, body: LiveDestinationBody, index: number | null): repository.NewDestination {
  const field = (name: string) => (index === null ? name : `destinations[${index}].${name}`);
  if (isApiKind(body.kind)) {
    if (body.account_id === undefined && (body.server_url === undefined || body.stream_key === undefined)) throw fieldError(field('account_id'), `is required for ${body.kind} (or give server_url and stream_key)`);
  } else {
    if (body.server_url === undefined) throw fieldError(field('server_url'), 'is required');
    if (body.stream_key === undefined && body.kind !== 'custom') throw fieldError(field('stream_key'), 'is required');
  }
  const name = body.name.trim();
  if (name === '') throw fieldError(field('name'), 'is required');
  return {
    workspaceId,
    eventId: 0,
    kind: body.kind,
    name,
    serverUrl: body.server_url ?? null,
    keyEncrypted: body.stream_key === undefined ? null : box.encrypt(body.stream_key, destinationKeyContext(workspaceId)),
    keyLast4: body.stream_key === undefined ? null : last4(body.stream_key),
    accountId: body.account_id ?? null,
    encoding: body.encoding ?? null,
  };
}

/** Refuses a server URL a user typed that the relay may not stream to (not rtmp(s), credentials in it, a private address), naming the field. */
async function checkServerUrl(deps: LiveDeps, value: string | undefined, field: string): Promise<void> {
  if (value === undefined) return;
  const problem = await checkStreamServerUrl(value, deps.streamUrls);
  if (problem) throw fieldError(field, problem);
}

const NETWORK_NAMES: Partial<Record<LiveDestinationBody['kind'], string>> = { youtube: 'YouTube', facebook: 'Facebook' };

/**
 * A destination's `account_id` must name a connected account of the caller's workspace on the
 * destination's network (posting holds them and answers for the workspace only): another
 * workspace's account, a disconnected one or another network's is a 400 on the field. Only YouTube
 * and Facebook destinations stream through an account. A broken account is the workspace's own
 * (reconnected before going live); when posting cannot be asked, nothing is saved.
 */
async function checkAccount(deps: LiveDeps, workspaceId: number, kind: LiveDestinationBody['kind'], accountId: number | null | undefined, field: string): Promise<void> {
  if (accountId === undefined || accountId === null) return;
  if (!isApiKind(kind)) throw fieldError(field, 'is only for YouTube and Facebook destinations, which stream through a connected account');
  const network = NETWORK_NAMES[kind] ?? kind;
  let found;
  try {
    found = await deps.accounts({ id: 0, workspaceId, kind, name: network, accountId, externalId: null, encoding: null, event: { id: 0, title: '', description: '', privacy: 'private', scheduledStart: null } });
  } catch (error) {
    if (error instanceof LiveNetworkError && error.kind === 'auth') return;
    if (error instanceof LiveNetworkError && error.kind === 'not_allowed') throw fieldError(field, error.message);
    throw liveErrors.NETWORK_ERROR(error instanceof LiveNetworkError ? error.message : 'The connected accounts could not be reached; try again shortly.');
  }
  if (!found) throw fieldError(field, `is not a connected ${network} account of this workspace`);
}

async function loadEvent(db: Executor, workspaceId: number, id: number, lock = false): Promise<repository.EventRow> {
  const row = await repository.findEvent(db, workspaceId, id, lock);
  if (!row) throw liveErrors.EVENT_NOT_FOUND();
  return row;
}

function cleanEventText<T extends { title?: string; description?: string }>(body: T): T {
  const title = body.title?.trim();
  if (title === '') throw fieldError('title', 'is required');
  return { ...body, ...(title === undefined ? {} : { title }), ...(body.description === undefined ? {} : { description: body.description.trim() }) };
}

export async function list(deps: LiveDeps, principal: Principal, query: LiveEventListQuery): Promise<PageResult<LiveEvent>> {
  const workspaceId = requireWorkspace(principal);
  const page = await repository.listEvents(deps.db, workspaceId, query);
  return { ...page, rows: await presentEvents(deps.db, page.rows) };
}

export async function get(deps: LiveDeps, principal: Principal, id: number): Promise<LiveEvent> {
  const workspaceId = requireWorkspace(principal);
  return presentEvent(deps.db, await loadEvent(deps.db, workspaceId, id));
}

async function createWith(deps: LiveDeps, principal: Principal, body: LiveEventBody, sourceEventId: number | null): Promise<LiveEvent> {
  const workspaceId = requireWorkspace(principal);
  const values = cleanEventText(body);
  if (body.save_to_library && !body.record) throw fieldError('save_to_library', 'needs the stream recorded (record)');
  const destinations = (body.destinations ?? []).map((destination, index) => {
    requireNetwork(principal, destination.kind);
    return destinationValues(workspaceId, deps.box, destination, index);
  });
  for (const [index, destination] of (body.destinations ?? []).entries()) {
    await checkServerUrl(deps, destination.server_url, `destinations[${index}].server_url`);
    await checkAccount(deps, workspaceId, destination.kind, destination.account_id, `destinations[${index}].account_id`);
  }
  await checkDestinationLimit(deps.db, workspaceId, destinations.length);
  return deps.db.transaction(async (tx) => {
    const event = await repository.insertEvent(tx, {
      workspaceId,
      title: values.title,
      description: values.description ?? '',
      privacy: body.privacy ?? 'public',
      scheduledStart: body.scheduled_start ? new Date(body.scheduled_start) : null,
      status: destinations.length > 0 ? 'ready' : 'draft',
      record: body.record ?? false,
      saveToLibrary: body.save_to_library ?? false,
      sourceEventId,
      createdBy: principal.userId,
    });
    await repository.insertDestinations(
      tx,
      destinations.map((destination) => ({ ...destination, eventId: event.id })),
    );
    return presentEvent(tx, event);
  });
}

export function create(deps: LiveDeps, principal: Principal, body: LiveEventBody): Promise<LiveEvent> {
  return createWith(deps, principal, body, null);
}

export async function update(deps: LiveDeps, principal: Principal, id: number, body: LiveEventUpdateBody): Promise<LiveEvent> {
  const workspaceId = requireWorkspace(principal);
  const values = cleanEventText(body);
  return deps.db.transaction(async (tx) => {
    const event = await loadEvent(tx, workspaceId, id, true);
    if (event.status === 'live' || event.status === 'ended') throw liveErrors.WRONG_STATUS(`A ${event.status} event cannot be changed`);
    // Not recording any more takes the library with it; the library alone needs the recording.
    const record = body.record ?? event.record;
    const saveToLibrary = record && (body.save_to_library ?? event.saveToLibrary);
    if (body.save_to_library && !record) throw fieldError('save_to_library', 'needs the stream recorded (record)');
    const row = await repository.updateEvent(tx, workspaceId, id, {
      saveToLibrary,
      ...(values.title === undefined ? {} : { title: values.title }),
      ...(values.description === undefined ? {} : { description: values.description }),
      ...(body.privacy === undefined ? {} : { privacy: body.privacy }),
      ...(body.scheduled_start === undefined ? {} : { scheduledStart: body.scheduled_start === null ? null : new Date(body.scheduled_start) }),
      ...(body.record === undefined ? {} : { record: body.record }),
    });
    return presentEvent(tx, row!);
  });
}

export async function remove(deps: LiveDeps, principal: Principal, id: number): Promise<LiveEvent> {
  const workspaceId = requireWorkspace(principal);
  return deps.db.transaction(async (tx) => {
    const event = await loadEvent(tx, workspaceId, id, true);
    if (event.status === 'live') throw liveErrors.WRONG_STATUS('End the stream before deleting it');
    const presented = await presentEvent(tx, event);
    await repository.deleteEvent(tx, workspaceId, id);
    return presented;
  });
}

async function refreshStatus(tx: Executor, event: repository.EventRow): Promise<void> {
  if (event.status !== 'draft' && event.status !== 'ready') return;
  const total = await repository.countDestinations(tx, event.id);
  const status = total > 0 ? 'ready' : 'draft';
  if (status !== event.status) await repository.updateEvent(tx, event.workspaceId, event.id, { status });
}

export async function addDestination(deps: LiveDeps, principal: Principal, eventId: number, body: LiveDestinationBody): Promise<LiveDestination> {
  const workspaceId = requireWorkspace(principal);
  requireNetwork(principal, body.kind);
  const values = destinationValues(workspaceId, deps.box, body, null);
  await checkServerUrl(deps, body.server_url, 'server_url');
  await checkAccount(deps, workspaceId, body.kind, body.account_id, 'account_id');
  const { row, event } = await deps.db.transaction(async (tx) => {
    const event = await loadEvent(tx, workspaceId, eventId, true);
    if (event.status === 'ended') throw liveErrors.WRONG_STATUS('The stream has ended');
    await checkDestinationLimit(tx, workspaceId, (await repository.countDestinations(tx, eventId)) + 1);
    const [row] = await repository.insertDestinations(tx, [{ ...values, eventId }]);
    await refreshStatus(tx, event);
    return { row: row!, event };
  });
  if (event.status === 'live' && deps.worker) {
    const target = await targetOf(deps, event, row);
    await repository.updateDestination(deps.db, eventId, row.id, { state: 'connecting' });
    deps.worker.relay.add(eventId, target);
    return presentDestination((await repository.findDestination(deps.db, eventId, row.id)) ?? row);
  }
  return presentDestination(row);
}

export async function updateDestination(deps: LiveDeps, principal: Principal, eventId: number, destinationId: number, body: LiveDestinationUpdateBody): Promise<LiveDestination> {
  const workspaceId = requireWorkspace(principal);
  await checkServerUrl(deps, body.server_url, 'server_url');
  if (body.account_id !== undefined && body.account_id !== null) {
    // Asked of posting before the rows are locked (a destination's kind never changes).
    await loadEvent(deps.db, workspaceId, eventId);
    const current = await repository.findDestination(deps.db, eventId, destinationId);
    if (!current) throw liveErrors.DESTINATION_NOT_FOUND();
    requireNetwork(principal, current.kind);
    await checkAccount(deps, workspaceId, current.kind, body.account_id, 'account_id');
  }
  return deps.db.transaction(async (tx) => {
    const event = await loadEvent(tx, workspaceId, eventId, true);
    const current = await repository.findDestination(tx, eventId, destinationId);
    if (!current) throw liveErrors.DESTINATION_NOT_FOUND();
    requireNetwork(principal, current.kind);
    if (event.status === 'live' && (body.server_url !== undefined || body.stream_key !== undefined || body.encoding !== undefined || body.account_id !== undefined)) {
      throw liveErrors.WRONG_STATUS("A live destination's server, key, account and encoding change once the stream ends (remove it and add it again)");
    }
    const name = body.name?.trim();
    if (name === '') throw fieldError('name', 'is required');
    const row = await repository.updateDestination(tx, eventId, destinationId, {
      ...(name === undefined ? {} : { name }),
      ...(body.server_url === undefined ? {} : { serverUrl: body.server_url }),
      ...(body.stream_key === undefined ? {} : { keyEncrypted: deps.box.encrypt(body.stream_key, destinationKeyContext(workspaceId)), keyLast4: last4(body.stream_key) }),
      ...(body.account_id === undefined ? {} : { accountId: body.account_id }),
      ...(body.encoding === undefined ? {} : { encoding: body.encoding }),
    });
    return presentDestination(row!);
  });
}

export async function removeDestination(deps: LiveDeps, principal: Principal, eventId: number, destinationId: number): Promise<LiveDestination> {
  const workspaceId = requireWorkspace(principal);
  const row = await deps.db.transaction(async (tx) => {
    const event = await loadEvent(tx, workspaceId, eventId, true);
    const current = await repository.findDestination(tx, eventId, destinationId);
    if (!current) throw liveErrors.DESTINATION_NOT_FOUND();
    requireNetwork(principal, current.kind);
    const removed = await repository.deleteDestination(tx, eventId, destinationId);
    await refreshStatus(tx, event);
    return removed!;
  });
  await deps.worker?.relay.remove(eventId, destinationId);
  return presentDestination(row);
}

function flowDestination(event: repository.EventRow, row: repository.DestinationRow): LiveFlowDestination {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    kind: row.kind,
    name: row.name,
    accountId: row.accountId,
    externalId: row.externalId,
    encoding: row.encoding,
    event: { id: event.id, title: event.title, description: event.description, privacy: event.privacy, scheduledStart: event.scheduledStart },
  };
}

/** Where the relay sends a destination: its server and key, prepared through the network's flow when it has one and no key yet. */
async function targetOf(deps: LiveDeps, event: repository.EventRow, row: repository.DestinationRow): Promise<RelayTarget> {
  let serverUrl = row.serverUrl;
  let key = row.keyEncrypted === null ? null : deps.box.decrypt(row.keyEncrypted, destinationKeyContext(row.workspaceId));
  // A server the network's API answered (now or earlier) is the network's own; one the user typed is checked.
  let typed = row.externalId === null;
  const flow = deps.flows[row.kind];
  if (flow && (serverUrl === null || key === null)) {
    let prepared;
    try {
      prepared = await flow.prepare(flowDestination(event, row));
    } catch (error) {
      throw liveErrors.NETWORK_ERROR(`${row.name}: ${error instanceof Error ? error.message : 'the network did not answer'}`);
    }
    serverUrl = prepared.serverUrl;
    key = prepared.streamKey;
    typed = false;
    await repository.updateDestination(deps.db, event.id, row.id, {
      serverUrl,
      keyEncrypted: deps.box.encrypt(key, destinationKeyContext(row.workspaceId)),
      keyLast4: last4(key),
      externalId: prepared.externalId,
    });
  }
  if (serverUrl === null) throw liveErrors.DESTINATION_INCOMPLETE(`${row.name} needs a server URL${isApiKind(row.kind) ? ' (or its network connected)' : ''}`);
  // A typed server's name may resolve elsewhere since it was saved: checked again before each start.
  if (typed) {
    const problem = await checkStreamServerUrl(serverUrl, deps.streamUrls);
    if (problem) throw liveErrors.DESTINATION_INCOMPLETE(`${row.name}: ${problem}`);
  }
  const url = key === null || key === '' ? serverUrl : `${serverUrl.replace(/\/+$/, '')}/${key}`;
  return { id: row.id, url, encoding: row.encoding };
}

/** The members a stream's events are told to: its creator and whoever took it live. */
export function toldOf(event: repository.EventRow): number[] {
  return [...new Set([event.createdBy, ...(event.startedBy === null ? [] : [event.startedBy])])];
}

function requireWorker(deps: LiveDeps): MediaWorker {
  if (!deps.worker) throw liveErrors.NO_SOURCE('This server runs no live ingest');
  return deps.worker;
}

async function status(deps: LiveDeps, event: repository.EventRow): Promise<LiveStatus> {
  const rows = await repository.destinationsOf(deps.db, [event.id]);
  const source = deps.worker?.ingest.source(event.workspaceId) ?? null;
  return {
    event_id: event.id,
    status: event.status,
    started_at: event.startedAt?.toISOString() ?? null,
    source: {
      publishing: source !== null,
      on_slate: deps.worker?.relay.onSlate(event.id) ?? false,
      video: source?.video ?? null,
      audio: source?.audio ?? null,
      bitrate_kbps: source?.bitrateKbps ?? null,
    },
    recording: deps.worker?.taps.isRecording(event.id) ?? false,
    destinations: rows.map(presentDestination),
  };
}

export async function liveStatus(deps: LiveDeps, principal: Principal, id: number): Promise<LiveStatus> {
  const workspaceId = requireWorkspace(principal);
  return status(deps, await loadEvent(deps.db, workspaceId, id));
}

/** Starts the event's relays; `language` is the one its holding slate speaks (the caller's). */
export async function goLive(deps: LiveDeps, principal: Principal, id: number, language: Language = 'en'): Promise<LiveStatus> {
  const workspaceId = requireWorkspace(principal);
  const worker = requireWorker(deps);
  const event = await loadEvent(deps.db, workspaceId, id);
  if (event.status === 'live') throw liveErrors.WRONG_STATUS('The event is already live');
  if (event.status === 'ended') throw liveErrors.WRONG_STATUS('The stream has ended: schedule a rebroadcast of its recording instead');
  const rows = await repository.destinationsOf(deps.db, [id]);
  if (rows.length === 0) throw liveErrors.DESTINATION_INCOMPLETE('Add a destination before going live');
  for (const row of rows) requireNetwork(principal, row.kind);
  await checkStreamLimit(deps.db, workspaceId, await repository.countLive(deps.db, workspaceId));
  await checkDestinationLimit(deps.db, workspaceId, rows.length);
  if (!worker.ingest.isPublishing(workspaceId)) throw liveErrors.NO_SOURCE();
  const targets: RelayTarget[] = [];
  for (const row of rows) targets.push(await targetOf(deps, event, row));
  const started = await deps.db.transaction(async (tx) => {
    const locked = await loadEvent(tx, workspaceId, id, true);
    if (locked.status === 'live' || locked.status === 'ended') throw liveErrors.WRONG_STATUS();
    await checkStreamLimit(tx, workspaceId, await repository.countLive(tx, workspaceId));
    const row = await repository.updateEvent(tx, workspaceId, id, { status: 'live', startedAt: new Date(), startedBy: principal.userId, endedAt: null, endReason: null });
    await repository.updateDestinationsOf(tx, id, { state: 'connecting', reason: null, reconnects: 0, droppedFrames: 0, bitrateKbps: null, fps: null, nextRetryAt: null });
    await writeEvent(tx, liveEvents, liveStreamStarted, { eventId: id, workspaceId, title: row!.title, userIds: toldOf(row!), startedAt: row!.startedAt!.toISOString(), destinations: rows.length, byUserId: principal.userId });
    return row!;
  });
  await worker.goLive(started, targets, language);
  for (const row of rows) {
    const flow = deps.flows[row.kind];
    if (flow?.goLive) {
      const fresh = (await repository.findDestination(deps.db, id, row.id)) ?? row;
      void flow.goLive(flowDestination(started, fresh)).catch((error: unknown) =>
        repository.updateDestination(deps.db, id, row.id, { reason: `${row.name}: ${error instanceof Error ? error.message : 'the network did not start the broadcast'}` }),
      );
    }
  }
  return status(deps, started);
}

/** Asks posting to put a recording into the media library: `live.recording.ready` in the transaction that marks it pending. */
async function askLibrary(tx: Executor, event: repository.EventRow, recording: repository.RecordingRow, userId: number): Promise<repository.RecordingRow> {
  const row = await repository.updateRecording(tx, event.workspaceId, recording.id, { libraryState: 'pending', libraryMessage: null });
  await writeEvent(tx, liveEvents, liveRecordingReady, {
    recordingId: recording.id,
    eventId: event.id,
    workspaceId: event.workspaceId,
    userId,
    // Posting cleans the name as it does an upload's.
    fileName: `${event.title.slice(0, 90)}.mp4`,
    mimeType: 'video/mp4',
    sizeBytes: recording.sizeBytes,
    file: recording.path,
    downloadPath: endpointPath(LIVE_RECORDING_FILE_PATH, { id: recording.id }),
  });
  return row!;
}

/** A member asks for an ended event's recording in the media library; asking again while it is pending or saved changes nothing. */
export async function saveRecording(deps: LiveDeps, principal: Principal, id: number): Promise<LiveRecording> {
  const workspaceId = requireWorkspace(principal);
  return deps.db.transaction(async (tx) => {
    const event = await loadEvent(tx, workspaceId, id, true);
    const [recording] = await repository.recordingsOf(tx, [id]);
    if (!recording) throw liveErrors.RECORDING_NOT_FOUND();
    if (recording.libraryState === 'pending' || recording.libraryState === 'saved') return presentRecording(recording);
    return presentRecording(await askLibrary(tx, event, recording, principal.userId));
  });
}

/** Ends a live event: relays stopped, the recording kept, destinations ended (failed ones stay failed). */
export async function endEvent(deps: LiveDeps, workspaceId: number, id: number, reason: 'ended_by_user' | 'source_lost'): Promise<repository.EventRow> {
  const event = await loadEvent(deps.db, workspaceId, id);
  if (event.status !== 'live') throw liveErrors.WRONG_STATUS('The event is not live');
  const recording = deps.worker ? await deps.worker.end(id) : null;
  const ended = await deps.db.transaction(async (tx) => {
    const locked = await loadEvent(tx, workspaceId, id, true);
    if (locked.status !== 'live') throw liveErrors.WRONG_STATUS('The event is not live');
    const endedAt = new Date();
    const row = await repository.updateEvent(tx, workspaceId, id, { status: 'ended', endedAt, endReason: reason });
    const destinations = await repository.destinationsOf(tx, [id]);
    for (const destination of destinations) {
      if (destination.state !== 'failed') await repository.updateDestination(tx, id, destination.id, { state: 'ended', nextRetryAt: null, bitrateKbps: null, fps: null });
    }
    const saved = recording ? await repository.insertRecording(tx, { eventId: id, workspaceId, path: recording.relativePath, sizeBytes: recording.sizeBytes, durationSeconds: recording.durationSeconds }) : null;
    if (saved && locked.saveToLibrary) await askLibrary(tx, locked, saved, locked.createdBy);
    await writeEvent(tx, liveEvents, liveStreamEnded, {
      eventId: id,
      workspaceId,
      title: locked.title,
      userIds: toldOf(locked),
      endedAt: endedAt.toISOString(),
      durationSeconds: Math.max(0, Math.round((endedAt.getTime() - (locked.startedAt ?? endedAt).getTime()) / 1000)),
      reason,
      recordingId: saved?.id ?? null,
    });
    return row!;
  });
  for (const row of await repository.destinationsOf(deps.db, [id])) {
    const flow = deps.flows[row.kind];
    if (flow?.end) void flow.end(flowDestination(ended, row)).catch(() => undefined);
  }
  return ended;
}

export async function end(deps: LiveDeps, principal: Principal, id: number): Promise<LiveStatus> {
  const workspaceId = requireWorkspace(principal);
  return status(deps, await endEvent(deps, workspaceId, id, 'ended_by_user'));
}

export async function retryDestination(deps: LiveDeps, principal: Principal, eventId: number, destinationId: number): Promise<LiveDestination> {
  const workspaceId = requireWorkspace(principal);
  const event = await loadEvent(deps.db, workspaceId, eventId);
  const row = await repository.findDestination(deps.db, eventId, destinationId);
  if (!row) throw liveErrors.DESTINATION_NOT_FOUND();
  requireNetwork(principal, row.kind);
  if (event.status !== 'live') throw liveErrors.WRONG_STATUS('Only a live event retries its destinations');
  if (row.state !== 'retrying' && row.state !== 'failed') throw liveErrors.WRONG_STATUS(`The destination is ${row.state}`);
  const worker = requireWorker(deps);
  if (row.state === 'failed' || !worker.relay.retry(eventId, destinationId)) {
    await worker.relay.remove(eventId, destinationId);
    const target = await targetOf(deps, event, row);
    await repository.updateDestination(deps.db, eventId, destinationId, { state: 'connecting', reason: null, nextRetryAt: null });
    worker.relay.add(eventId, target);
  }
  return presentDestination((await repository.findDestination(deps.db, eventId, destinationId)) ?? row);
}

export async function history(deps: LiveDeps, principal: Principal, query: LiveHistoryQuery): Promise<PageResult<LiveHistoryItem>> {
  const workspaceId = requireWorkspace(principal);
  const page = await repository.listHistory(deps.db, workspaceId, query);
  return { ...page, rows: await presentHistory(deps.db, page.rows) };
}

export async function rebroadcast(deps: LiveDeps, principal: Principal, id: number, body: LiveRebroadcastBody): Promise<LiveEvent> {
  const workspaceId = requireWorkspace(principal);
  const source = await loadEvent(deps.db, workspaceId, id);
  const [recording] = await repository.recordingsOf(deps.db, [id]);
  if (!recording) throw liveErrors.RECORDING_NOT_FOUND();
  if (new Date(body.scheduled_start).getTime() <= Date.now()) throw fieldError('scheduled_start', 'must be in the future');
  return createWith(
    deps,
    principal,
    {
      title: body.title ?? source.title,
      description: body.description ?? source.description,
      privacy: body.privacy ?? source.privacy,
      scheduled_start: body.scheduled_start,
      record: false,
      destinations: body.destinations ?? [],
    },
    source.id,
  );
}
