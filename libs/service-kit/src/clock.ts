/**
 * Where the platform reads the time of day for its rules (due posts, expiries, retention, report
 * periods): the system's clock, or in tests one set to the day the test is about, so a test that
 * fixes a date holds on any date.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and moves on with real time from there. */
export function clockFrom(start: Date | string): Clock {
  const offset = new Date(start).getTime() - Date.now();
  if (Number.isNaN(offset)) throw new Error(`clockFrom: not a date: ${String(start)}`);
  return { now: () => new Date(Date.now() + offset) };
}
