import type { BodyOf, DataOf, Endpoint } from '@cadence/contracts';
import type { Query } from '../api/client';
import type { Reply, Request, WireError } from '../messages';

export class BridgeError extends Error {
  constructor(readonly error: WireError) {
    super(error.fields.length ? `${error.message}: ${error.fields.map((f) => `${f.field} ${f.message}`).join('; ')}` : error.message);
  }
}

export async function ask<T>(request: Request): Promise<T> {
  const reply = (await chrome.runtime.sendMessage(request)) as Reply<T> | undefined;
  if (!reply) throw new BridgeError({ status: 0, message: 'The extension did not answer; reopen it', fields: [] });
  if (!reply.ok) throw new BridgeError(reply.error);
  return reply.data;
}

/** A contract endpoint called through the service worker (which holds the tokens). */
export function call<E extends Endpoint>(endpoint: E, options: { params?: Record<string, string | number>; query?: Query; body?: BodyOf<E> } = {}): Promise<DataOf<E>> {
  return ask<DataOf<E>>({ type: 'call', method: endpoint.method, path: endpoint.path, ...options });
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}
