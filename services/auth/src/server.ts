import { runStandalone } from '@cadence/service-kit';
import { authService } from './app';

/** The auth service in its own process (distributed mode). */
await runStandalone(authService);
