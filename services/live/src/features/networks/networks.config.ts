import Type, { type Static, type TObject, type TProperties } from 'typebox';

const Url = (fallback: string, description: string) =>
  Type.String({
    pattern: '^https?://[^\\s]+$',
    default: fallback,
    description,
  });

/**
 * Where the live flows call YouTube and Facebook. The names are those the posting service reads
 * for the same APIs, so one setting points both services at a network (or at a local server).
 */
export const liveNetworkEnv = {
  GOOGLE_API_BASE: Url('https://www.googleapis.com', 'YouTube Data API (liveBroadcasts, liveStreams)'),
  META_GRAPH_BASE: Url('https://graph.facebook.com', 'Meta Graph API (live_videos)'),
  LIVE_NETWORK_POLL_INTERVAL_MS: Type.Integer({
    minimum: 10,
    maximum: 60_000,
    default: 2000,
    description: 'Pause between status reads while a network takes the stream live',
  }),
  LIVE_NETWORK_START_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    maximum: 600_000,
    default: 90_000,
    description: 'How long YouTube or Facebook may take to receive the stream before the destination fails',
  }),
  LIVE_NETWORK_HEALTH_INTERVAL_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 30_000, description: 'How often YouTube’s and Facebook’s own health of a live stream is read' }),
  LIVE_YOUTUBE_MONITOR_STREAM: Type.Boolean({
    default: true,
    description: 'Go through YouTube’s testing state (its monitor stream) before live',
  }),
} satisfies TProperties;

export type LiveNetworkConfig = Static<TObject<typeof liveNetworkEnv>>;
