import { runMain } from '@cadence/service-kit';
import { buildGateway } from './platform';

await runMain(buildGateway, (address, platform) => {
  const port = new URL(address).port;
  const url = platform.config.PUBLIC_URL ?? `http://localhost:${port}`;
  process.stdout.write(`\n  Cadence is running: ${url}\n  API docs: ${url}/api/docs\n\n`);
});
