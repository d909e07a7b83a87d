import type { Post, SocialAccount } from '@cadence/contracts';
import { utcToWallClock, wallClockToUtc } from '../composer/schedule-time';
import { POST_STATUS_COLOURS, isEditable } from '../posts/post-status';

/**
 * FullCalendar knows only the browser's zone and UTC. The calendar runs in UTC and is given the
 * wall clock of the user's zone as if it were UTC, so the grid shows the user's own hours.
 */
export function toCalendarTime(iso: string, zone: string): string {
  const { date, time } = utcToWallClock(iso, zone);
  return `${date}T${time}:00Z`;
}

/** The real instant of a calendar date (a UTC-shaped wall clock of `zone`). */
export function fromCalendarTime(date: Date, zone: string): string | null {
  const iso = date.toISOString();
  return wallClockToUtc({ date: iso.slice(0, 10), time: iso.slice(11, 16) }, zone);
}

/** One post as a calendar event: coloured by status, draggable only while it can still move. */
export function postEvent(post: Post, zone: string, title: string) {
  const at = post.scheduledAt ?? post.createdAt;
  const colour = POST_STATUS_COLOURS[post.status];
  return {
    id: String(post.id),
    title,
    start: toCalendarTime(at, zone),
    allDay: false,
    editable: isEditable(post.status) && post.scheduledAt !== null,
    backgroundColor: `color-mix(in oklab, ${colour} 14%, var(--card))`,
    borderColor: colour,
    textColor: 'var(--foreground)',
    extendedProps: { post },
  };
}

/**
 * The connected accounts whose connection stops working on each day of the user's zone
 * (keyed YYYY-MM-DD), so the calendar can warn ahead of the failed posts.
 */
export function expiringByDay(accounts: readonly SocialAccount[], zone: string): Map<string, SocialAccount[]> {
  const days = new Map<string, SocialAccount[]>();
  for (const account of accounts) {
    if (account.status !== 'active' || account.health.state === 'broken' || !account.health.expiresAt) continue;
    const { date } = utcToWallClock(account.health.expiresAt, zone);
    days.set(date, [...(days.get(date) ?? []), account]);
  }
  return days;
}
