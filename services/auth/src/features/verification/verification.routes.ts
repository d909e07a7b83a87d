import type { FastifyInstance } from 'fastify';
import { resendVerification, verifyEmail } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as verification from './verification.service';

export function verificationRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, verifyEmail, ({ request }) => verification.verifyEmail(deps, request.body), { message: 'E-mail verified', rateLimit: { max: 30, timeWindow: 60_000 } });
  route(app, resendVerification, ({ request }) => verification.resendVerification(deps, request.body), {
    message: 'If the address needs verifying, a new code is on its way',
    rateLimit: { max: 10, timeWindow: 60_000 },
  });
}
