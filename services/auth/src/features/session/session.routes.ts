import type { FastifyInstance } from 'fastify';
import { login, me, signup } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import * as sessions from './session.service';

/** Sign-in is throttled per address on top of the global limit. */
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export function sessionRoutes(app: FastifyInstance, deps: sessions.SessionDeps): void {
  route(app, login, ({ request }) => sessions.login(deps, request.body), { message: 'Signed in', rateLimit: LOGIN_RATE_LIMIT });
  route(app, signup, ({ request }) => sessions.signup(deps, request.body), { message: 'Account created', rateLimit: LOGIN_RATE_LIMIT });
  route(app, me, ({ principal }) => sessions.currentUser(deps, principal.userId));
}
