import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_TOKEN_HEADER, ServiceMonitoring, SuccessEnvelope, internalMonitoringPath, serviceMonitoringEndpoint } from '@cadence/contracts';
import { route } from '../route';
import { commonErrors } from '../errors';
import { successEnvelope } from '../envelope';
import type { ServiceMonitor } from './service-monitor';

/** GET /api/<area>/monitoring: the service's figures for staff holding MonitoringServices. */
export function monitoringRoutes(app: FastifyInstance, monitor: ServiceMonitor): void {
  route(app, serviceMonitoringEndpoint(monitor.area), () => monitor.read());
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /internal/<area>/monitoring for each service of this process: the same figures for the
 * platform's own services (the notifications service's threshold checker in the distributed
 * mode), outside /api so the gateway never proxies it, only with INTERNAL_TOKEN (compared in
 * constant time). Registered only when the install has a token; hidden from the API documentation.
 */
export function internalMonitoringRoutes(app: FastifyInstance, options: { token: string; monitors: readonly ServiceMonitor[] }): void {
  const expected = digest(options.token);
  for (const monitor of options.monitors) {
    app.route({
      method: 'GET',
      url: internalMonitoringPath(monitor.area),
      schema: { hide: true, response: { 200: SuccessEnvelope(ServiceMonitoring) } },
      onRequest: async (request) => {
        const given = request.headers[INTERNAL_TOKEN_HEADER];
        if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw commonErrors.UNAUTHENTICATED('This address is for the platform’s own services');
      },
      handler: async (request, reply) => successEnvelope(request, reply, await monitor.read(), 'OK'),
    });
  }
}
