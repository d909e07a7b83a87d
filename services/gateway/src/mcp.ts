import type { FastifyInstance } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { API_KEY_PATTERN } from '@cadence/contracts';
import { createCadenceMcpServer } from '@cadence/mcp';
import { commonErrors, createOutboundFetch } from '@cadence/service-kit';

export const MCP_PATH = '/api/mcp';

export interface McpConfig {
  OUTBOUND_ALLOW_PRIVATE: boolean;
  OUTBOUND_TIMEOUT_MS: number;
}

/**
 * A fetch that answers from this process's own routes (`inject`): the MCP server calls the
 * platform's HTTP API as any client does (envelopes, validation, the API key's scopes, its
 * logged uses), without a socket back to itself.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input instanceof URL ? input.href : input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload ? { payload } : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) out.append(name, item);
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: out });
  };
}

/**
 * The MCP server over streamable HTTP at /api/mcp, stateless (one server and transport per
 * request), authenticated by the caller's API key in `Authorization: Bearer cdk_…`; the tools
 * act with that key through this process's routes, so the key's rules apply as on the API.
 */
export function mcpRoute(app: FastifyInstance, config: McpConfig): void {
  const fetchApi = injectFetch(app);
  const fetchMedia = createOutboundFetch({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE, timeoutMs: config.OUTBOUND_TIMEOUT_MS, userAgent: 'Cadence', log: app.log });
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: MCP_PATH,
    schema: { hide: true },
    handler: async (request, reply) => {
      const authorization = request.headers.authorization ?? '';
      const apiKey = authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
      if (!API_KEY_PATTERN.test(apiKey)) {
        reply.header('www-authenticate', 'Bearer');
        throw commonErrors.UNAUTHENTICATED('The MCP server needs an API key: Authorization: Bearer cdk_…');
      }
      // Refused here when this process reads the keys; otherwise each tool's call is refused.
      if (app.apiKeys && !(await app.apiKeys.resolve(apiKey))) throw commonErrors.UNAUTHENTICATED('This API key is not valid, has expired or was revoked');
      const server = createCadenceMcpServer({ baseUrl: 'http://cadence.internal', apiKey, fetch: fetchApi, fetchMedia });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
}
