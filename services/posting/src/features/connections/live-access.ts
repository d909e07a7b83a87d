import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INTERNAL_TOKEN_HEADER,
  LIVE_ACCOUNT_ACCESS_PATH,
  LiveAccountAccess,
  LiveAccountAccessBody,
  SuccessEnvelope,
  type AccountType,
  type LiveAccountNetwork,
} from '@cadence/contracts';
import { commonErrors, successEnvelope } from '@cadence/service-kit';
import { DisconnectedError } from '../../providers/provider-errors';
import { loadAccountAccess, refreshAccountTokens } from './account-access';
import type { ConnectionsDeps } from './connections.config';
import { connectionErrors } from './connections.errors';
import * as repo from './connections.repository';

/** The account types a live destination of each network streams through. */
const LIVE_ACCOUNT_TYPES: Record<LiveAccountNetwork, readonly AccountType[]> = {
  youtube: ['youtube'],
  facebook: ['facebook_page', 'facebook'],
};

/** A token that ends sooner than this is refreshed before it is handed out: a broadcast is set up and started on it. */
const FRESH_FOR_MS = 10 * 60_000;

/**
 * A connected YouTube channel's or Facebook page's or profile's access token for the live
 * service, refreshed first when it is about to end or when the network refused the one live
 * used (`refused_token`, compared with the stored token so two callers refresh once).
 */
export async function liveAccountAccess(deps: ConnectionsDeps, body: LiveAccountAccessBody): Promise<LiveAccountAccess> {
  const row = await repo.findAccount(deps.db, body.workspace_id, body.account_id);
  if (!row || row.status === 'disconnected' || !LIVE_ACCOUNT_TYPES[body.network].includes(row.type)) throw connectionErrors.ACCOUNT_NOT_FOUND();
  const broken = (message: string) => connectionErrors.ACCOUNT_BROKEN(`${row.name}: ${message}. Reconnect it in Manage platforms.`);
  if (row.status === 'broken') throw broken(row.lastError ?? 'the network no longer accepts this connection');
  let access = await loadAccountAccess(deps, deps.db, row.id).catch((error: unknown) => {
    throw error instanceof DisconnectedError ? broken(error.message) : error;
  });
  if (!access) throw connectionErrors.ACCOUNT_NOT_FOUND();
  const freshUntil = new Date(deps.now().getTime() + FRESH_FOR_MS);
  const refused = body.refused_token !== undefined && body.refused_token === access.tokens.accessToken;
  const ending = access.tokens.expiresAt !== undefined && access.tokens.expiresAt < freshUntil;
  if (refused || ending) {
    try {
      access = await refreshAccountTokens(deps, deps.db, row.id, refused ? {} : { onlyIfExpiringBefore: freshUntil });
    } catch (error) {
      if (error instanceof DisconnectedError) throw broken(error.message);
      deps.log.warn({ err: error, accountId: row.id }, 'refreshing an account for a live stream failed');
      throw connectionErrors.ACCOUNT_UNAVAILABLE();
    }
  }
  return {
    account_id: row.id,
    account_type: row.type,
    network_id: row.externalId,
    access_token: access.tokens.accessToken,
    expires_at: access.tokens.expiresAt?.toISOString() ?? null,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request carries the install's INTERNAL_TOKEN (compared in constant time). */
function hasInternalToken(request: FastifyRequest, expected: Buffer): boolean {
  const given = request.headers[INTERNAL_TOKEN_HEADER];
  return typeof given === 'string' && timingSafeEqual(digest(given), expected);
}

/**
 * The live service's token request, served outside /api (the gateway never proxies it) to callers
 * with INTERNAL_TOKEN, and not at all without one. Hidden from the API documentation.
 */
export function liveAccessRoutes(app: FastifyInstance, deps: ConnectionsDeps): void {
  const token = deps.config.INTERNAL_TOKEN;
  if (!token) return;
  const expected = digest(token);
  app.route<{ Body: LiveAccountAccessBody }>({
    method: 'POST',
    url: LIVE_ACCOUNT_ACCESS_PATH,
    schema: { hide: true, body: LiveAccountAccessBody, response: { 200: SuccessEnvelope(LiveAccountAccess) } },
    onRequest: async (request) => {
      if (!hasInternalToken(request, expected)) throw commonErrors.UNAUTHENTICATED('This address is for the platform’s own services');
    },
    handler: async (request, reply) => successEnvelope(request, reply, await liveAccountAccess(deps, request.body), 'OK'),
  });
}
