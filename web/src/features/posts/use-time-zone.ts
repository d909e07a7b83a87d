import { browserTimeZone } from '../profile/time-zones';
import { isKnownTimeZone } from '../composer/schedule-time';
import { useRequiredSession } from '../session/use-session';

/** The zone posts are shown and scheduled in: the profile's, else the browser's. */
export function useUserTimeZone(): string {
  return userTimeZone(useRequiredSession().user.time_zone);
}

export function userTimeZone(profileZone: string | null | undefined): string {
  return profileZone && isKnownTimeZone(profileZone) ? profileZone : browserTimeZone();
}

/** A date and time of `iso` in `zone`, in the interface language. */
export function formatInZone(iso: string, zone: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(date);
}
