import { runStandalone } from '@cadence/service-kit';
import { contentService } from './app';

/** The content service in its own process (distributed mode). */
await runStandalone(contentService);
