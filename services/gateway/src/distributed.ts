import type { FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { errorEnvelope, SERVICE_RETRY_AFTER_SECONDS, type ServiceDefinition } from '@cadence/service-kit';

/**
 * A service that does not answer (stopped, restarting, unreachable, too slow): 503 with
 * Retry-After and the service's name, never a 500 and never a hang.
 */
function serviceUnavailable(service: string) {
  return (reply: FastifyReply<RouteGenericInterface, RawServerBase>, { error }: { error: Error }) => {
    // The gateway listens over HTTP/1.1 only: its requests are Node's IncomingMessage.
    const request = reply.request as unknown as FastifyRequest;
    request.log.warn({ err: error, service }, `the ${service} service did not answer`);
    void reply
      .status(503)
      .header('retry-after', String(SERVICE_RETRY_AFTER_SECONDS))
      .send(errorEnvelope(request, 503, `The ${service} service is not answering right now; try again in a few seconds`, 'GATEWAY_SERVICE_UNAVAILABLE'));
  };
}

export function parseServiceUrls(value: string | undefined): Map<string, string> {
  const urls = new Map<string, string>();
  for (const pair of value?.split(',') ?? []) {
    const [name, url] = pair.split('=');
    if (name && url) urls.set(name.trim(), url.trim());
  }
  return urls;
}

/** Distributed mode: /api/<area>/* goes to the process of the service that owns the area. */
export async function proxyServices(app: FastifyInstance, services: readonly ServiceDefinition[], urls: Map<string, string>): Promise<void> {
  for (const service of services) {
    const upstream = urls.get(service.name);
    if (!upstream) throw new Error(`SERVICE_URLS has no address for the ${service.name} service`);
    for (const area of service.areas) {
      await app.register(httpProxy, {
        upstream,
        prefix: `/api/${area}`,
        rewritePrefix: `/api/${area}`,
        websocket: area === 'notifications',
        replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }), onError: serviceUnavailable(service.name) },
      });
    }
  }
}
