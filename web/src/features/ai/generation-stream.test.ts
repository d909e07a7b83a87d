import { describe, expect, it } from 'vitest';
import { applyEvent, parseEvents, plannedCards } from './generation-stream';
import { withLink } from './prefill';

describe('generation stream', () => {
  it('parses events split across chunks, keeping an unfinished one for the next chunk', () => {
    const first = parseEvents('event: token\ndata: {"network":"twitter","post":1,"text":"Hel"}\n\nevent: tok');
    expect(first.events).toEqual([{ event: 'token', data: { network: 'twitter', post: 1, text: 'Hel' } }]);
    const second = parseEvents(`${first.rest}en\ndata: {"network":"twitter","post":1,"text":"lo"}\n\n`);
    expect(second.events).toEqual([{ event: 'token', data: { network: 'twitter', post: 1, text: 'lo' } }]);
    expect(second.rest).toBe('');
    expect(parseEvents('event: token\ndata: {not json\n\n').events).toEqual([]);
  });

  it('streams tokens into the card of their network and post; a stopped card keeps its text and ignores the rest', () => {
    let cards = plannedCards(['twitter', 'bluesky'], 2);
    expect(cards.map((card) => card.key)).toEqual(['twitter:1', 'twitter:2', 'bluesky:1', 'bluesky:2']);
    cards = applyEvent(cards, { event: 'token', data: { network: 'bluesky', post: 2, text: 'Hi ' } });
    cards = applyEvent(cards, { event: 'token', data: { network: 'bluesky', post: 2, text: 'there' } });
    expect(cards[3]).toMatchObject({ text: 'Hi there', state: 'streaming' });
    cards = cards.map((card) => (card.key === 'bluesky:2' ? { ...card, state: 'stopped' } : card));
    cards = applyEvent(cards, { event: 'token', data: { network: 'bluesky', post: 2, text: ' more' } });
    cards = applyEvent(cards, { event: 'variant', data: { network: 'bluesky', post: 2, text: 'Hi there more', thread: [], issues: [] } });
    expect(cards[3]).toMatchObject({ text: 'Hi there', state: 'stopped' });
    cards = applyEvent(cards, { event: 'variant', data: { network: 'twitter', post: 1, text: 'Done', thread: ['Part two'], issues: [] } });
    expect(cards[0]).toMatchObject({ text: 'Done', thread: ['Part two'], state: 'done' });
    cards = applyEvent(cards, { event: 'stopped', data: { network: 'bluesky', post: 1 } });
    expect(cards[2]?.state).toBe('stopped');
    cards = applyEvent(cards, { event: 'error', data: { message: 'The endpoint refused the API key.' } });
    expect(cards.map((card) => card.state)).toEqual(['done', 'failed', 'stopped', 'stopped']);
  });

  it('marks an answer that broke off as incomplete with its reason, and a failed network\'s posts as failed while the next network goes on', () => {
    let cards = plannedCards(['twitter', 'linkedin'], 1);
    cards = applyEvent(cards, { event: 'token', data: { network: 'twitter', post: 1, text: 'Spring is' } });
    cards = applyEvent(cards, { event: 'variant', data: { network: 'twitter', post: 1, text: 'Spring is', thread: [], issues: [], incomplete: 'The answer broke off.' } });
    expect(cards[0]).toMatchObject({ state: 'incomplete', reason: 'The answer broke off.', text: 'Spring is' });
    cards = plannedCards(['twitter', 'linkedin'], 1);
    cards = applyEvent(cards, { event: 'failed', data: { network: 'twitter', post: 1, message: 'X: The server had an error.' } });
    expect(cards.map((card) => card.state)).toEqual(['failed', 'waiting']);
    expect(cards[0]?.reason).toBe('X: The server had an error.');
  });

  it("keeps a card waiting while the endpoint's call is tried again, with the wait, until its first token", () => {
    let cards = plannedCards(['twitter', 'linkedin'], 1);
    cards = applyEvent(cards, { event: 'retrying', data: { network: 'twitter', post: 1, seconds: 4, reason: 'rate_limited' } });
    expect(cards[0]).toMatchObject({ state: 'waiting', retry: { seconds: 4, reason: 'rate_limited' } });
    expect(cards[1]).not.toHaveProperty('retry');
    cards = applyEvent(cards, { event: 'token', data: { network: 'twitter', post: 1, text: 'Spring' } });
    expect(cards[0]).toMatchObject({ state: 'streaming', text: 'Spring' });
  });

  it('a post handed to the composer carries the page link when the text lacks it', () => {
    const card = { url: 'https://example.com/boots', title: 'Boots', description: 'Dry feet' };
    expect(withLink('New boots', card)).toBe('New boots\n\nhttps://example.com/boots');
    expect(withLink('See https://example.com/boots', card)).toBe('See https://example.com/boots');
    expect(withLink('New boots', null)).toBe('New boots');
  });
});

describe('a week of posts', () => {
  it('moves the schedule of post k by k - 1 days, across months and years', async () => {
    const { shiftDate } = await import('./prefill');
    expect(shiftDate('2026-11-24', 0)).toBe('2026-11-24');
    expect(shiftDate('2026-11-28', 6)).toBe('2026-12-04');
    expect(shiftDate('2026-12-30', 3)).toBe('2027-01-02');
  });
});
