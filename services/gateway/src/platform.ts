import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildPlatform, loadConfig, type Platform, type ServiceDefinition } from '@cadence/service-kit';
import { gatewayEnv } from './config';
import { SERVICES } from './services';
import { serveWeb } from './web';
import { parseServiceUrls, proxyServices } from './distributed';
import { metaRoute } from './meta';
import { mcpRoute, type McpConfig } from './mcp';

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
      extend: async (app, config) => {
        metaRoute(app, 'distributed');
        mcpRoute(app, config as unknown as McpConfig);
        await proxyServices(app, SERVICES, urls);
        await serveWeb(app, webDist);
      },
    });
  }
  // The services of this one process call each other in-process with a token of its own unless the operator set one.
  const allInOneEnv = env.INTERNAL_TOKEN ? env : { ...env, INTERNAL_TOKEN: randomBytes(32).toString('base64url') };
  return buildPlatform({
    name: 'all-in-one',
    services: options.services ?? SERVICES,
    env: allInOneEnv,
    extraEnv: gatewayEnv,
    extend: async (app, config) => {
      metaRoute(app, 'all-in-one');
      mcpRoute(app, config as unknown as McpConfig);
      await serveWeb(app, webDist);
    },
  });
}
