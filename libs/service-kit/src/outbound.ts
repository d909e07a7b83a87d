import { lookup as dnsLookup, promises as dnsPromises, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import Type, { type TProperties } from 'typebox';
import { Agent } from 'undici';

/** Variables of the outbound guard. */
export const OutboundEnv = {
  /** Lets outbound calls reach private, loopback and link-local addresses: only for tests and a local setup. */
  OUTBOUND_ALLOW_PRIVATE: Type.Boolean({ default: false }),
  /** Longest an outbound call may take, headers and body, in milliseconds. */
  OUTBOUND_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 30_000 }),
} satisfies TProperties;

export interface OutboundOptions {
  /** Reach private, loopback, link-local and metadata addresses too (tests, local peers). */
  allowPrivate?: boolean;
  /**
   * Origins (`http://10.0.0.5:11434`) that may be on a private address while every other stays
   * refused: one named service a self-hoster runs on their own network (the AI endpoint). Each
   * hop is judged by its own origin, so a redirect from an allowed origin elsewhere is checked.
   */
  allowOrigins?: readonly string[];
  /** Whole-call deadline; a caller's own signal still applies. */
  timeoutMs?: number;
  /** Redirects followed before giving up (each one checked like the first URL). */
  maxRedirects?: number;
  userAgent?: string;
  /** Where refusals are written with what a name resolved to (never told to the caller). */
  log?: OutboundLog;
}

export interface OutboundLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Raised before any byte leaves: the URL's scheme or address is not allowed. The message is
 * fit to show a user; what an internal name resolved to is only in `details`, for the log.
 */
export class OutboundBlockedError extends Error {
  override readonly name = 'OutboundBlockedError';
  /** Stable, for callers that classify refusals. */
  readonly code = 'OUTBOUND_ADDRESS_NOT_ALLOWED';
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

function notAllowed(host: string, details: Record<string, unknown> = {}): OutboundBlockedError {
  return new OutboundBlockedError(`${host} is not an allowed address`, { host, ...details });
}

/**
 * Whether an address is one the public internet routes: refuses private, loopback,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved,
 * unique-local IPv6 and IPv6 forms that embed an IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function checkAddresses(hostname: string, addresses: readonly LookupAddress[], log: OutboundLog | undefined): void {
  const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
  if (!blocked) return;
  const error = notAllowed(hostname, { resolvedTo: addresses.map((entry) => entry.address) });
  log?.warn(error.details, 'outbound call refused: the name resolves to a non-public address');
  throw error;
}

/** A DNS lookup that refuses names resolving to non-public addresses, at connect time (no rebinding window). */
function guardedLookup(log: OutboundLog | undefined): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        checkAddresses(hostname, addresses, log);
      } catch (blocked) {
        return callback(blocked as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new OutboundBlockedError(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** The origins of `allowOrigins`, as URL.origin spells them; an entry that is not a URL allows nothing. */
function originsOf(values: readonly string[] | undefined): ReadonlySet<string> {
  const origins = new Set<string>();
  for (const value of values ?? []) {
    try {
      const origin = new URL(value).origin;
      if (origin !== 'null') origins.add(origin);
    } catch {
      // not a URL: allows nothing
    }
  }
  return origins;
}

function checkUrl(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundBlockedError(`Only http and https URLs can be called (got ${url.protocol})`);
  if (url.username || url.password) throw new OutboundBlockedError('URLs with credentials in them are not called');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) throw notAllowed(host);
}

/**
 * Checks an address a user typed (a self-hosted site, a PDS) before anything is sent: a URL,
 * http(s), and, unless `allowPrivate`, a name that resolves to public addresses only. The
 * guarded fetch checks again on the socket it opens.
 */
export async function assertPublicUrl(value: string, options: { allowPrivate?: boolean; allowOrigins?: readonly string[]; log?: OutboundLog } = {}): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundBlockedError('This is not a valid URL');
  }
  const open = (options.allowPrivate ?? false) || originsOf(options.allowOrigins).has(url.origin);
  checkUrl(url, open);
  if (open) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return url;
  const addresses = await dnsPromises.lookup(host, { all: true }).catch(() => {
    throw new OutboundBlockedError(`${host} could not be found`);
  });
  checkAddresses(host, addresses, options.log);
  return url;
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * A signal that aborts with a TimeoutError after `ms`, as `AbortSignal.timeout` does, without
 * making it transferable to workers, which Node does for `AbortSignal.timeout` (some 35 µs of
 * each published post in the publishing benchmark's profile). The timer does not hold the
 * process open.
 */
function deadlineSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException(`The operation was aborted due to timeout after ${ms} ms`, 'TimeoutError')), ms).unref();
  return controller.signal;
}

/**
 * The fetch every call to an address a user or a network supplied goes through: http(s) only,
 * public addresses only (checked after DNS resolution, on every redirect), a deadline, and a
 * bounded number of redirects. `allowPrivate` lifts the address check for tests and local peers;
 * `allowOrigins` lifts it for those origins alone.
 */
export function createOutboundFetch(options: OutboundOptions = {}): typeof fetch {
  const allowPrivate = options.allowPrivate ?? false;
  const allowedOrigins = originsOf(options.allowOrigins);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const dispatcher = allowPrivate ? undefined : new Agent({ connect: { lookup: guardedLookup(options.log) } });

  const guarded = async (input: Parameters<typeof fetch>[0], init: RequestInit = {}): Promise<Response> => {
    const deadline = deadlineSignal(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init.headers).forEach((value, key) => headers.set(key, value));
    if (options.userAgent && !headers.has('user-agent')) headers.set('user-agent', options.userAgent);
    let method = init.method ?? (input instanceof Request ? input.method : 'GET');
    let body = init.body ?? (input instanceof Request && input.body ? await input.arrayBuffer() : undefined);
    let url = new URL(requestUrl(input));
    for (let hop = 0; ; hop++) {
      // An allowed origin connects without the guarded lookup; every other hop keeps it.
      const open = allowPrivate || allowedOrigins.has(url.origin);
      checkUrl(url, open);
      const response = await fetch(url, { ...init, method, body, headers, signal, redirect: 'manual', ...(dispatcher && !open ? { dispatcher } : {}) } as RequestInit).catch((error: unknown) => {
        const cause = error instanceof Error ? error.cause : undefined;
        throw cause instanceof OutboundBlockedError ? cause : error;
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || !location || init.redirect === 'manual') return response;
      if (init.redirect === 'error') throw new OutboundBlockedError(`${url.origin} answered with a redirect`);
      if (hop >= maxRedirects) throw new OutboundBlockedError(`More than ${maxRedirects} redirects from ${url.origin}`);
      await response.body?.cancel();
      const next = new URL(location, url);
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      if (next.origin !== url.origin) headers.delete('authorization');
      url = next;
    }
  };
  return guarded as typeof fetch;
}
