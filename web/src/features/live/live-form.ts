import { LIVE_API_DESTINATION_KINDS, type LiveDestinationBody, type LiveDestinationKind, type LiveEventBody, type LivePrivacy } from '@cadence/contracts';
import { wallClockToUtc, type WallClock } from '../composer/schedule-time';

/** A destination as the form holds it: every field a string until it is sent. */
export interface DestinationDraft {
  /** A stable key for the list. */
  key: string;
  kind: LiveDestinationKind;
  name: string;
  accountId: string;
  serverUrl: string;
  streamKey: string;
}

export interface EventDraft {
  title: string;
  description: string;
  privacy: LivePrivacy;
  start: WallClock;
  record: boolean;
  /** Also put the recording into the media library when the stream ends (only while recording). */
  saveToLibrary: boolean;
  destinations: DestinationDraft[];
}

/** The message key of each field that is not right, by the field name the server uses too. */
export type DraftErrors = Record<string, 'required' | 'serverUrl' | 'past' | 'account'>;

const SERVER_URL = /^rtmps?:\/\/\S{3,}$/i;

export function usesNetworkApi(kind: LiveDestinationKind): boolean {
  return (LIVE_API_DESTINATION_KINDS as readonly string[]).includes(kind);
}

let nextKey = 0;
export function emptyDestination(kind: LiveDestinationKind, name = ''): DestinationDraft {
  nextKey += 1;
  return { key: `d${nextKey}`, kind, name, accountId: '', serverUrl: '', streamKey: '' };
}

export function destinationErrors(draft: DestinationDraft, prefix = ''): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.name.trim() === '') errors[`${prefix}name`] = 'required';
  if (usesNetworkApi(draft.kind)) {
    if (draft.accountId === '') errors[`${prefix}account_id`] = 'account';
  } else {
    if (!SERVER_URL.test(draft.serverUrl.trim())) errors[`${prefix}server_url`] = 'serverUrl';
    if (draft.streamKey.trim() === '') errors[`${prefix}stream_key`] = 'required';
  }
  return errors;
}

export function destinationBody(draft: DestinationDraft): LiveDestinationBody {
  if (usesNetworkApi(draft.kind)) return { kind: draft.kind, name: draft.name.trim(), account_id: Number(draft.accountId) };
  return { kind: draft.kind, name: draft.name.trim(), server_url: draft.serverUrl.trim(), stream_key: draft.streamKey.trim() };
}

/** What is wrong with the draft before it is sent (the server checks it again). */
export function eventErrors(draft: EventDraft, zone: string, now: number): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.title.trim() === '') errors.title = 'required';
  if (draft.start.date !== '' || draft.start.time !== '') {
    const at = wallClockToUtc(draft.start, zone);
    if (at === null) errors.scheduled_start = 'required';
    else if (Date.parse(at) < now - 60_000) errors.scheduled_start = 'past';
  }
  draft.destinations.forEach((destination, index) => Object.assign(errors, destinationErrors(destination, `destinations.${index}.`)));
  return errors;
}

/** The create body: the start (optional) as a UTC instant of the wall clock in the user's zone. */
export function eventBody(draft: EventDraft, zone: string): LiveEventBody {
  const start = draft.start.date === '' && draft.start.time === '' ? null : wallClockToUtc(draft.start, zone);
  return {
    title: draft.title.trim(),
    description: draft.description,
    privacy: draft.privacy,
    scheduled_start: start,
    record: draft.record,
    save_to_library: draft.record && draft.saveToLibrary,
    destinations: draft.destinations.map(destinationBody),
  };
}
