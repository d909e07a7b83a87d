import { describe, expect, it } from 'vitest';
import type { MediaFacts, Post } from '@cadence/contracts';
import { composerFromPost, contentFor, emptyComposer, overridesFor, postBody, selectedAccounts, selectedNetworks, withOverride, type AccountRef } from './compose-state';
import { textCounter } from './network-counter';

const schedule = { date: '2026-11-24', time: '09:00' };
const accounts: AccountRef[] = [
  { id: 1, type: 'bluesky' },
  { id: 2, type: 'wordpress-org' },
  { id: 3, type: 'bluesky' },
  { id: 4, type: 'twitter' },
];
const image: MediaFacts = { kind: 'image', mimeType: 'image/png', sizeBytes: 2048, width: 800, height: 600 };
const media = new Map<number, MediaFacts>([[7, image]]);

function base() {
  return { ...emptyComposer(schedule, 'Europe/Paris'), text: 'Hello', mediaIds: [7], accountIds: [1, 2] };
}

describe('selection', () => {
  it('adds the accounts of picked groups once and lists their networks in a stable order', () => {
    const picked = selectedAccounts({ accountIds: [2], groupIds: [9] }, accounts, [{ id: 9, accountIds: [1, 2, 3] }]);
    expect(picked.map((account) => account.id)).toEqual([1, 2, 3]);
    expect(selectedNetworks(picked)).toEqual(['bluesky', 'wordpress-org']);
  });
});

describe('overrides', () => {
  it('uses the main post where a network has no override, and its own fields where it has', () => {
    const state = withOverride(base(), 'bluesky', 'text', 'Short for Bluesky');
    expect(contentFor(state, 'bluesky', media)).toEqual({ text: 'Short for Bluesky', media: [image], settings: {} });
    expect(contentFor(state, 'wordpress-org', media)).toEqual({ text: 'Hello', media: [image], settings: {} });
  });

  it('an override without media publishes no media; clearing the field goes back to the main post', () => {
    let state = withOverride(base(), 'bluesky', 'mediaIds', []);
    expect(contentFor(state, 'bluesky', media).media).toEqual([]);
    state = withOverride(state, 'bluesky', 'mediaIds', undefined);
    expect(state.overrides.bluesky).toBeUndefined();
    expect(contentFor(state, 'bluesky', media).media).toEqual([image]);
  });

  it('gives every selected account of a network its override, and none to the others', () => {
    const state = withOverride(withOverride(base(), 'bluesky', 'text', 'B'), 'bluesky', 'thread', ['two', ' ']);
    expect(overridesFor(state, accounts)).toEqual([
      { accountId: 1, text: 'B', thread: ['two'] },
      { accountId: 3, text: 'B', thread: ['two'] },
    ]);
  });
});

describe('postBody', () => {
  it('converts the wall clock in the chosen zone to a UTC instant and keeps only selected networks settings', () => {
    const state = { ...base(), settings: { 'wordpress-org': { title: 'Launch' }, youtube: { title: 'Unused' } } };
    const body = postBody(state, 'schedule', selectedAccounts(state, accounts, []));
    expect(body).toMatchObject({ mode: 'schedule', scheduledAt: '2026-11-24T08:00:00.000Z', timeZone: 'Europe/Paris', accountIds: [1, 2], settings: { 'wordpress-org': { title: 'Launch' } } });
    expect(body.settings).not.toHaveProperty('youtube');
  });

  it('sends no date to publish now', () => {
    expect(postBody(base(), 'now', [])).not.toHaveProperty('scheduledAt');
  });
});

describe('composerFromPost', () => {
  it('reads overrides per network back from the targets and the schedule in the post zone', () => {
    const target = { attempts: 0, nextAttemptAt: null, externalId: null, url: null, errorMessage: null, errorBody: null, retryable: false, publishedAt: null, status: 'pending', settings: null, firstComment: null, mediaIds: null } as const;
    const post: Post = {
      id: 5, workspaceId: 1, authorId: 1, status: 'scheduled', text: 'Main', mediaIds: [7], firstComment: null, settings: {},
      scheduledAt: '2026-11-24T01:00:00.000Z', timeZone: 'Asia/Shanghai', publishBy: '2026-11-24T04:30:00.000Z', needsApproval: false, review: null, sentBack: false, partial: false,
      targets: [
        { ...target, id: 1, accountId: 1, platform: 'bluesky', accountName: 'a', text: 'Own', thread: ['next'] },
        { ...target, id: 2, accountId: 2, platform: 'wordpress-org', accountName: 'b', text: null, thread: null },
      ],
      createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z',
    };
    const state = composerFromPost(post, schedule);
    expect(state.schedule).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(state.publishBy).toEqual({ date: '2026-11-24', time: '12:30' });
    expect(postBody(state, 'schedule', []).publishBy).toBe('2026-11-24T04:30:00.000Z');
    expect(postBody({ ...state, publishBy: null }, 'schedule', [])).not.toHaveProperty('publishBy');
    expect(state.accountIds).toEqual([1, 2]);
    expect(state.overrides).toEqual({ bluesky: { text: 'Own', thread: ['next'] } });
  });
});

describe('textCounter', () => {
  it('counts as each network counts', () => {
    const url = 'https://example.com/a/very/long/path/that/is/longer/than/twenty-three/characters';
    expect(textCounter('twitter', url).count).toBe(23);
    expect(textCounter('twitter', '你好').count).toBe(4);
    expect(textCounter('bluesky', '👍🏽👍🏽').count).toBe(2);
    expect(textCounter('linkedin', '👍🏽').count).toBe(4);
  });

  it('says when the text nears or passes the limit', () => {
    expect(textCounter('bluesky', 'a'.repeat(100))).toMatchObject({ max: 300, left: 200, state: 'ok' });
    expect(textCounter('bluesky', 'a'.repeat(295)).state).toBe('near');
    expect(textCounter('bluesky', 'a'.repeat(301))).toMatchObject({ left: -1, state: 'over' });
  });
});

describe('settingFields', async () => {
  const { settingFields, parseList, withSetting } = await import('./settings-fields');
  it('reads the network settings form from its schema', () => {
    const youtube = settingFields('youtube');
    expect(youtube.find((field) => field.key === 'title')).toMatchObject({ kind: 'text', required: true, maxLength: 100 });
    expect(youtube.find((field) => field.key === 'privacy')).toMatchObject({ kind: 'choice', options: expect.arrayContaining(['public', 'private']) });
    expect(youtube.find((field) => field.key === 'madeForKids')).toMatchObject({ kind: 'switch' });
    expect(settingFields('wordpress-org').find((field) => field.key === 'tags')).toMatchObject({ kind: 'list' });
    expect(settingFields('instagram').find((field) => field.key === 'format')).toMatchObject({ kind: 'choice', options: expect.arrayContaining(['reel', 'story', 'carousel']) });
  });

  it('turns typed lists into arrays and drops emptied values', () => {
    expect(parseList(' launch, news ,, ')).toEqual(['launch', 'news']);
    expect(withSetting({ title: 'A', tags: ['x'] }, 'tags', [])).toEqual({ title: 'A' });
    expect(withSetting({}, 'privacy', 'unlisted')).toEqual({ privacy: 'unlisted' });
  });
});
