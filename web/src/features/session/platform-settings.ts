import { useQuery } from '@tanstack/react-query';
import type { PublicPlatformSettings } from '@cadence/contracts';

// Read with fetch and the contract's type alone: the settings contracts stay out of the first
// screens, which this module is part of (the signed-in frame and the calendar read it).

/** What the platform shows before staff change anything (the server's defaults too). */
export const DEFAULT_PLATFORM_SETTINGS: PublicPlatformSettings = {
  platform_name: 'Cadence',
  default_language: 'en',
  logo_url: null,
  landing_page: '/dashboard',
  week_starts_on: 1,
};

export const PLATFORM_SETTINGS_KEY = ['platform-settings'] as const;

/** GET /api/settings/platform (public); an answer that cannot be read keeps the defaults, since nothing here is worth an error on screen. */
export async function readPlatformSettings(signal: AbortSignal): Promise<PublicPlatformSettings> {
  const response = await fetch('/api/settings/platform', { signal });
  const body = response.ok ? ((await response.json()) as { data?: Partial<PublicPlatformSettings> }) : {};
  return { ...DEFAULT_PLATFORM_SETTINGS, ...body.data };
}

/** The platform's name, logo, landing page and first day of the week as staff set them (the defaults until read); kept for five minutes, refreshed when staff save them. */
export function usePlatformSettings(): PublicPlatformSettings {
  return useQuery({ queryKey: PLATFORM_SETTINGS_KEY, queryFn: ({ signal }) => readPlatformSettings(signal), staleTime: 5 * 60_000 }).data ?? DEFAULT_PLATFORM_SETTINGS;
}
