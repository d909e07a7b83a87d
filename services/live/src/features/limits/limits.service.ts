import { LIVE_DEFAULT_LIMITS, limitReachedMessage, findPlan } from '@cadence/contracts';
import type { Executor } from '@cadence/db';
import { liveErrors } from '../events/events.errors';
import { liveEntitlements } from './limits.tables';

/** The workspace's live limits: billing's figures when it sends them, else the plan's defaults (null: no limit). */
export async function liveLimits(db: Executor, workspaceId: number): Promise<{ planName: string; liveStreams: number | null; liveDestinations: number | null }> {
  const entitlements = await liveEntitlements.get(db, workspaceId);
  const defaults = LIVE_DEFAULT_LIMITS[entitlements.plan];
  return {
    planName: findPlan(entitlements.plan).name,
    liveStreams: entitlements.limits.liveStreams === undefined ? defaults.liveStreams : entitlements.limits.liveStreams,
    liveDestinations: entitlements.limits.liveDestinations === undefined ? defaults.liveDestinations : entitlements.limits.liveDestinations,
  };
}

export async function checkStreamLimit(db: Executor, workspaceId: number, liveNow: number): Promise<void> {
  const limits = await liveLimits(db, workspaceId);
  if (limits.liveStreams !== null && liveNow + 1 > limits.liveStreams) throw liveErrors.STREAM_LIMIT(limitReachedMessage(limits.planName, 'liveStreams', limits.liveStreams));
}

export async function checkDestinationLimit(db: Executor, workspaceId: number, total: number): Promise<void> {
  const limits = await liveLimits(db, workspaceId);
  if (limits.liveDestinations !== null && total > limits.liveDestinations) throw liveErrors.DESTINATION_LIMIT(limitReachedMessage(limits.planName, 'liveDestinations', limits.liveDestinations));
}
