import OpenAI from 'openai';
import { OutboundBlockedError, assertPublicUrl, defineErrors, fieldError, type AppError, type OutboundLog } from '@cadence/service-kit';

/** The scope of the platform's own endpoint (workspace 0). */
export const PLATFORM = 0;

/**
 * How the service reaches AI endpoints: through the outbound guard, whose rules every endpoint
 * keeps, except that the platform's may be at the one private origin AI_ALLOW_PRIVATE_ENDPOINT
 * names (a self-hoster's model server). Pages read for a brief never use that allowance.
 */
export interface EndpointAccess {
  /** The guard's fetch: workspaces' endpoints (and every other call). */
  fetch: typeof globalThis.fetch;
  /** The guard's fetch that also reaches `privateOrigin`: the platform's endpoint only. */
  platformFetch: typeof globalThis.fetch;
  /** OUTBOUND_ALLOW_PRIVATE: every private address allowed (tests, a local setup). */
  allowPrivate: boolean;
  /** The origin AI_ALLOW_PRIVATE_ENDPOINT names, or null. */
  privateOrigin: string | null;
  log?: OutboundLog | undefined;
}

export const endpointErrors = defineErrors('AI_ENDPOINT', {
  /** 409: the stored endpoint's address is one the outbound guard refuses; the message says why and who changes it. */
  REFUSED: [409, "The AI endpoint's address is not one this server calls; it is changed in Settings › AI."],
});

/** The fetch an endpoint of `scope` is called with. */
export function fetchFor(access: EndpointAccess, scope: number): typeof globalThis.fetch {
  return scope === PLATFORM ? access.platformFetch : access.fetch;
}

function allowedOrigins(access: EndpointAccess, scope: number): string[] {
  return scope === PLATFORM && access.privateOrigin ? [access.privateOrigin] : [];
}

/**
 * What is wrong with an endpoint's URL on its face, or null: an http(s) URL with a host, without
 * a user name or password in it (the key goes in api_key), and without a query or a fragment (the
 * API's paths are appended to it).
 */
export function urlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL such as https://api.openai.com/v1';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://';
  if (!url.hostname) return 'must name a host';
  if (url.username || url.password) return 'must not carry a user name or password; give the key in api_key';
  if (url.search || url.hash) return 'must not have a query (?…) or a fragment (#…): give the base URL the API paths are added to';
  return null;
}

/**
 * Checks an endpoint's URL when it is saved: its form, then the outbound guard's rules (a public
 * address, unless it is the platform's at the origin AI_ALLOW_PRIVATE_ENDPOINT names). A refusal
 * is a 400 on `base_url` that says why; nothing is saved or called.
 */
export async function checkEndpointUrl(access: EndpointAccess, scope: number, value: string): Promise<void> {
  const problem = urlProblem(value);
  if (problem) throw fieldError('base_url', problem);
  try {
    await assertPublicUrl(value, { allowPrivate: access.allowPrivate, allowOrigins: allowedOrigins(access, scope), log: access.log });
  } catch (error) {
    if (!(error instanceof OutboundBlockedError)) throw error;
    const hint =
      scope === PLATFORM
        ? "; the platform's endpoint may be on a private address only at the origin the AI_ALLOW_PRIVATE_ENDPOINT variable names"
        : '; an AI endpoint must be on a public address';
    throw fieldError('base_url', `is refused: ${error.message}${hint}`);
  }
}

/** The 409 for an endpoint the guard refuses, in words for whoever uses it (the platform's address is not told to clients). */
export function refusal(scope: number, reason: string): AppError {
  return scope === PLATFORM
    ? endpointErrors.REFUSED("The platform's AI endpoint is on an address this server does not call. Staff change it in Settings › AI.")
    : endpointErrors.REFUSED(`The workspace's AI endpoint is refused: ${reason}. The workspace's owner changes it in Settings › AI.`);
}

/**
 * Checks a stored endpoint again before it is called (it may have been saved before the check, or
 * its name may resolve elsewhere now): a refused one is a 409 with the reason, never a call.
 */
export async function assertEndpointAllowed(access: EndpointAccess, scope: number, baseUrl: string): Promise<void> {
  const problem = urlProblem(baseUrl);
  if (problem) throw refusal(scope, `its URL ${problem}`);
  try {
    await assertPublicUrl(baseUrl, { allowPrivate: access.allowPrivate, allowOrigins: allowedOrigins(access, scope), log: access.log });
  } catch (error) {
    if (error instanceof OutboundBlockedError) throw refusal(scope, error.message);
    throw error;
  }
}

/** The guard's refusal inside an error the OpenAI client raised (it wraps the fetch's), if it is one. */
export function blockedCause(error: unknown): OutboundBlockedError | null {
  if (error instanceof OutboundBlockedError) return error;
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof OutboundBlockedError) return cause;
  }
  return null;
}
