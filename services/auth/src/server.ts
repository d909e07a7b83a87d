import { buildPlatform, runMain } from '@cadence/service-kit';
import { authService } from './app';

/** The auth service on its own (distributed mode). */
await runMain(
  () => buildPlatform({ name: 'auth', services: [authService] }),
  (url) => process.stdout.write(`auth service listening on ${url}\n`),
);
