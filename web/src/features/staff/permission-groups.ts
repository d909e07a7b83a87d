import { PERMISSIONS, PERMISSION_GROUPS, type Permission } from '@cadence/contracts';

export type PermissionGroupName = (typeof PERMISSION_GROUPS)[Permission];

/** The permissions in menu order, grouped as the contracts group them (SPEC §2 sidebar). */
export function groupedPermissions(): { group: PermissionGroupName; permissions: Permission[] }[] {
  const groups = new Map<PermissionGroupName, Permission[]>();
  for (const permission of PERMISSIONS) {
    const group = PERMISSION_GROUPS[permission];
    groups.set(group, [...(groups.get(group) ?? []), permission]);
  }
  return [...groups].map(([group, permissions]) => ({ group, permissions }));
}

/** A group's box: checked when all of it is chosen, indeterminate when some is. */
export function groupState(permissions: readonly Permission[], chosen: ReadonlySet<Permission>): boolean | 'indeterminate' {
  const count = permissions.filter((permission) => chosen.has(permission)).length;
  if (count === 0) return false;
  return count === permissions.length ? true : 'indeterminate';
}

/** Ticking a group's box chooses all of it unless all of it is already chosen. */
export function toggleGroup(permissions: readonly Permission[], chosen: readonly Permission[]): Permission[] {
  const set = new Set(chosen);
  const all = permissions.every((permission) => set.has(permission));
  for (const permission of permissions) {
    if (all) set.delete(permission);
    else set.add(permission);
  }
  // Keep the contracts' order so the body reads the same every time.
  return PERMISSIONS.filter((permission) => set.has(permission));
}

/** The message key of each group's name (the contracts name groups in English). */
export const GROUP_KEYS = {
  Dashboard: 'dashboard',
  Users: 'users',
  Staff: 'staff',
  'Team collaboration': 'teamCollaboration',
  Membership: 'membership',
  Platforms: 'platforms',
  'Media library': 'mediaLibrary',
  Composer: 'composer',
  'AI composer': 'aiComposer',
  Posts: 'posts',
  'Live streaming': 'liveStreaming',
  'Post setting tools': 'postSettingTools',
  WordPress: 'wordpress',
  Analytics: 'analytics',
  Reports: 'reports',
  'Help & support': 'helpAndSupport',
  Settings: 'settings',
  Monitoring: 'monitoring',
  'Push notification': 'pushNotification',
  Other: 'other',
} as const satisfies Record<PermissionGroupName, string>;
export type GroupKey = (typeof GROUP_KEYS)[PermissionGroupName];

/** The key of a group named by the server; unknown names fall back to "other". */
export function groupKey(group: string): GroupKey {
  return Object.entries(GROUP_KEYS).find(([name]) => name === group)?.[1] ?? 'other';
}
