import { lookup } from 'node:dns/promises';
import { isPublicAddress } from '@cadence/service-kit';

/** Why a server URL typed by a user cannot be streamed to, in plain words; null when it can. */
export type StreamUrlProblem = string;

export interface StreamUrlCheck {
  /** Reach private and loopback addresses too: only tests and a local setup (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Resolves a host name (the system resolver unless a test gives another). */
  resolve?: (host: string) => Promise<string[]>;
}

const resolveHost = async (host: string) => (await lookup(host, { all: true })).map((entry) => entry.address);

/**
 * Checks an RTMP(S) server URL a user entered (Instagram, TikTok, a custom server): rtmp:// or
 * rtmps:// only, no credentials in it, a host, and unless `allowPrivate` a name that resolves to
 * public addresses only, the rule every outbound call of the platform follows. The relay's
 * connection goes where this check looked; a host that later resolves elsewhere is checked again
 * before each start.
 */
export async function checkStreamServerUrl(value: string, check: StreamUrlCheck): Promise<StreamUrlProblem | null> {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'This is not a server URL. Copy the whole server URL from the network, starting with rtmps:// or rtmp://.';
  }
  if (url.protocol !== 'rtmp:' && url.protocol !== 'rtmps:') return 'The server URL must start with rtmps:// or rtmp:// (the network’s “server” or “stream URL” field).';
  if (url.username || url.password) return 'The server URL must not contain a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) return 'The server URL has no host name.';
  if (check.allowPrivate) return null;
  let addresses: string[];
  try {
    addresses = isIp(host) ? [host] : await (check.resolve ?? resolveHost)(host);
  } catch {
    return `${host} could not be found. Check the server URL for typing mistakes.`;
  }
  if (addresses.length === 0) return `${host} could not be found. Check the server URL for typing mistakes.`;
  if (addresses.some((address) => !isPublicAddress(address))) return `${host} is not a public address, so Cadence does not stream to it.`;
  return null;
}

function isIp(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':');
}

/**
 * Splits a full stream URL (Facebook's secure_stream_url: `rtmps://host:443/rtmp/<key>`) into the
 * server URL an encoder takes and the stream key: the key is what follows the last slash.
 */
export function splitStreamUrl(full: string): {
  serverUrl: string;
  streamKey: string;
} {
  const url = new URL(full);
  const cut = full.lastIndexOf('/');
  const streamKey = full.slice(cut + 1);
  if (cut < url.protocol.length + 2 || !streamKey) throw new Error('The stream URL has no stream key after its last slash');
  return { serverUrl: full.slice(0, cut + 1), streamKey };
}
