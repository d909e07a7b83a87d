import { runStandalone } from '@cadence/service-kit';
import { notificationsService } from './app';

/** The notifications service in its own process (distributed mode). */
await runStandalone(notificationsService);
