import type { FastifyInstance } from 'fastify';
import { createApiKey, listApiKeyUses, listApiKeys, revokeApiKey } from '@cadence/contracts';
import { route } from '@cadence/service-kit';
import type { AuthDeps } from '../../deps';
import * as apiKeys from './api-keys.service';

export function apiKeysRoutes(app: FastifyInstance, deps: AuthDeps): void {
  route(app, listApiKeys, ({ principal }) => apiKeys.list(deps.db, principal));
  route(app, createApiKey, ({ request, principal }) => apiKeys.create(deps.db, principal, request.body), { message: 'API key created', rateLimit: { max: 30, timeWindow: 60_000 } });
  route(app, revokeApiKey, ({ request, principal }) => apiKeys.revoke(deps.db, deps.revocations, principal, request.params.id), { message: 'API key revoked' });
  route(app, listApiKeyUses, ({ request, principal }) => apiKeys.uses(deps.db, principal, request.params.id));
}
