import type { LandingPage } from '@cadence/contracts';
import { readPlatformSettings } from '../session/platform-settings';
import { DEFAULT_LANDING_PATH } from '../session/session';

// Fetched by the sign-in once it succeeds (a dynamic import), so no first screen carries it.

/** Each landing page staff may choose, as the app's path. */
const LANDING_PATHS: Readonly<Record<LandingPage, string>> = {
  '/dashboard': DEFAULT_LANDING_PATH,
  '/calendar': '/posts?view=calendar',
  '/posts': '/posts',
  '/social-accounts': '/manage_platform',
  '/analytics': '/dashboard/analytics',
};

/** Where sign-in lands: the page staff chose, else the dashboard (a page the person may not open sends them there too). */
export async function landingPathAfterSignIn(): Promise<string> {
  try {
    return LANDING_PATHS[(await readPlatformSettings(AbortSignal.timeout(3_000))).landing_page] ?? DEFAULT_LANDING_PATH;
  } catch {
    return DEFAULT_LANDING_PATH;
  }
}
