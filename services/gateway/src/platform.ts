import { fileURLToPath } from 'node:url';
import { buildPlatform, loadConfig, type Platform, type ServiceDefinition } from '@cadence/service-kit';
import { gatewayEnv } from './config';
import { SERVICES } from './services';
import { serveWeb } from './web';
import { parseServiceUrls, proxyServices } from './distributed';
import { metaRoute } from './meta';

/**
 * The gateway. All-in-one (the default): every service in this process under /api, the web
 * app at /. Distributed: the same /api paths proxied to each service's own process.
 */
export interface GatewayOptions {
  /** The services run all-in-one (every one by default; the scaling benchmark runs fewer). */
  services?: readonly ServiceDefinition[];
}

export async function buildGateway(env: Record<string, string | undefined> = process.env, options: GatewayOptions = {}): Promise<Platform> {
  const own = loadConfig(gatewayEnv, env);
  const webDist = own.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url));
  if (own.GATEWAY_MODE === 'distributed') {
    const urls = parseServiceUrls(own.SERVICE_URLS);
    return buildPlatform({
      name: 'gateway',
      services: [],
      env,
      extraEnv: gatewayEnv,
      extend: async (app) => {
        metaRoute(app, 'distributed');
        await proxyServices(app, SERVICES, urls);
        await serveWeb(app, webDist);
      },
    });
  }
  return buildPlatform({
    name: 'all-in-one',
    services: options.services ?? SERVICES,
    env,
    extraEnv: gatewayEnv,
    extend: async (app) => {
      metaRoute(app, 'all-in-one');
      await serveWeb(app, webDist);
    },
  });
}
