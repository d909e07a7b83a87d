import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@cadence/contracts';
import { groupKey, groupState, groupedPermissions, toggleGroup } from './permission-groups';

describe('permission groups', () => {
  it('hold every permission once, in menu order', () => {
    const groups = groupedPermissions();
    expect(groups.flatMap((group) => group.permissions).sort()).toEqual([...PERMISSIONS].sort());
    expect(groups[0]).toEqual({ group: 'Dashboard', permissions: ['dashboard'] });
    expect(groups.find((group) => group.group === 'Staff')?.permissions).toEqual(['ManageStaff', 'StaffList', 'roleAndPermission']);
  });

  it('tick a whole group, or clear it when all of it is chosen', () => {
    const staff: Permission[] = ['ManageStaff', 'StaffList', 'roleAndPermission'];
    expect(groupState(staff, new Set())).toBe(false);
    expect(groupState(staff, new Set<Permission>(['StaffList']))).toBe('indeterminate');
    expect(groupState(staff, new Set(staff))).toBe(true);
    expect(toggleGroup(staff, ['dashboard', 'StaffList'])).toEqual(['dashboard', 'ManageStaff', 'StaffList', 'roleAndPermission']);
    expect(toggleGroup(staff, ['dashboard', ...staff])).toEqual(['dashboard']);
  });

  it('name groups with stable keys', () => {
    expect(groupKey('Team collaboration')).toBe('teamCollaboration');
    expect(groupKey('Help & support')).toBe('helpAndSupport');
    expect(groupKey('WordPress')).toBe('wordpress');
    expect(groupKey('Something new')).toBe('other');
  });
});
