import type { TwitterPeer } from '@cadence/posting/peers/twitter';

/** A signed-in call to the platform's API: the answer's status and its envelope's data. */
export async function callApi<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

/** The access token of a user signed in through the API. */
export async function apiLogin(baseUrl: string, user: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** The platform's settings that point X at the local X peer. */
export function xPeerEnv(x: TwitterPeer): Record<string, string> {
  return { X_CLIENT_ID: x.clientId, X_CLIENT_SECRET: x.clientSecret, X_API_BASE: x.url, X_AUTH_BASE: x.url, X_UPLOAD_BASE: x.url };
}
