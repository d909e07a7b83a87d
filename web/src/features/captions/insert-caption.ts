import { wallClockToUtc, type WallClock } from '../composer/schedule-time';
import type { CaptionVariableValues } from '@cadence/contracts';

const LINK = /https?:\/\/[^\s<>"]+/;

/**
 * The values of the caption variables for the post being written: its first link, its
 * scheduled day and time in its time zone (now when it has none), and its first account.
 */
export function captionVariableValues(input: {
  text: string;
  schedule: WallClock;
  timeZone: string;
  account: { name: string; network: string } | undefined;
  language: string;
  now?: Date;
}): CaptionVariableValues {
  const at = wallClockToUtc(input.schedule, input.timeZone);
  const instant = at ? new Date(at) : (input.now ?? new Date());
  const zone = { timeZone: input.timeZone };
  const values: CaptionVariableValues = {
    date: new Intl.DateTimeFormat(input.language, { ...zone, dateStyle: 'medium' }).format(instant),
    time: new Intl.DateTimeFormat(input.language, { ...zone, timeStyle: 'short' }).format(instant),
    day: new Intl.DateTimeFormat(input.language, { ...zone, weekday: 'long' }).format(instant),
  };
  const link = LINK.exec(input.text)?.[0];
  if (link) values.link = link;
  if (input.account) {
    values.account = input.account.name;
    values.network = input.account.network;
  }
  return values;
}

/**
 * The text with `insert` put in place of the selection `[start, end)`, a space added where it
 * would otherwise touch a word, and where the cursor goes after it.
 */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before !== '' && !/\s$/.test(before) ? ' ' : '';
  const trail = after !== '' && !/^\s/.test(after) ? ' ' : '';
  const piece = `${lead}${insert}${trail}`;
  return { text: `${before}${piece}${after}`, cursor: before.length + lead.length + insert.length };
}
