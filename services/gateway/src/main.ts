import { runMain, startBox } from '@cadence/service-kit';
import { buildGateway } from './platform';

await runMain(buildGateway, (address, platform) => {
  const port = new URL(address).port;
  const url = platform.config.PUBLIC_URL ?? `http://localhost:${port}`;
  process.stdout.write(startBox(url, [`Cadence is running: ${url}`, `API docs: ${url}/api/docs`], platform.notices));
});
