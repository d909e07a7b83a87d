import { PERMISSIONS, PERMISSION_GROUPS, pageCount, type PermissionItem, type PermissionListQuery } from '@cadence/contracts';
import type { PageResult } from '@cadence/db';

const ITEMS: readonly PermissionItem[] = PERMISSIONS.map((name) => ({ name, group: PERMISSION_GROUPS[name] }));

/** The fixed list of SPEC §6 with its groups, searched (name or group), sorted and paged like every list. */
export function listPermissions(query: PermissionListQuery): PageResult<PermissionItem> {
  const search = query.search?.trim().toLowerCase();
  const matching = search ? ITEMS.filter((item) => item.name.toLowerCase().includes(search) || item.group.toLowerCase().includes(search)) : [...ITEMS];
  matching.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) * (query.order === 'desc' ? -1 : 1));
  const rows = query.pagination ? matching.slice(query.page * query.limit, (query.page + 1) * query.limit) : matching;
  return { rows, total: matching.length, page: query.page, pages: pageCount(matching.length, query.limit, query.pagination), limit: query.pagination ? query.limit : matching.length };
}
