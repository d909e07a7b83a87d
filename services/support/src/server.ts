import { runStandalone } from '@cadence/service-kit';
import { supportService } from './app';

/** The support desk in its own process (distributed mode). */
await runStandalone(supportService);
