/** A time zone to pick, with its current UTC offset ("GMT+01:00"). */
export interface TimeZoneOption {
  value: string;
  offset: string;
  /** Minutes east of UTC, to sort by. */
  minutes: number;
}

function offsetOf(zone: string, at: Date): { offset: string; minutes: number } {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return { offset: 'GMT+00:00', minutes: 0 };
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return { offset: `GMT${match[1]}${match[2]}:${match[3]}`, minutes };
}

/**
 * Every IANA zone this browser knows (Intl.supportedValuesOf), with `current` kept even when
 * the browser lacks it, ordered by offset then name.
 */
export function timeZoneOptions(current: string, at: Date = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones]
    .map((value) => ({ value, ...offsetOf(value, at) }))
    .sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value));
}

/** The browser's own zone, offered first when it differs from the saved one. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
