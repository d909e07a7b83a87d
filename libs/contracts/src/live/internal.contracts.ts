import Type, { type Static } from 'typebox';
import { Id, IsoDate, Strict, StringEnum } from '../schema';

/**
 * Service-to-service calls of live streaming. They are served outside `/api` (the gateway's
 * proxy never forwards them) and only to a caller presenting the shared `INTERNAL_TOKEN` in
 * this header; a process without INTERNAL_TOKEN does not serve them at all.
 */
export const INTERNAL_TOKEN_HEADER = 'x-cadence-internal-token';

/**
 * Posting answers a fresh access token of a connected YouTube channel or Facebook page or profile
 * for the live service's network flows (liveBroadcasts, live_videos); refreshing an expired token
 * is posting's job. POST, body `LiveAccountAccessBody`, answer `LiveAccountAccess` in the success
 * envelope; 404 POSTING_ACCOUNT_NOT_FOUND (not in the workspace, disconnected, another network),
 * 409 POSTING_ACCOUNT_BROKEN (reconnect it) or POSTING_ACCOUNT_UNAVAILABLE (try again).
 */
export const LIVE_ACCOUNT_ACCESS_PATH = '/internal/posting/live-account-access';

/** The networks whose connected accounts stream through their own API. */
export const LIVE_ACCOUNT_NETWORKS = ['youtube', 'facebook'] as const;
export type LiveAccountNetwork = (typeof LIVE_ACCOUNT_NETWORKS)[number];

export const LiveAccountAccessBody = Strict({
  workspace_id: Id,
  account_id: Id,
  network: StringEnum(LIVE_ACCOUNT_NETWORKS),
  /** The token the network refused: a new one is asked for even if it has not expired yet. */
  refused_token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
});
export type LiveAccountAccessBody = Static<typeof LiveAccountAccessBody>;

export const LiveAccountAccess = Type.Object({
  account_id: Type.Integer(),
  /** youtube, facebook_page or facebook. */
  account_type: Type.String(),
  /** The network's id of the channel, page or profile. */
  network_id: Type.String(),
  access_token: Type.String(),
  expires_at: Type.Union([IsoDate, Type.Null()]),
});
export type LiveAccountAccess = Static<typeof LiveAccountAccess>;

/**
 * The live service's recording file for posting's media import (GET, video/mp4), to callers with
 * INTERNAL_TOKEN, `workspace_id` in the query naming the recording's workspace.
 */
export const LIVE_RECORDING_FILE_PATH = '/internal/live/recordings/:id/file';
