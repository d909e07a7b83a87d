import type { Permission } from '@cadence/contracts';
import { commonErrors, hasPermission, requireWorkspace, type Principal } from '@cadence/service-kit';

/** Reading the library and uploading to it is open to library managers and to composers (the picker). */
const LIBRARY_READERS: readonly Permission[] = ['ManageMediaLibrary', 'Composer'];

/** The caller's workspace, once they hold ManageMediaLibrary or Composer. */
export function libraryWorkspace(principal: Principal): number {
  if (!LIBRARY_READERS.some((permission) => hasPermission(principal, permission))) {
    throw commonErrors.FORBIDDEN('This needs the ManageMediaLibrary or Composer permission');
  }
  return requireWorkspace(principal);
}
