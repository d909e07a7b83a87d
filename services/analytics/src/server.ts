import { runStandalone } from '@cadence/service-kit';
import { analyticsService } from './app';

/** The analytics service in its own process (distributed mode). */
await runStandalone(analyticsService);
