import type { LiveNetworkHealth } from '@cadence/contracts';

/** What a network's API flow needs to know of the live event. */
export interface NetworkFlowEvent {
  title: string;
  description: string;
  privacy: 'public' | 'unlisted' | 'private';
  /** Null: the event starts as soon as it is prepared. */
  scheduledStartAt: Date | null;
}

/** Where the relay pushes once the network has made room for the stream. */
export interface PreparedNetworkDestination {
  /** The network's id of the broadcast (YouTube) or live video (Facebook). */
  externalId: string;
  /** rtmp:// or rtmps:// server, without the key. */
  serverUrl: string;
  streamKey: string;
}

/** The network's own view of the stream it receives, shown beside the relay's figures. */
export type NetworkHealthView = LiveNetworkHealth;

export interface NetworkStepOptions {
  /** Stops waiting (the event ended, the process is stopping). */
  signal?: AbortSignal;
}

/** The connected account a destination streams through. */
export interface NetworkAccount {
  /** Its access token (for a Facebook page, the page's token). */
  token: string;
  /** The network's id of the channel, page or profile (Facebook's live videos are created on it). */
  networkId: string;
}

/**
 * A network whose server URL and key come from its API (YouTube, Facebook). Every step takes the
 * connected account; the flow keeps no state of its own besides the network's id of the broadcast.
 */
export interface ApiNetworkFlow {
  /** Creates the broadcast or live video and answers where to push. */
  prepare(account: NetworkAccount, event: NetworkFlowEvent): Promise<PreparedNetworkDestination>;
  /** Called once the relay is pushing: waits for the network to receive it and makes the broadcast live. */
  start(account: NetworkAccount, externalId: string, options?: NetworkStepOptions): Promise<void>;
  /** The network's health of the stream, or null where the network gives none. */
  health(account: NetworkAccount, externalId: string): Promise<NetworkHealthView | null>;
  /** Ends the broadcast on the network (already ended is fine). */
  end(account: NetworkAccount, externalId: string): Promise<void>;
}
