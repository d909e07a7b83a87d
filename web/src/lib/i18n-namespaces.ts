/**
 * The message namespaces the first screens render with: the shell, the dashboard's home, the
 * sign-in pages and the public site. Each language's core namespaces arrive in one chunk with the
 * entry; every other namespace of that language is in a second chunk, fetched when a screen that
 * needs it is opened (or hovered). This module imports nothing: the build config reads it too.
 */
export const CORE_NAMESPACES = [
  'translation',
  'shell',
  'preferences',
  'forms',
  'lists',
  'dashboard',
  'notifications',
  'subscriptions',
  'auth',
  'public-site',
] as const;

const CORE = new Set<string>(CORE_NAMESPACES);

export function isCoreNamespace(namespace: string): boolean {
  return CORE.has(namespace);
}
