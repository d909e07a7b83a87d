import { runStandalone } from '@cadence/service-kit';
import { liveService } from './app';

/** The live service in its own process (distributed mode): API, RTMP ingest and media worker. */
await runStandalone(liveService);
