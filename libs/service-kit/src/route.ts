import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorEnvelope, PagedEnvelope, SuccessEnvelope, type BodyOf, type DataOf, type Endpoint, type ParamsOf, type QueryOf } from '@cadence/contracts';
import { authenticate, requirePermission, type Principal } from './auth';
import { pagedEnvelope, successEnvelope, type PageResult } from './envelope';

export type EndpointRequest<E> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
}>;

export interface HandlerContext<E> {
  request: EndpointRequest<E>;
  reply: FastifyReply;
  /** The verified caller; null on public endpoints. */
  principal: E extends { auth: 'user' } ? Principal : Principal | null;
}

interface RouteOptions {
  /** The envelope's message. */
  message?: string;
  /** Per-route rate limit (requests per window), tighter than the global one. */
  rateLimit?: { max: number; timeWindow: number };
}

const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500] as const;

function schemaOf(endpoint: Endpoint, response: TSchema): FastifySchema {
  const errorResponses = Object.fromEntries(ERROR_STATUSES.map((status) => [status, ErrorEnvelope]));
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.auth === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
    response: { [endpoint.status ?? 200]: response, ...errorResponses },
  };
}

function register(app: FastifyInstance, endpoint: Endpoint, response: TSchema, options: RouteOptions, run: (request: FastifyRequest, reply: FastifyReply, principal: Principal | null) => Promise<unknown>) {
  // Decided once here rather than on every request; a public route adds no promise of its own.
  const status = endpoint.status ?? 200;
  const permission = endpoint.permission;
  const handler =
    endpoint.auth === 'user'
      ? async (request: FastifyRequest, reply: FastifyReply) => {
          const principal = await authenticate(request);
          if (permission) requirePermission(principal, permission);
          if (status !== 200) reply.status(status);
          return run(request, reply, principal);
        }
      : (request: FastifyRequest, reply: FastifyReply) => {
          if (status !== 200) reply.status(status);
          return run(request, reply, null);
        };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint, response),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    handler,
  });
}

/**
 * Registers one contract endpoint: schemas from the contract (so OpenAPI, validation and the
 * response filter agree with what clients import), authentication and the permission guard,
 * and the success envelope around what the handler returns.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: HandlerContext<E>) => Promise<DataOf<E>>,
  options: RouteOptions = {},
): void {
  if (endpoint.paged) throw new Error(`${endpoint.path} is a paged list: register it with listRoute`);
  const message = options.message ?? defaultMessage(endpoint);
  register(app, endpoint, SuccessEnvelope(endpoint.response), options, async (request, reply, principal) => {
    const data = await handler({ request, reply, principal } as HandlerContext<E>);
    return successEnvelope(request, reply, data, message);
  });
}

/** Registers a paged list endpoint: the handler returns rows and counts; the kit adds the envelope. */
export function listRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: HandlerContext<E>) => Promise<PageResult<DataOf<E>>>,
  options: RouteOptions = {},
): void {
  if (!endpoint.paged) throw new Error(`${endpoint.path} is not a paged list: register it with route`);
  const message = options.message ?? 'OK';
  register(app, endpoint, PagedEnvelope(endpoint.response), options, async (request, reply, principal) => {
    const page = await handler({ request, reply, principal } as HandlerContext<E>);
    return pagedEnvelope(request, reply, page, message);
  });
}

function defaultMessage(endpoint: Endpoint): string {
  if (endpoint.status === 201) return 'Created';
  if (endpoint.method === 'DELETE') return 'Deleted';
  if (endpoint.method === 'PATCH' || endpoint.method === 'PUT') return 'Updated';
  return 'OK';
}
