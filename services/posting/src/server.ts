import { runStandalone } from '@cadence/service-kit';
import { postingService } from './app';

/** The posting service in its own process (distributed mode). */
await runStandalone(postingService);
