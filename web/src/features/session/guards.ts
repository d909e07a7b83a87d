import { redirect } from '@tanstack/react-router';
import type { AppStore } from '../../lib/store';
import { sessionAtom } from './session.atoms';
import { DEFAULT_LANDING_PATH, isSessionActive, type Session } from './session';

/** SPEC §4: an unauthenticated visitor goes to /login (and comes back after signing in). */
export function requireSession(store: AppStore, href: string): Session {
  const session = store.get(sessionAtom);
  if (isSessionActive(session, Date.now())) return session;
  if (session) store.set(sessionAtom, null);
  throw redirect({ to: '/login', search: { redirect: href }, replace: true });
}

/** SPEC §2: a signed-in user on an auth page goes to the default landing path. */
export function redirectSignedIn(store: AppStore): void {
  if (isSessionActive(store.get(sessionAtom), Date.now())) {
    throw redirect({ to: DEFAULT_LANDING_PATH, replace: true });
  }
}
