import type { QueueSlot } from '@cadence/contracts';

/** ISO days of the week, Monday first. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Slots sorted by day then time, each once. */
export function sortSlots(slots: readonly QueueSlot[]): QueueSlot[] {
  const seen = new Map(slots.map((slot) => [`${slot.day} ${slot.time}`, slot]));
  return [...seen.values()].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
}

/** Adds `time` on each of `days` (already there: kept once). */
export function addSlots(slots: readonly QueueSlot[], time: string, days: readonly number[]): QueueSlot[] {
  return sortSlots([...slots, ...days.map((day) => ({ day, time }))]);
}

export function removeSlot(slots: readonly QueueSlot[], slot: QueueSlot): QueueSlot[] {
  return slots.filter((item) => item.day !== slot.day || item.time !== slot.time);
}

/** The same slots, whatever their order. */
export function sameSlots(a: readonly QueueSlot[], b: readonly QueueSlot[]): boolean {
  const left = sortSlots(a);
  const right = sortSlots(b);
  return left.length === right.length && left.every((slot, index) => slot.day === right[index]?.day && slot.time === right[index]?.time);
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The localized short name of an ISO weekday (1 Monday … 7 Sunday). */
export function dayName(day: number, locale: string, width: 'short' | 'long' = 'short'): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}
