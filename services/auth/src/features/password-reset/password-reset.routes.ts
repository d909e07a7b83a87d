import type { FastifyInstance } from 'fastify';
import { forgotPassword, resetPassword } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as resets from './password-reset.service';

export function passwordResetRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, forgotPassword, ({ request }) => resets.forgotPassword(deps, request.body), {
    message: 'If an account uses this address, a reset link is on its way',
    rateLimit: { max: 10, timeWindow: 60_000 },
  });
  route(app, resetPassword, ({ request }) => resets.resetPassword(deps, request.body), { message: 'Password changed', rateLimit: { max: 20, timeWindow: 60_000 } });
}
