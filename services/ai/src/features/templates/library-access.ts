import type { PromptScope } from '@cadence/contracts';
import { commonErrors, fieldError, type Principal } from '@cadence/service-kit';

/** The global library's scope: templates and categories every workspace sees. */
export const GLOBAL = 0;

/** Workspace roles that change the workspace's own templates and categories. */
const WRITERS: readonly unknown[] = ['owner', 'admin', 'editor'];

/** Staff who hold SystemSetting curate the global library. */
export function isCurator(principal: Principal): boolean {
  return principal.permissions.includes('SystemSetting');
}

/** The scopes a caller reads: the global library and their workspace's own. */
export function readableScopes(principal: Principal): number[] {
  return principal.workspaceId === null ? [GLOBAL] : [GLOBAL, principal.workspaceId];
}

export const scopeName = (workspaceId: number): PromptScope => (workspaceId === GLOBAL ? 'global' : 'workspace');

/** Whether the caller may change a row of `workspaceId`'s scope. */
export function mayChange(principal: Principal, role: unknown, workspaceId: number): boolean {
  if (workspaceId === GLOBAL) return isCurator(principal);
  return workspaceId === principal.workspaceId && WRITERS.includes(role);
}

/** The scope a new row goes to: the global library (staff only) or the caller's workspace. */
export function scopeForNew(principal: Principal, role: unknown, scope: PromptScope | undefined): number {
  if (scope === 'global') {
    if (!isCurator(principal)) throw commonErrors.FORBIDDEN('Only staff curate the global library');
    return GLOBAL;
  }
  if (principal.workspaceId === null) throw commonErrors.FORBIDDEN('Choose a workspace first');
  if (!WRITERS.includes(role)) throw commonErrors.FORBIDDEN("Only the workspace's owner, admins and editors change its templates and categories");
  return principal.workspaceId;
}

/** Refuses a change of a row the caller sees but may not change, or a move to another scope. */
export function assertMayChange(principal: Principal, role: unknown, workspaceId: number, scope: PromptScope | undefined): void {
  if (!mayChange(principal, role, workspaceId)) {
    throw commonErrors.FORBIDDEN(workspaceId === GLOBAL ? 'Only staff change the global library' : "Only the workspace's owner, admins and editors change its templates and categories");
  }
  if (scope !== undefined && scope !== scopeName(workspaceId)) throw fieldError('scope', 'cannot be changed; create a new one in the other library');
}

export const roleOf = (request: { user?: unknown }): unknown => (request.user as { wrole?: unknown } | undefined)?.wrole;
