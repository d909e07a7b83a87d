import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import { ErrorEnvelope, PagedEnvelope, SuccessEnvelope, type BodyOf, type DataOf, type Endpoint, type ParamsOf, type QueryOf } from '@cadence/contracts';
import { authenticate, requirePermission, requireRole, type Principal } from './auth';
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

function schemaOf(endpoint: Endpoint, response: TSchema | null): FastifySchema {
  const errorResponses = Object.fromEntries(ERROR_STATUSES.map((status) => [status, ErrorEnvelope]));
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.auth === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
    // The role table, in the document as in the contract (docs/roles.md is generated from it).
    ...(endpoint.roles ? { 'x-workspace-roles': endpoint.roles } : {}),
    ...(endpoint.permission ? { 'x-permission': endpoint.permission } : {}),
    response: response ? { [endpoint.status ?? 200]: response, ...errorResponses } : errorResponses,
  };
}

function register(app: FastifyInstance, endpoint: Endpoint, response: TSchema | null, options: RouteOptions, run: (request: FastifyRequest, reply: FastifyReply, principal: Principal | null) => Promise<unknown>) {
  // Decided once here rather than on every request; a public route adds no promise of its own.
  const status = endpoint.status ?? 200;
  const { permission, roles } = endpoint;
  if (endpoint.auth === 'user' && roles === undefined) throw new Error(`${endpoint.method} ${endpoint.path} declares no workspace roles`);
  const handler =
    endpoint.auth === 'user'
      ? (request: FastifyRequest, reply: FastifyReply) => {
          if (status !== 200) reply.status(status);
          return run(request, reply, request.principal);
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
    // Who the caller is and whether they may call this, before the body is validated: a caller
    // without the right hears 403, never the schema's field errors.
    ...(endpoint.auth === 'user'
      ? {
          preValidation: async (request: FastifyRequest) => {
            const principal = await authenticate(request);
            if (permission) requirePermission(principal, permission);
            requireRole(principal, roles!);
          },
        }
      : {}),
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
  if (endpoint.file) throw new Error(`${endpoint.path} answers a file: register it with fileRoute`);
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

/**
 * Registers a file endpoint (`file: true`: a CSV, a PDF, an image): the same schemas, guard and
 * role check as route(), and the handler sends the bytes itself through `reply`.
 */
export function fileRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: (context: HandlerContext<E>) => Promise<FastifyReply>, options: RouteOptions = {}): void {
  if (!endpoint.file) throw new Error(`${endpoint.path} answers the envelope: register it with route`);
  register(app, endpoint, null, options, (request, reply, principal) => handler({ request, reply, principal } as HandlerContext<E>));
}

function defaultMessage(endpoint: Endpoint): string {
  if (endpoint.status === 201) return 'Created';
  if (endpoint.method === 'DELETE') return 'Deleted';
  if (endpoint.method === 'PATCH' || endpoint.method === 'PUT') return 'Updated';
  return 'OK';
}
