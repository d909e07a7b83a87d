import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import addFormats from 'ajv-formats';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { BaseConfig } from './config';
import type { Cache } from './cache';
import { installErrorHandlers } from './error-handler';
import { documentScope } from './document-headers';
import { errorEnvelope } from './envelope';
import { terminalLogging } from './terminal-log';
import { installJwt, type JwtKeys } from './auth';
import { storableDates } from './input-guards';
import { strictBodyValidators } from './validators';
import { serializeRequest } from './log-redaction';
import { installLocalRateLimit } from './rate-limit';
import type { Revocations } from './revocations';

export interface ServerOptions {
  config: BaseConfig;
  keys: JwtKeys;
  cache: Cache;
  /** Shared by the process's services; a process-local one when absent. */
  revocations?: Revocations;
  /** Name in logs and OpenAPI. */
  name: string;
  version?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** How long a client waits before asking a restarting or unreachable service again (a restart takes a few seconds). */
export const SERVICE_RETRY_AFTER_SECONDS = 5;

/**
 * Fastify's own key for a reply's headers. reply.header() adds each header to an empty object
 * under a varying key; in a process holding many services those keyed stores (and every later
 * read of the object by Fastify and node:http) were a large share of a request's CPU time,
 * growing with the code loaded (load-tests/README.md, framework-scaling). The kit's headers are
 * set instead as one object literal, of one shape, before any other hook runs.
 */
const REPLY_HEADERS = (createRequire(import.meta.url)('fastify/lib/symbols.js') as { kReplyHeaders: symbol }).kReplyHeaders;
if (typeof REPLY_HEADERS !== 'symbol') throw new Error('fastify/lib/symbols.js no longer exports kReplyHeaders');

/**
 * The one Fastify factory every process uses: envelopes and coded errors, request ids and
 * structured logs, body and query validation, JWT verification, rate limits, security headers,
 * OpenAPI at /api/docs.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const { stream, logController } = await terminalLogging(config);
  const app = Fastify({
    // LOG_LEVEL=silent switches the logger off rather than filtering every line.
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'], censor: '[redacted]' },
            serializers: { req: serializeRequest },
            ...(stream ? { stream } : {}),
          },
    ...(logController ? { logController } : {}),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: {
      customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: true },
      plugins: [addFormats.default ?? addFormats, storableDates],
    },
    // Query strings and parameters are coerced to their schema's types, JSON bodies are not.
    schemaController: { compilersFactory: { buildValidator: strictBodyValidators } },
    routerOptions: { maxParamLength: 200 },
    // A request that arrives while the service shuts down is answered by the hook below instead.
    return503OnClosing: false,
    // Getting ready seeds a fresh database and subscribes to the broker (topics, their leaders, the
    // group): on a busy machine that outlasts Fastify's 10 s default, which would stop the process.
    pluginTimeout: 120_000,
  });

  // From the moment the service starts shutting down (a restart, a deploy), a request on a kept-alive
  // connection is refused with 503 and when to try again, never handed to a handler whose pools are closing.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  app.addHook('onRequest', (request, reply, done) => {
    // The headers every answer carries, as one object of a fixed shape (see REPLY_HEADERS). No
    // answer is stored by a browser or a proxy unless its route says otherwise (public images,
    // the web app's assets): private answers and exports never outlive the session in a cache.
    (reply as unknown as Record<symbol, Record<string, string>>)[REPLY_HEADERS] = { 'x-request-id': request.id, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };
    if (closing) {
      void reply
        .status(503)
        .header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS))
        .header('connection', 'close')
        .send(errorEnvelope(request, 503, 'This service is restarting; try again in a few seconds', 'COMMON_SERVICE_RESTARTING'));
      return;
    }
    done();
  });

  installErrorHandlers(app);

  // With Redis the plugin counts every limit, shared by the processes; without it, the global
  // limit is the kit's synchronous fixed window (rate-limit.ts) and the plugin keeps the routes'
  // own limits.
  const redis = options.cache.redis;
  if (!redis) installLocalRateLimit(app, { max: config.RATE_LIMIT_MAX, windowMs: config.RATE_LIMIT_WINDOW_MS });
  await app.register(rateLimit, {
    global: redis !== null,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    ...(redis ? { redis, nameSpace: 'cadence:rl:' } : {}),
    errorResponseBuilder: (request, context) => ({
      ...errorEnvelope(request, 429, `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`, 'COMMON_RATE_LIMITED'),
      statusCode: 429,
    }),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `Cadence API (${options.name})`, version: options.version ?? '0.1.0' },
      components: { securitySchemes: { bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An access token from POST /api/auth/login, or a workspace API key (`Authorization: Bearer cdk_…`, created by the workspace owner at /api/auth/api-keys) on the routes of the key's scopes only: posts:read (GET /api/posts, GET /api/posts/:id, GET /api/accounts, GET /api/groups), drafts:write and posts:schedule (POST /api/posts, PATCH /api/posts/:id), media (GET /api/media, GET /api/media/:id, POST /api/media). What a key schedules waits for a person's approval unless its owner allowed direct scheduling on it. AI agents connect with the same key to the MCP server at /api/mcp (streamable HTTP) or run `cadence-mcp` (stdio).",
          }, } },
    },
  });
  await documentScope(app, (scope) => scope.register(swaggerUi, { routePrefix: '/api/docs' }));

  await installJwt(app, options.keys, options.revocations);
  return app;
}
