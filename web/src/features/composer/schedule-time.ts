import { TZDate } from '@date-fns/tz';

/** A wall-clock date and time as the scheduling fields hold them: "2026-11-23" and "16:05". */
export interface WallClock {
  date: string;
  time: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant of a wall-clock time in `zone` ("2026-03-29" "02:30" in Europe/Paris, a time
 * the clocks skip, moves forward like the zone does). Null when the fields are incomplete.
 */
export function wallClockToUtc({ date, time }: WallClock, zone: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hours > 23 || minutes > 59) return null;
  const instant = new TZDate(year, month - 1, dayOfMonth, hours, minutes, 0, 0, zone);
  if (Number.isNaN(instant.getTime()) || instant.getDate() !== dayOfMonth && instant.getMonth() !== month - 1) return null;
  return new Date(instant.getTime()).toISOString();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The wall-clock date and time of a UTC instant in `zone`. */
export function utcToWallClock(iso: string, zone: string): WallClock {
  const local = new TZDate(Date.parse(iso), zone);
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** A wall-clock time a clock change makes special: skipped (goes out at `at`), or shown twice (goes out at the `first` or second). */
export type ClockChange = { kind: 'skipped'; at: WallClock } | { kind: 'repeated'; first: boolean } | null;

/**
 * Whether the clocks change over `value` in `zone`: a time they skip ("03:30" on the night they
 * jump from 03:00 to 04:00) goes out at the time the zone moves it to; a time they show twice
 * (the night they go back) goes out at the one wallClockToUtc chose.
 */
export function clockChange(value: WallClock, zone: string): ClockChange {
  const iso = wallClockToUtc(value, zone);
  if (!iso) return null;
  const shown = utcToWallClock(iso, zone);
  if (shown.date !== value.date || shown.time !== value.time) return { kind: 'skipped', at: shown };
  const instant = Date.parse(iso);
  for (const shift of [-3_600_000, 3_600_000, -1_800_000, 1_800_000]) {
    const other = utcToWallClock(new Date(instant + shift).toISOString(), zone);
    if (other.date === value.date && other.time === value.time) return { kind: 'repeated', first: shift > 0 };
  }
  return null;
}

/** A default time to schedule at: the next whole hour at least `leadMinutes` from now, in `zone`. */
export function nextSlot(now: number, zone: string, leadMinutes = 30): WallClock {
  const hour = 3_600_000;
  const at = Math.ceil((now + leadMinutes * 60_000) / hour) * hour;
  return utcToWallClock(new Date(at).toISOString(), zone);
}

/** Whether `zone` is an IANA time zone this browser knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * What stops a post from being scheduled at `scheduledAt`: no complete date, or one in the past.
 * A post that waits for approval may go without a date: it is chosen once the post is approved.
 */
export function scheduleProblem(scheduledAt: string | null, now: number, awaitsApproval: boolean): 'incomplete' | 'past' | null {
  if (!scheduledAt) return awaitsApproval ? null : 'incomplete';
  return Date.parse(scheduledAt) <= now ? 'past' : null;
}
