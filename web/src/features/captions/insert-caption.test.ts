import { describe, expect, it } from 'vitest';
import { captionVariableValues, insertAt } from './insert-caption';

describe('inserting a caption', () => {
  it('puts the text at the cursor with a space on each side where it would touch a word', () => {
    expect(insertAt('Hello world', '#a #b', 5, 5)).toEqual({ text: 'Hello #a #b world', cursor: 11 });
    expect(insertAt('Hello ', '#a', 6, 6)).toEqual({ text: 'Hello #a', cursor: 8 });
    expect(insertAt('', 'Hi', 0, 0)).toEqual({ text: 'Hi', cursor: 2 });
    expect(insertAt('Hello big world', 'small', 6, 9)).toEqual({ text: 'Hello small world', cursor: 11 });
    expect(insertAt('abc', 'x', 99, 99)).toEqual({ text: 'abc x', cursor: 5 });
  });

  it('takes the post’s first link, its scheduled time in its zone and its first account', () => {
    const values = captionVariableValues({
      text: 'See https://example.test/a?b=1 and https://other.test',
      schedule: { date: '2026-12-01', time: '09:30' },
      timeZone: 'Europe/Paris',
      account: { name: 'Cafe page', network: 'Facebook' },
      language: 'en-GB',
    });
    expect(values).toEqual({ link: 'https://example.test/a?b=1', date: '1 Dec 2026', time: '09:30', day: 'Tuesday', account: 'Cafe page', network: 'Facebook' });
    const now = captionVariableValues({ text: 'no link', schedule: { date: '', time: '' }, timeZone: 'UTC', account: undefined, language: 'en-GB', now: new Date('2026-11-24T14:05:00Z') });
    expect(now).toEqual({ date: '24 Nov 2026', time: '14:05', day: 'Tuesday' });
  });
});
