import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundFetch } from '../src/outbound';

/** A server that takes requests and never answers them. */
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the outbound fetch deadline', () => {
  it('gives up on a silent server with a TimeoutError once the deadline passes', async () => {
    const guarded = createOutboundFetch({ allowPrivate: true, timeoutMs: 150 });
    const failure = await guarded(url).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('TimeoutError');
  });

  it("still stops when the caller's own signal aborts first", async () => {
    const guarded = createOutboundFetch({ allowPrivate: true, timeoutMs: 30_000 });
    const caller = new AbortController();
    setTimeout(() => caller.abort(new Error('the caller gave up')), 50);
    await expect(guarded(url, { signal: caller.signal })).rejects.toThrow('the caller gave up');
  });
});
