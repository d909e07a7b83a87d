import { describe, expect, it } from 'vitest';
import { InvalidContentError, RateLimitedError, TokenExpiredError, TransientError } from '../provider-errors';
import { endpoint, errorForAnswer, retryAtFrom } from './http';

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
