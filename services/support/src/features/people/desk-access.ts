import { isStaff } from '@cadence/contracts';
import type { Principal } from '@cadence/service-kit';

/** Staff work the desk: HelpSupportDesk with a role other than Client. Everyone else is a client of their workspace. */
export function isDeskStaff(principal: Principal): boolean {
  return isStaff(principal.roleIds) && principal.permissions.includes('HelpSupportDesk');
}
