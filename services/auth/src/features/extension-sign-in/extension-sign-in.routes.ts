import type { FastifyInstance } from 'fastify';
import { approveExtensionCode, createExtensionCode, denyExtensionCode, extensionToken, getExtensionCode } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import { SlowDownError } from './extension-sign-in.errors';
import * as signIn from './extension-sign-in.service';

/**
 * Looking a code up or deciding it, per address: the approval page makes one look-up and one
 * decision; guessing codes (20⁸ of them, ten minutes each) needs many more.
 */
const CODE_LOOKUP_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export function extensionSignInRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, createExtensionCode, ({ request }) => signIn.start(deps, request.body), { message: 'Sign-in code created', rateLimit: { max: 20, timeWindow: 60_000 } });
  route(
    app,
    extensionToken,
    async ({ request, reply }) => {
      try {
        return await signIn.poll(deps, request.body);
      } catch (error) {
        if (error instanceof SlowDownError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
    { message: 'Signed in', rateLimit: { max: 120, timeWindow: 60_000 } },
  );
  route(app, getExtensionCode, ({ request, principal }) => signIn.show(deps, principal.userId, request.params.code), { rateLimit: CODE_LOOKUP_RATE_LIMIT });
  route(app, approveExtensionCode, ({ request, principal }) => signIn.decide(deps, principal.userId, request.params.code, 'approved'), { message: 'Extension signed in', rateLimit: CODE_LOOKUP_RATE_LIMIT });
  route(app, denyExtensionCode, ({ request, principal }) => signIn.decide(deps, principal.userId, request.params.code, 'denied'), { message: 'Extension sign-in denied', rateLimit: CODE_LOOKUP_RATE_LIMIT });
}
