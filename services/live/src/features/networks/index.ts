import type { LiveDestinationKind } from '@cadence/contracts';
import type { LiveFlowDestination, LiveNetworkFlow, LiveNetworkFlows } from '../destinations/network-flow';
import { facebookLiveFlow } from './facebook-live.flow';
import { LiveNetworkError } from './network-call';
import type { ApiNetworkFlow, NetworkAccount } from './network-flow.types';
import type { LiveAccountTokens } from './posting-accounts';
import type { LiveNetworkConfig } from './networks.config';
import { youtubeLiveFlow } from './youtube-live.flow';

export { checkStreamServerUrl, splitStreamUrl } from './stream-url';
export { LiveNetworkError } from './network-call';
export { NetworkHealthPoller } from './network-health';
export { liveNetworkEnv, type LiveNetworkConfig } from './networks.config';
export type { NetworkAccount } from './network-flow.types';
export { httpInternalCall, injectInternalCall, postingAccountSource, type InternalCall } from './posting-accounts';

/**
 * The connected account a YouTube or Facebook destination streams through: its access token and
 * the network's id of the channel or page (`refusedToken`: the one the network just refused, so a
 * new one is asked for). Null when the account is gone, disconnected or another network's.
 */
export type { LiveAccountTokens };

/**
 * The account source of a live service that cannot reach posting (no INTERNAL_TOKEN): a
 * destination naming an account is refused with what to do instead (paste the server URL and key).
 */
export const noAccountSource: LiveAccountTokens = async (destination) => {
  const network = destination.kind === 'youtube' ? 'YouTube Studio (Create → Go live → Stream)' : 'Facebook Live Producer (Streaming software)';
  throw new LiveNetworkError('not_allowed', `This server cannot reach its connected accounts (INTERNAL_TOKEN is not set). Paste the server URL and stream key from ${network} into this destination instead.`);
};

export interface LiveNetworkFlowDeps {
  config: Pick<LiveNetworkConfig, 'GOOGLE_API_BASE' | 'META_GRAPH_BASE' | 'LIVE_NETWORK_POLL_INTERVAL_MS' | 'LIVE_NETWORK_START_TIMEOUT_MS' | 'LIVE_YOUTUBE_MONITOR_STREAM'>;
  /** The outbound-guarded fetch (createOutboundFetch with the service's OUTBOUND_* settings). */
  fetch: typeof fetch;
  accounts: LiveAccountTokens;
  now?: () => Date;
}

/** Adapts a network's flow to the live service's LiveNetworkFlow: the account first, the broadcast id kept as the destination's external id. */
function withAccounts(kind: LiveDestinationKind, flow: ApiNetworkFlow, accounts: LiveAccountTokens): LiveNetworkFlow {
  const network = kind === 'youtube' ? 'YouTube' : 'Facebook';
  const account = async (destination: LiveFlowDestination, refusedToken?: string) => {
    const found = destination.accountId === null ? null : await accounts(destination, refusedToken);
    if (!found) throw new LiveNetworkError('auth', `Choose a connected ${network} account for this destination (or reconnect it).`);
    return found;
  };
  /** A step on the account's token; when the network refuses the token, once more on a new one (the account's service refreshes it). */
  const withAccount = async <T>(destination: LiveFlowDestination, step: (found: NetworkAccount) => Promise<T>): Promise<T> => {
    const first = await account(destination);
    try {
      return await step(first);
    } catch (error) {
      if (!(error instanceof LiveNetworkError) || error.kind !== 'auth') throw error;
      const second = await account(destination, first.token);
      if (second.token === first.token) throw error;
      return step(second);
    }
  };
  return {
    async prepare(destination) {
      const result = await withAccount(destination, (found) =>
        flow.prepare(found, {
          title: destination.event.title,
          description: destination.event.description,
          privacy: destination.event.privacy,
          scheduledStartAt: destination.event.scheduledStart,
        }),
      );
      return {
        serverUrl: result.serverUrl,
        streamKey: result.streamKey,
        externalId: result.externalId,
      };
    },
    // A destination keyed by hand (server URL and key pasted from the network) has no broadcast of Cadence's to start, end or read.
    async goLive(destination) {
      const id = destination.externalId;
      if (!id) return;
      await withAccount(destination, (found) => flow.start(found, id));
    },
    async end(destination) {
      const id = destination.externalId;
      if (!id) return;
      await withAccount(destination, (found) => flow.end(found, id));
    },
    async health(destination) {
      const id = destination.externalId;
      if (!id) return null;
      return withAccount(destination, (found) => flow.health(found, id));
    },
  };
}

/**
 * The network flows by destination kind: YouTube (liveBroadcasts/liveStreams) and Facebook
 * (live_videos). Instagram, TikTok and custom servers have none: their server URL and key are
 * entered by the user and checked with `checkStreamServerUrl`.
 */
export function liveNetworkFlows(deps: LiveNetworkFlowDeps): LiveNetworkFlows {
  const common = {
    fetch: deps.fetch,
    pollIntervalMs: deps.config.LIVE_NETWORK_POLL_INTERVAL_MS,
    activeTimeoutMs: deps.config.LIVE_NETWORK_START_TIMEOUT_MS,
    ...(deps.now ? { now: deps.now } : {}),
  };
  return {
    youtube: withAccounts(
      'youtube',
      youtubeLiveFlow({
        ...common,
        apiBaseUrl: deps.config.GOOGLE_API_BASE,
        monitorStream: deps.config.LIVE_YOUTUBE_MONITOR_STREAM,
        preferRtmps: true,
      }),
      deps.accounts,
    ),
    facebook: withAccounts('facebook', facebookLiveFlow({ ...common, apiBaseUrl: deps.config.META_GRAPH_BASE }), deps.accounts),
  };
}
