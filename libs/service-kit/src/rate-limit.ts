import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from './errors';

/** Addresses counted in one window at most; past it, new addresses share one count. */
const MAX_ADDRESSES = 100_000;
const OVERFLOW = '(other addresses)';

export interface LocalRateLimit {
  max: number;
  windowMs: number;
}

/**
 * The global limit per address of a process without Redis: a fixed window per address counted
 * in process memory (expired windows swept once a window), checked synchronously in one
 * onRequest hook on each route without a limit of its own. Routes with `config.rateLimit:
 * false` are not counted; routes with their own `config.rateLimit` keep @fastify/rate-limit's.
 * With Redis the plugin counts the global limit too, shared by every process.
 *
 * Same keys as the plugin (an IPv6 address by its /64), same answer over the limit: 429 in
 * the error envelope, `retry-after` and the `x-ratelimit-*` headers.
 */
export function installLocalRateLimit(app: FastifyInstance, { max, windowMs }: LocalRateLimit): void {
  const counts = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 0;

  const check = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const now = Date.now();
    if (now >= sweepAt) {
      for (const [address, entry] of counts) if (entry.resetAt <= now) counts.delete(address);
      sweepAt = now + windowMs;
    }
    const ip = request.ip;
    let key = ip.includes(':') ? normalizeIP(ip) : ip;
    let entry = counts.get(key);
    if (entry === undefined && counts.size >= MAX_ADDRESSES) {
      key = OVERFLOW;
      entry = counts.get(key);
    }
    // Each address's window starts with its first request, as the plugin's own store counts.
    if (entry === undefined || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      counts.set(key, entry);
    }
    entry.count += 1;
    if (entry.count <= max) {
      done();
      return;
    }
    const seconds = Math.ceil((entry.resetAt - now) / 1000);
    reply.header('x-ratelimit-limit', max).header('x-ratelimit-remaining', 0).header('x-ratelimit-reset', seconds).header('retry-after', seconds);
    done(new AppError('COMMON_RATE_LIMITED', 429, `Too many requests; try again in ${seconds} s`));
  };

  app.addHook('onRoute', (routeOptions) => {
    if (routeOptions.config?.rateLimit !== undefined) return;
    const own = routeOptions.onRequest;
    routeOptions.onRequest = own === undefined ? [check] : [...(Array.isArray(own) ? own : [own]), check as onRequestHookHandler];
  });
}
