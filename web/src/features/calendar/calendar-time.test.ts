import { describe, expect, it } from 'vitest';
import type { Post } from '@cadence/contracts';
import { fromCalendarTime, postEvent, toCalendarTime } from './calendar-time';
import { dayRangeToUtc } from '../posts/day-range';

describe('calendar time', () => {
  it('shows an instant at the wall clock of the user zone and reads a drop back to the instant', () => {
    expect(toCalendarTime('2026-11-23T15:05:00.000Z', 'Europe/Bucharest')).toBe('2026-11-23T17:05:00Z');
    expect(fromCalendarTime(new Date('2026-11-24T09:30:00Z'), 'Europe/Bucharest')).toBe('2026-11-24T07:30:00.000Z');
    expect(fromCalendarTime(new Date(toCalendarTime('2026-06-01T22:15:00.000Z', 'Asia/Shanghai')), 'Asia/Shanghai')).toBe('2026-06-01T22:15:00.000Z');
  });

  it('lets only drafts, scheduled and not-approved posts with a date be dragged', () => {
    const post = { id: 1, status: 'scheduled', scheduledAt: '2026-11-23T15:00:00.000Z', createdAt: '2026-11-20T00:00:00.000Z' } as Post;
    expect(postEvent(post, 'UTC', 'x').editable).toBe(true);
    expect(postEvent({ ...post, status: 'posted' }, 'UTC', 'x').editable).toBe(false);
    expect(postEvent({ ...post, status: 'not_approved' }, 'UTC', 'x').editable).toBe(true);
    expect(postEvent({ ...post, status: 'draft', scheduledAt: null }, 'UTC', 'x').editable).toBe(false);
  });
});

describe('dayRangeToUtc', () => {
  it('turns whole days of the user zone into instants, the end day included', () => {
    expect(dayRangeToUtc({ from: '2026-11-01', to: '2026-11-30' }, 'Europe/Paris')).toEqual({ from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z' });
    expect(dayRangeToUtc({ to: '2026-12-31' }, 'UTC')).toEqual({ to: '2027-01-01T00:00:00.000Z' });
    expect(dayRangeToUtc({}, 'UTC')).toEqual({});
  });
});
