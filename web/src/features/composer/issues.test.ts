import { describe, expect, it } from 'vitest';
import type { MediaFacts } from '@cadence/contracts';
import { emptyComposer, withOverride } from './compose-state';
import { issuesByNetwork, serverErrorsByAccount } from './issues';

const image: MediaFacts = { kind: 'image', mimeType: 'image/png', sizeBytes: 2048, width: 800, height: 600 };

describe('issuesByNetwork', () => {
  it('checks each network against its own rules and its own override', () => {
    let state = { ...emptyComposer({ date: '2026-11-24', time: '09:00' }, 'UTC'), text: 'x'.repeat(301), firstComment: 'hello' };
    state = withOverride(state, 'wordpress-org', 'text', 'Fine for WordPress');
    const issues = issuesByNetwork(state, ['bluesky', 'wordpress-org', 'instagram'], new Map([[7, image]]));
    expect(issues.get('bluesky')?.map((issue) => issue.code)).toEqual(['text.tooLong']);
    expect(issues.get('bluesky')?.[0]?.params).toMatchObject({ max: 300, count: 301 });
    expect(issues.get('wordpress-org')?.some((issue) => issue.code.startsWith('text') || issue.code.startsWith('media') || issue.code.startsWith('firstComment'))).toBe(false);
    expect(issues.get('instagram')?.map((issue) => issue.code)).toContain('media.required');
  });
});

describe('serverErrorsByAccount', () => {
  it('puts the server field errors beside the account they name', () => {
    const accounts = [{ id: 4, type: 'bluesky' as const, name: 'cadence.bsky' }];
    expect(serverErrorsByAccount({ 'targets.4.text': 'too long', 'targets.9.text': 'unknown', text: 'other' }, accounts)).toEqual([{ account: accounts[0], field: 'text', message: 'too long' }]);
  });
});
