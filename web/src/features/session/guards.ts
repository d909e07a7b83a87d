import { redirect } from '@tanstack/react-router';
import type { Permission } from '@cadence/contracts';
import type { AppStore } from '../../lib/store';
import { sessionAtom } from './session.atoms';
import { DEFAULT_LANDING_PATH, isSignedIn, type Session } from './session';

/**
 * SPEC §4: an unauthenticated visitor goes to /login (and comes back after signing in). A
 * session whose access token has lapsed but can be renewed is still signed in: its next call
 * renews it first.
 */
export function requireSession(store: AppStore, href: string): Session {
  const session = store.get(sessionAtom);
  if (isSignedIn(session, Date.now())) return session;
  if (session) store.set(sessionAtom, null);
  throw redirect({ to: '/login', search: { redirect: href }, replace: true });
}

/** SPEC §2: a signed-in user on an auth page goes to the default landing path. */
export function redirectSignedIn(store: AppStore): void {
  if (isSignedIn(store.get(sessionAtom), Date.now())) {
    throw redirect({ to: DEFAULT_LANDING_PATH, replace: true });
  }
}

/** Whether the signed-in user holds `permission` (SPEC §6: permissions come from the login response). */
export function hasPermission(session: Session | null | undefined, permission: Permission): boolean {
  return session?.user.permissions.includes(permission) ?? false;
}

/**
 * SPEC §6: a guarded page without its permission redirects to the default landing path.
 * Use in a route's `beforeLoad` under `/_app`: `beforeLoad: ({ context }) => requirePermission(context.session, 'ManageUsers')`.
 */
export function requirePermission(session: Session, ...permissions: Permission[]): void {
  if (permissions.every((permission) => hasPermission(session, permission))) return;
  throw redirect({ to: DEFAULT_LANDING_PATH, replace: true });
}
