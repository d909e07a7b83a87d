/**
 * Weekly queue slots turned into instants: a slot is a day of the week and a wall-clock time in
 * the queue's time zone, so a 09:00 slot stays 09:00 local across daylight-saving changes. A
 * time the clocks skip (02:30 on a spring-forward night) falls on the same distance after the
 * change (03:30); a time that happens twice (an autumn night) is its first occurrence. Two slots
 * that land on the same instant count once. Pure: no clock, no database.
 */

/** One weekly slot: ISO day of the week (1 Monday … 7 Sunday) and "HH:MM". */
export interface WeeklySlot {
  day: number;
  time: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in `timeZone`, read as if it were UTC (ms). */
function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** The zone's offset from UTC at `instant` (ms, east positive). */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockOf(whole, timeZone) - whole;
}

/**
 * The instant at which the wall clock of `timeZone` shows `wall` (a local date and time written
 * as UTC ms). Skipped times move forward by the gap; repeated times take the earlier instant.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockOf(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  // No instant shows this time: the clocks jumped over it; keep the offset from before the jump.
  return candidates[0] ?? wall - before;
}

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Slots sorted by day then time, each once. */
export function normalizeSlots(slots: readonly WeeklySlot[]): WeeklySlot[] {
  const seen = new Map<string, WeeklySlot>();
  for (const slot of slots) seen.set(`${slot.day} ${slot.time}`, { day: slot.day, time: slot.time });
  return [...seen.values()].sort((a, b) => a.day - b.day || minutesOf(a.time) - minutesOf(b.time));
}

/** The ISO weekday (1 Monday … 7 Sunday) of a local midnight written as UTC ms. */
function isoDayOf(localMidnight: number): number {
  const day = new Date(localMidnight).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The slot instants after `after` (exclusive), in order, skipping those in `taken` (ms), until
 * `count` are found. Empty when there are no slots.
 */
export function nextFreeSlots(slots: readonly WeeklySlot[], timeZone: string, after: Date, taken: ReadonlySet<number>, count: number): Date[] {
  const weekly = normalizeSlots(slots);
  if (weekly.length === 0 || count <= 0) return [];
  const found: Date[] = [];
  const start = after.getTime();
  const wallStart = wallClockOf(start, timeZone);
  let midnight = wallStart - (wallStart % DAY) - DAY;
  // Enough weeks for `count` free slots past everything taken, plus the partial first week.
  const lastDay = midnight + (Math.ceil((count + taken.size) / weekly.length) + 2) * 7 * DAY;
  let previous = -Infinity;
  while (found.length < count && midnight <= lastDay) {
    const day = isoDayOf(midnight);
    const instants = weekly.filter((slot) => slot.day === day).map((slot) => instantOfWallClock(midnight + minutesOf(slot.time) * MINUTE, timeZone));
    for (const instant of instants.sort((a, b) => a - b)) {
      if (instant <= previous) continue;
      previous = instant;
      if (instant <= start || taken.has(instant)) continue;
      found.push(new Date(instant));
      if (found.length === count) break;
    }
    midnight += DAY;
  }
  return found;
}
