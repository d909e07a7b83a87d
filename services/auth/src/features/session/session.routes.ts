import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, login, logout, me, refreshSession, signup } from '@cadence/contracts';
import { route, type AccessClaims } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import { LoginThrottledError } from './session.errors';
import * as sessions from './session.service';

/** A coarse per-address cap on top of the failure-based throttle of the service. */
const LOGIN_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * The session of the request's access token, when it sends a valid one (signature and expiry;
 * an already revoked one changes nothing). Logging out is public: a missing, expired or broken
 * token, or an API key, gives none.
 */
async function accessSessionOf(request: FastifyRequest): Promise<sessions.AccessSession | undefined> {
  const authorization = request.headers.authorization;
  if (!authorization?.startsWith('Bearer ') || authorization.startsWith(`Bearer ${API_KEY_PREFIX}`)) return undefined;
  let claims: AccessClaims;
  try {
    claims = await request.jwtVerify<AccessClaims>();
  } catch {
    return undefined;
  }
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId) || userId < 1 || typeof claims.fam !== 'string') return undefined;
  return { userId, familyId: claims.fam };
}

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
  route(app, logout, async ({ request }) => sessions.logout(deps, request.body, await accessSessionOf(request)), { message: 'Signed out' });
  route(app, me, ({ principal }) => sessions.currentUser(deps, principal.userId));
}
