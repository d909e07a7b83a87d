import {
  INTERNAL_TOKEN_HEADER,
  LIVE_ACCOUNT_ACCESS_PATH,
  type LiveAccountAccess,
  type LiveAccountAccessBody,
} from '@cadence/contracts';
import type { LiveFlowDestination } from '../destinations/network-flow';
import { LiveNetworkError } from './network-call';
import type { NetworkAccount } from './network-flow.types';

/** One call to the posting service: its status and JSON answer (the envelope). */
export type InternalCall = (path: string, headers: Record<string, string>, body: unknown) => Promise<{ status: number; body: unknown }>;

/** Over HTTP to the posting service's own address (distributed mode: POSTING_INTERNAL_URL). */
export function httpInternalCall(baseUrl: string, timeoutMs: number): InternalCall {
  const base = baseUrl.replace(/\/+$/, '');
  return async (path, headers, body) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: answer.status, body: await answer.json().catch(() => null) };
  };
}

/** Within this process (all-in-one: posting's routes are this server's), without a socket. */
export function injectInternalCall(inject: (options: { method: 'POST'; url: string; headers: Record<string, string>; payload: string }) => Promise<{ statusCode: number; body: string }>): InternalCall {
  return async (path, headers, body) => {
    const answer = await inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      parsed = null;
    }
    return { status: answer.statusCode, body: parsed };
  };
}

/** Asks for an account's token again after the network refused `refusedToken`. */
export type LiveAccountTokens = (destination: LiveFlowDestination, refusedToken?: string) => Promise<NetworkAccount | null>;

const networkName = (kind: string) => (kind === 'youtube' ? 'YouTube' : 'Facebook');

/**
 * The connected accounts' tokens from the posting service, which holds them sealed and refreshes
 * them: a fresh access token and the channel's or page's id per call, never kept by live.
 */
export function postingAccountSource(call: InternalCall, internalToken: string): LiveAccountTokens {
  return async (destination, refusedToken) => {
    if (destination.accountId === null || (destination.kind !== 'youtube' && destination.kind !== 'facebook')) return null;
    const body: LiveAccountAccessBody = {
      workspace_id: destination.workspaceId,
      account_id: destination.accountId,
      network: destination.kind,
      ...(refusedToken === undefined ? {} : { refused_token: refusedToken }),
    };
    let answer: { status: number; body: unknown };
    try {
      answer = await call(LIVE_ACCOUNT_ACCESS_PATH, { [INTERNAL_TOKEN_HEADER]: internalToken }, body);
    } catch {
      throw new LiveNetworkError('unavailable', 'The connected accounts could not be reached; try again shortly.');
    }
    const envelope = (answer.body ?? {}) as { data?: LiveAccountAccess; message?: string };
    if (answer.status === 200 && envelope.data) return { token: envelope.data.access_token, networkId: envelope.data.network_id };
    if (answer.status === 404 && (envelope as { code?: string }).code === 'POSTING_ACCOUNT_NOT_FOUND') return null;
    if (answer.status === 409 && (envelope as { code?: string }).code === 'POSTING_ACCOUNT_BROKEN') throw new LiveNetworkError('auth', envelope.message ?? `Reconnect the ${networkName(destination.kind)} account.`);
    if (answer.status === 409) throw new LiveNetworkError('unavailable', envelope.message ?? 'The account’s network did not answer; try again shortly.');
    // 401 (the tokens differ), 404 without posting's code (posting not in this process or not serving it): the install's set-up.
    throw new LiveNetworkError('not_allowed', 'This server cannot reach its connected accounts (INTERNAL_TOKEN and POSTING_INTERNAL_URL). Paste the server URL and stream key into this destination instead.');
  };
}
