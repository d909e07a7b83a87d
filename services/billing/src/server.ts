import { runStandalone } from '@cadence/service-kit';
import { billingService } from './app';

/** The billing service in its own process (distributed mode). */
await runStandalone(billingService);
