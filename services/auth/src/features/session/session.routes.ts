import type { FastifyInstance } from 'fastify';
import { login, logout, me, refreshSession, signup } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import { LoginThrottledError } from './session.errors';
import * as sessions from './session.service';

/** A coarse per-address cap on top of the failure-based throttle of the service. */
const LOGIN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

export function sessionRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(
    app,
    login,
    async ({ request, reply }) => {
      try {
        return await sessions.login(deps, request.body, request.ip);
      } catch (error) {
        if (error instanceof LoginThrottledError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
    { message: 'Signed in', rateLimit: LOGIN_RATE_LIMIT },
  );
  route(app, signup, ({ request }) => sessions.signup(deps, request.body), { message: 'Account created', rateLimit: LOGIN_RATE_LIMIT });
  route(app, refreshSession, ({ request }) => sessions.refresh(deps, request.body, { client: { address: request.ip, userAgent: request.headers['user-agent'] ?? '' } }), { message: 'Session renewed', rateLimit: { max: 60, timeWindow: 60_000 } });
  route(app, logout, ({ request }) => sessions.logout(deps, request.body), { message: 'Signed out' });
  route(app, me, ({ principal }) => sessions.currentUser(deps, principal.userId));
}
