import { describe, expect, it } from 'vitest';
import { composeText, networkChecks, sharedPageFromSearch, zonedTimeToIso } from './share';

describe('the shared page', () => {
  it('quotes the selection, then the title and link', () => {
    expect(composeText({ title: 'A page', url: 'https://example.com/a', selection: '  some\nselected   text ' })).toBe('“some selected text”\n\nA page https://example.com/a');
    expect(composeText({ title: 'A page', url: 'https://example.com/a', selection: '' })).toBe('A page https://example.com/a');
    expect(composeText({ title: 'Settings', url: 'chrome://settings', selection: '' })).toBe('Settings');
  });

  it('reads what the composer was opened with from its address', () => {
    expect(sharedPageFromSearch('?url=https%3A%2F%2Fexample.com&title=T&selection=S&image=https%3A%2F%2Fexample.com%2Fi.png')).toEqual({ url: 'https://example.com', title: 'T', selection: 'S', imageUrl: 'https://example.com/i.png' });
    expect(sharedPageFromSearch('')).toBeNull();
  });
});

describe('the checks per network', () => {
  it('counts by each network rule and says what is wrong', () => {
    const long = 'x'.repeat(301);
    const [bluesky] = networkChecks(['bluesky', 'bluesky'], long, []);
    expect(bluesky).toMatchObject({ type: 'bluesky', count: 301, max: 300 });
    expect(bluesky?.issues.map((i) => i.code)).toContain('text.tooLong');
    expect(networkChecks(['bluesky'], 'short', [])[0]?.issues).toEqual([]);
  });
});

describe('the schedule time', () => {
  it('reads the wall-clock time in the user time zone, daylight saving included', () => {
    expect(zonedTimeToIso('2026-07-01T09:30', 'Europe/Bucharest')).toBe('2026-07-01T06:30:00.000Z');
    expect(zonedTimeToIso('2026-12-01T09:30', 'Europe/Bucharest')).toBe('2026-12-01T07:30:00.000Z');
    expect(zonedTimeToIso('2026-12-01T09:30', 'UTC')).toBe('2026-12-01T09:30:00.000Z');
    expect(() => zonedTimeToIso('tomorrow', 'UTC')).toThrow();
  });
});
