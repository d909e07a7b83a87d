import type { LiveDestinationKind, LiveEncoding, LiveNetworkHealth, LivePrivacy } from '@cadence/contracts';

/** What a network flow is told about the destination it prepares. */
export interface LiveFlowDestination {
  id: number;
  workspaceId: number;
  kind: LiveDestinationKind;
  name: string;
  /** The connected account to stream to (YouTube, Facebook). */
  accountId: number | null;
  /** The network's id of the broadcast or live video prepared earlier, if any. */
  externalId: string | null;
  encoding: LiveEncoding | null;
  event: { id: number; title: string; description: string; privacy: LivePrivacy; scheduledStart: Date | null };
}

/** Where the relay sends the stream, as the network answered it. */
export interface LivePreparedDestination {
  serverUrl: string;
  /** Kept encrypted by the live service, never returned nor logged. */
  streamKey: string;
  /** The network's id of the broadcast or live video. */
  externalId: string | null;
}

/**
 * One network's own flow for a destination (YouTube: liveBroadcasts and liveStreams insert, bind,
 * transition; Facebook: live_videos). The live service calls `prepare` when the destination is
 * added or before going live when it holds no key, `goLive` once the relay sends frames, `end`
 * when the event ends and `health` while live (YouTube's healthStatus and configuration issues).
 * A failure throws an Error whose message is shown to the streamer as the destination's reason.
 */
export interface LiveNetworkFlow {
  prepare(destination: LiveFlowDestination): Promise<LivePreparedDestination>;
  goLive?(destination: LiveFlowDestination): Promise<void>;
  end?(destination: LiveFlowDestination): Promise<void>;
  health?(destination: LiveFlowDestination): Promise<LiveNetworkHealth | null>;
}

/** The flows by destination kind; kinds without one (Instagram, TikTok, custom) use the server URL and key the user entered. */
export type LiveNetworkFlows = Partial<Record<LiveDestinationKind, LiveNetworkFlow>>;
