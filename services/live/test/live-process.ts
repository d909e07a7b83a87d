import { buildPlatform } from '@cadence/service-kit';
import { liveService } from '../src/app';

/**
 * The live service alone in a process (as the distributed mode runs a second replica), on the
 * database, keys and secrets of the environment it is started with: prints `ready <api address>
 * <rtmp port>` once its API and RTMP ingest listen.
 */
const platform = await buildPlatform({ name: 'live-replica', services: [liveService] });
await platform.app.ready();
const address = await platform.listen();
process.stdout.write(`ready ${address} ${process.env.LIVE_RTMP_PORT}\n`);
process.on('SIGTERM', () => {
  void platform.close().then(() => process.exit(0));
});
