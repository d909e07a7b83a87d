import { buildPlatform } from '@cadence/service-kit';
import { postingService } from '../src/app';

/**
 * The posting service with its delivery loops, alone in a process, for the reliability tests
 * to kill (SIGKILL) at chosen moments. Configured by the environment it is started with.
 */
const platform = await buildPlatform({ name: 'reliability-worker', services: [postingService] });
await platform.app.ready();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void platform.close().then(() => process.exit(0));
});
