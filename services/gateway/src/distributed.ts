import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import type { ServiceDefinition } from '@cadence/service-kit';

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
        replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }) },
      });
    }
  }
}
