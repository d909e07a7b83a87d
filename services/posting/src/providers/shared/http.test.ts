import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutboundFetch } from '@cadence/service-kit';
import { describe, expect, it } from 'vitest';
import { AddressRefusedError, InvalidContentError, RateLimitedError, TokenExpiredError, TransientError, UnknownOutcomeError } from '../provider-errors';
import { callNetwork, endpoint, errorForAnswer, retryAtFrom } from './http';

const now = new Date('2026-03-01T12:00:00Z');
const errors = { message: (body: unknown) => String((body as { message?: string }).message) };

describe('retryAtFrom', () => {
  it('reads Retry-After in seconds and as a date', () => {
    expect(retryAtFrom(new Headers({ 'retry-after': '30' }), now).toISOString()).toBe('2026-03-01T12:00:30.000Z');
    expect(retryAtFrom(new Headers({ 'retry-after': 'Sun, 01 Mar 2026 13:00:00 GMT' }), now).toISOString()).toBe('2026-03-01T13:00:00.000Z');
  });

  it("reads X's and the IETF reset headers as epoch seconds", () => {
    expect(retryAtFrom(new Headers({ 'x-rate-limit-reset': '1772370000' }), now).toISOString()).toBe('2026-03-01T13:00:00.000Z');
    expect(retryAtFrom(new Headers({ 'ratelimit-reset': '1772370000' }), now).toISOString()).toBe('2026-03-01T13:00:00.000Z');
  });

  it('waits a minute when the network does not say', () => {
    expect(retryAtFrom(new Headers(), now).toISOString()).toBe('2026-03-01T12:01:00.000Z');
  });
});

describe('errorForAnswer', () => {
  const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers), body: { message: `said ${status}` } });

  it('maps statuses to the typed errors with the network message', () => {
    const limited = errorForAnswer(answer(429, { 'retry-after': '5' }), errors, now);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAt.toISOString()).toBe('2026-03-01T12:00:05.000Z');
    expect(errorForAnswer(answer(401), errors, now)).toBeInstanceOf(TokenExpiredError);
    expect(errorForAnswer(answer(503), errors, now)).toBeInstanceOf(TransientError);
    const refused = errorForAnswer(answer(422), errors, now);
    expect(refused).toBeInstanceOf(InvalidContentError);
    expect(refused.message).toBe('said 422');
    expect(refused.raw).toEqual({ status: 422, body: { message: 'said 422' } });
  });
});

describe('endpoint', () => {
  it("keeps the base URL's path and drops undefined query values", () => {
    expect(endpoint('https://site.test/wp-json/wp/v2', 'posts', { slug: 'a', page: undefined }).toString()).toBe('https://site.test/wp-json/wp/v2/posts?slug=a');
    expect(endpoint('https://api.x.com/', '/2/tweets').toString()).toBe('https://api.x.com/2/tweets');
  });
});

describe('callNetwork through the outbound guard', () => {
  it('reports a call the guard refuses as refused, not as a connection lost after sending', async () => {
    let received = 0;
    const server = createServer((_request, response) => {
      received += 1;
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/posts`;
    const config = (allowPrivate: boolean) => ({ apiBaseUrl: url, fetch: createOutboundFetch({ allowPrivate }), pollIntervalMs: 5, now: () => now });
    try {
      const refused = await callNetwork(config(false), { method: 'POST', url, json: { text: 'hi' } }, errors).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AddressRefusedError);
      expect(refused).not.toBeInstanceOf(UnknownOutcomeError);
      expect((refused as Error).message).toMatch(/^Cadence refused to call this address \(POST \/posts\)/);
      expect(received).toBe(0);
      // The same call where private addresses are allowed goes through.
      expect((await callNetwork(config(true), { method: 'POST', url, json: { text: 'hi' } }, errors)).status).toBe(201);
      expect(received).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
