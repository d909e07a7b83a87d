import { buildPlatform, runMain } from '@cadence/service-kit';
import { notificationsService } from './app';

/** The notifications service on its own (distributed mode). */
await runMain(
  () => buildPlatform({ name: 'notifications', services: [notificationsService] }),
  (url) => process.stdout.write(`notifications service listening on ${url}\n`),
);
