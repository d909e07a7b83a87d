import { describe, expect, it } from 'vitest';
import type { Post, SocialAccount } from '@cadence/contracts';
import { expiringByDay, fromCalendarTime, postEvent, toCalendarTime } from './calendar-time';
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

describe('expiringByDay', () => {
  const account = (id: number, status: SocialAccount['status'], health: SocialAccount['health']) => ({ id, name: `Account ${id}`, status, health }) as SocialAccount;

  it('marks the day of the user zone on which an active connection ends, and no other', () => {
    const days = expiringByDay(
      [
        account(1, 'active', { state: 'expiring', expiresAt: '2026-12-01T23:30:00.000Z', message: null }),
        account(2, 'active', { state: 'expiring', expiresAt: '2026-12-02T08:00:00.000Z', message: null }),
        account(3, 'active', { state: 'valid', expiresAt: null, message: null }),
        account(4, 'broken', { state: 'broken', expiresAt: '2026-12-02T09:00:00.000Z', message: 'revoked' }),
        account(5, 'disconnected', { state: 'expiring', expiresAt: '2026-12-02T09:00:00.000Z', message: null }),
      ],
      'Europe/Bucharest',
    );
    // 23:30 UTC on Dec 1 is already Dec 2 in Bucharest.
    expect([...days.keys()]).toEqual(['2026-12-02']);
    expect(days.get('2026-12-02')?.map((item) => item.id)).toEqual([1, 2]);
    expect([...expiringByDay([account(1, 'active', { state: 'expiring', expiresAt: '2026-12-01T23:30:00.000Z', message: null })], 'UTC').keys()]).toEqual(['2026-12-01']);
  });
});

describe('dayRangeToUtc', () => {
  it('turns whole days of the user zone into instants, the end day included', () => {
    expect(dayRangeToUtc({ from: '2026-11-01', to: '2026-11-30' }, 'Europe/Paris')).toEqual({ from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z' });
    expect(dayRangeToUtc({ to: '2026-12-31' }, 'UTC')).toEqual({ to: '2027-01-01T00:00:00.000Z' });
    expect(dayRangeToUtc({}, 'UTC')).toEqual({});
  });
});
