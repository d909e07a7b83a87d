import { EXTENSION_SIGN_IN_ERROR_CODES, createExtensionCode, extensionToken, type ExtensionCode, type SessionResponse } from '@cadence/contracts';
import { endpointUrl } from '../server-url';
import { ApiError, apiErrorOf } from './errors';

async function postJson<T>(fetchImpl: typeof fetch, url: string, body: unknown): Promise<T> {
  const response = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw await apiErrorOf(response);
  return ((await response.json()) as { data: T }).data;
}

/** Asks the server for a code to approve in its dashboard and the device secret to poll with. */
export function startSignIn(server: string, deviceName: string, fetchImpl: typeof fetch = fetch): Promise<ExtensionCode> {
  return postJson<ExtensionCode>(fetchImpl, endpointUrl(server, createExtensionCode), { device_name: deviceName.slice(0, 100) });
}

export type PollResult = { kind: 'session'; session: SessionResponse } | { kind: 'pending' } | { kind: 'slow_down'; waitSeconds: number };

/** One poll: the session, or whether to keep waiting; denial, expiry and other errors throw. */
export async function pollSignIn(server: string, deviceSecret: string, fetchImpl: typeof fetch = fetch): Promise<PollResult> {
  try {
    return { kind: 'session', session: await postJson<SessionResponse>(fetchImpl, endpointUrl(server, extensionToken), { device_secret: deviceSecret }) };
  } catch (error) {
    if (error instanceof ApiError && error.code === EXTENSION_SIGN_IN_ERROR_CODES.PENDING) return { kind: 'pending' };
    if (error instanceof ApiError && error.code === EXTENSION_SIGN_IN_ERROR_CODES.SLOW_DOWN) return { kind: 'slow_down', waitSeconds: error.retryAfterSeconds ?? 5 };
    throw error;
  }
}

/**
 * Polls at the server's interval (longer after a slow_down, as RFC 8628 asks) until the code is
 * approved, denied or expired, or the caller gives up.
 */
export async function waitForApproval(
  server: string,
  code: Pick<ExtensionCode, 'device_secret' | 'interval' | 'expires_in'>,
  { fetchImpl = fetch, sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)), signal }: { fetchImpl?: typeof fetch; sleep?: (ms: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<SessionResponse> {
  let interval = code.interval;
  for (;;) {
    await sleep(interval * 1000);
    if (signal?.aborted) throw new ApiError(499, 'Sign-in cancelled', 'EXTENSION_SIGN_IN_CANCELLED');
    const result = await pollSignIn(server, code.device_secret, fetchImpl);
    if (result.kind === 'session') return result.session;
    if (result.kind === 'slow_down') interval = Math.max(interval + 5, result.waitSeconds);
  }
}
