import { queryOptions } from '@tanstack/react-query';
import { getLiveEvent, getLiveIngest, getLiveStatus, listLiveEvents, listLiveHistory, type LiveEventStatus } from '@cadence/contracts';
import { call, callPaged } from '../../lib/api';
import { statusRefreshInterval } from './live-checks';

/** Every query of live streaming starts with this key; writes invalidate it. */
export const LIVE_KEY = ['live'] as const;

/** The workspace's live events (the newest hundred: coming, live and ended). */
export function liveEventsQuery() {
  return queryOptions({
    queryKey: [...LIVE_KEY, 'events'],
    queryFn: async ({ signal }) => (await callPaged(listLiveEvents, { query: { limit: 100, orderBy: 'id', order: 'desc' }, signal })).data,
    refetchInterval: 15_000,
  });
}

/** Past streams with their duration and health, the latest first. */
export function liveHistoryQuery() {
  return queryOptions({
    queryKey: [...LIVE_KEY, 'history'],
    queryFn: async ({ signal }) => (await callPaged(listLiveHistory, { query: { limit: 100, orderBy: 'ended_at', order: 'desc' }, signal })).data,
  });
}

export function liveEventQuery(id: number) {
  return queryOptions({
    queryKey: [...LIVE_KEY, 'event', id],
    queryFn: async ({ signal }) => (await call(getLiveEvent, { params: { id }, signal })).data,
    // While the media library takes the recording in.
    refetchInterval: (query) => (query.state.data?.recording?.library_state === 'pending' ? 3_000 : false),
  });
}

/** The live figures of an event, refreshed every 2 s while live. */
export function liveStatusQuery(id: number, status: LiveEventStatus | undefined) {
  return queryOptions({
    queryKey: [...LIVE_KEY, 'status', id],
    queryFn: async ({ signal }) => (await call(getLiveStatus, { params: { id }, signal })).data,
    refetchInterval: statusRefreshInterval(status),
  });
}

/** The workspace's ingest address and stream key; refreshed to show whether a source publishes. */
export function liveIngestQuery() {
  return queryOptions({
    queryKey: [...LIVE_KEY, 'ingest'],
    queryFn: async ({ signal }) => (await call(getLiveIngest, { signal })).data,
    refetchInterval: 5_000,
  });
}
