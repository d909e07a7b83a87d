// The all-in-one gateway (every service, the service kit, drizzle) as `npm start` builds it,
// on the database and variables the runner passes. Forked by the runner; see host.ts.
import { buildGateway } from '@cadence/gateway';
import { host } from './host';

interface Config {
  env: Record<string, string>;
}

await host<Config>(async ({ env }) => {
  const platform = await buildGateway(env);
  const url = await platform.listen();
  return { url, close: () => platform.close() };
});
