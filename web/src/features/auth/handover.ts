import type { SessionResponse } from '@cadence/contracts';

/** The tokens an external sign-in hands over in the URL fragment, without the user. */
export type Handover = Omit<SessionResponse, 'user'>;

const TOKEN = /^[A-Za-z0-9._~+/=-]{10,4096}$/;

function seconds(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * Reads `#access_token=…&token_type=Bearer&expires_in=900&refresh_token=…&refresh_expires_in=…`
 * (the names of the session response, as OAuth puts tokens in a fragment). Anything missing or
 * malformed hands over nothing.
 */
export function parseHandover(hash: string): Handover | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  const expiresIn = seconds(params.get('expires_in'));
  const refreshExpiresIn = seconds(params.get('refresh_expires_in'));
  const tokenType = params.get('token_type') ?? 'Bearer';
  if (!accessToken || !TOKEN.test(accessToken) || !refreshToken || !TOKEN.test(refreshToken)) return null;
  if (expiresIn === null || refreshExpiresIn === null || tokenType.toLowerCase() !== 'bearer') return null;
  return { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refreshToken, refresh_expires_in: refreshExpiresIn };
}
