// The all-in-one gateway (every service, the service kit, drizzle) as `npm start` builds it,
// on the database and variables the runner passes. Forked by the runner; see host.ts.
import { buildGateway, SERVICES } from '@cadence/gateway';
import { host } from './host';

interface Config {
  env: Record<string, string>;
  /** How many of the gateway's services to run, in start order (all when absent). */
  services?: number;
}

await host<Config>(async ({ env, services }) => {
  const platform = await buildGateway(env, services === undefined ? {} : { services: SERVICES.slice(0, services) });
  const url = await platform.listen();
  return { url, close: () => platform.close() };
});
