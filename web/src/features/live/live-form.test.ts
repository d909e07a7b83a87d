import { describe, expect, it } from 'vitest';
import { destinationBody, emptyDestination, eventBody, eventErrors, type EventDraft } from './live-form';

const draft = (overrides: Partial<EventDraft> = {}): EventDraft => ({
  title: 'Launch',
  description: '',
  privacy: 'public',
  start: { date: '', time: '' },
  record: true,
  saveToLibrary: false,
  destinations: [],
  ...overrides,
});

describe('live event form', () => {
  it('needs a title, an account for YouTube, an rtmp(s) server and a key for the others', () => {
    const youtube = emptyDestination('youtube', 'YouTube');
    const custom = { ...emptyDestination('custom', 'Mine'), serverUrl: 'http://example.com/live' };
    expect(eventErrors(draft({ title: ' ', destinations: [youtube, custom] }), 'UTC', Date.now())).toEqual({
      title: 'required',
      'destinations.0.account_id': 'account',
      'destinations.1.server_url': 'serverUrl',
      'destinations.1.stream_key': 'required',
    });
  });

  it('refuses a start in the past and sends the wall clock of the user zone as UTC', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(eventErrors(draft({ start: { date: '2026-06-01', time: '09:00' } }), 'UTC', now)).toEqual({ scheduled_start: 'past' });
    const body = eventBody(draft({ start: { date: '2026-06-01', time: '14:30' } }), 'Europe/Bucharest');
    expect(body.scheduled_start).toBe('2026-06-01T11:30:00.000Z');
    expect(eventBody(draft(), 'UTC').scheduled_start).toBeNull();
    // The media library takes only a recording.
    expect(eventBody(draft({ saveToLibrary: true }), 'UTC').save_to_library).toBe(true);
    expect(eventBody(draft({ record: false, saveToLibrary: true }), 'UTC').save_to_library).toBe(false);
  });

  it('sends the account for API networks and the server and key for the others', () => {
    expect(destinationBody({ ...emptyDestination('facebook', ' Page '), accountId: '7', serverUrl: 'rtmps://x/y' })).toEqual({ kind: 'facebook', name: 'Page', account_id: 7 });
    expect(destinationBody({ ...emptyDestination('tiktok', 'TikTok'), serverUrl: ' rtmp://push.tiktok.com/live ', streamKey: ' abc ' })).toEqual({ kind: 'tiktok', name: 'TikTok', server_url: 'rtmp://push.tiktok.com/live', stream_key: 'abc' });
  });
});
