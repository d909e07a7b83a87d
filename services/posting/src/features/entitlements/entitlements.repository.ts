import { postingEntitlements } from './entitlements.tables';

/** What a workspace may do now (billing's last copy, or the sign-up trial), alone or several at once. */
export const { get: getEntitlements, getMany: getEntitlementsOf, apply: applyEntitlements } = postingEntitlements;
