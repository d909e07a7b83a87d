export { liveService } from './app';
export type { LiveNetworkFlow, LiveNetworkFlows, LiveFlowDestination, LivePreparedDestination } from './features/destinations/network-flow';
/** The media worker's parts, for the relay benchmark (load-tests). */
export { RtmpIngest, hashStreamKey } from './features/ingest/rtmp-ingest';
export { RelaySupervisor, type RelayReporter } from './features/relay/relay-supervisor';
export type { ProgressFigures } from './features/relay/ffmpeg-progress';
/** How live reaches the posting service for a connected account's token (distributed mode over HTTP). */
export { httpInternalCall, postingAccountSource } from './features/networks/posting-accounts';
